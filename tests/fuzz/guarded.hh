// Memory for one argument of a fuzzed call, sized exactly as the call needs it and bordered by
// an inaccessible page, so that a read or write one element outside it faults at once: in
// bblas's kernels and in OpenBLAS alike (AddressSanitizer does not see inside OpenBLAS).
#pragma once

#include <sys/mman.h>
#include <unistd.h>

#include <cstddef>
#include <cstdio>
#include <cstdlib>
#include <utility>

namespace fuzz {

class Guarded {
public:
    Guarded() = default;
    // `bytes` of memory ending right at the inaccessible page, or starting right after it
    // (guard_before: what lies before the first element faults instead of what lies after the
    // last). Empty memory is the inaccessible page itself: any access through it faults.
    Guarded(size_t bytes, bool guard_before) : bytes_(bytes) {
        static const size_t page = size_t(sysconf(_SC_PAGESIZE));
        body_bytes_ = (bytes + page - 1) / page * page;
        map_bytes_ = body_bytes_ + page;
        void* m = mmap(nullptr, map_bytes_, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
        if (m == MAP_FAILED) {
            std::perror("bblas-fuzz: mmap");
            std::abort();
        }
        map_ = static_cast<std::byte*>(m);
        std::byte* guard = guard_before ? map_ : map_ + body_bytes_;
        body_ = guard_before ? map_ + page : map_;
        if (mprotect(guard, page, PROT_NONE) != 0) {
            std::perror("bblas-fuzz: mprotect");
            std::abort();
        }
        data_ = bytes == 0 ? guard : guard_before ? body_ : guard - bytes;
    }
    Guarded(Guarded&& o) noexcept { swap(o); }
    Guarded& operator=(Guarded&& o) noexcept {
        Guarded t(std::move(o));
        swap(t);
        return *this;
    }
    Guarded(const Guarded&) = delete;
    Guarded& operator=(const Guarded&) = delete;
    ~Guarded() {
        if (map_) munmap(map_, map_bytes_);
    }

    template <class E>
    E* as() const {
        return reinterpret_cast<E*>(data_);
    }
    size_t bytes() const { return bytes_; }
    // Inputs: a write through them faults as well.
    void read_only() {
        if (body_bytes_ && mprotect(body_, body_bytes_, PROT_READ) != 0) {
            std::perror("bblas-fuzz: mprotect");
            std::abort();
        }
    }

private:
    void swap(Guarded& o) {
        std::swap(map_, o.map_);
        std::swap(body_, o.body_);
        std::swap(data_, o.data_);
        std::swap(map_bytes_, o.map_bytes_);
        std::swap(body_bytes_, o.body_bytes_);
        std::swap(bytes_, o.bytes_);
    }

    std::byte *map_ = nullptr, *body_ = nullptr, *data_ = nullptr;
    size_t map_bytes_ = 0, body_bytes_ = 0, bytes_ = 0;
};

// An array of n elements in guarded memory (copied from `v`), read-only: the arrays bblas
// reads (options, sizes, scalars, pointers). n = 0 gives the inaccessible page.
template <class E>
Guarded guarded_array(const E* v, size_t n, bool guard_before) {
    Guarded g(n * sizeof(E), guard_before);
    for (size_t i = 0; i < n; ++i) g.as<E>()[i] = v[i];
    g.read_only();
    return g;
}

}  // namespace fuzz
