#include "core/scratch.hh"

#include <cstdlib>
#include <memory>
#include <new>

namespace bblas::impl {

namespace {
struct FreeDeleter {
    void operator()(void* p) const { std::free(p); }
};
}  // namespace

void* thread_scratch(size_t bytes) {
    thread_local std::unique_ptr<void, FreeDeleter> buffer;
    thread_local size_t capacity = 0;
    if (bytes > capacity) {
        const size_t size = (bytes + 4095) & ~size_t(4095);
        buffer.reset(std::aligned_alloc(64, size));
        if (!buffer) {
            capacity = 0;
            throw std::bad_alloc();
        }
        capacity = size;
    }
    return buffer.get();
}

}  // namespace bblas::impl
