// Per-thread scratch memory: one arena per thread for everything a call needs beside its
// operands (the tasks of a call on the calling thread; gathered interleaved blocks and LAPACK's
// pivots, work columns and saved right-hand sides on each thread of the parallel loop). Memory
// is taken in frames: what a frame took is released when it ends, frames nest, and the arena
// keeps what it grew to, so that repeated calls allocate nothing. Its size is bounded by the
// largest frame a thread has needed (the matrix sizes of a call and a fixed cap on its task
// list), never by a batch size.
//
// Nothing here throws: a take that cannot be satisfied returns null and marks the thread
// (scratch_exhausted()); kernels skip their work then, and the executor reports the call as out
// of memory (core/execute.hh).
#pragma once

#include <cstddef>

namespace bblas::impl {

class ScratchFrame {
public:
    ScratchFrame() noexcept;
    ~ScratchFrame();
    ScratchFrame(const ScratchFrame&) = delete;
    ScratchFrame& operator=(const ScratchFrame&) = delete;

    // At least `bytes` of 64-byte aligned memory, valid until this frame ends; null if it
    // cannot be allocated.
    void* take(size_t bytes) noexcept;
    template <class U>
    U* take_array(size_t n) noexcept {
        return static_cast<U*>(take(n * sizeof(U)));
    }

private:
    size_t top_;  // the arena's state when the frame began
    int extras_;
};

// A take failed on this thread since the last clear.
bool scratch_exhausted() noexcept;
void clear_scratch_exhausted() noexcept;

}  // namespace bblas::impl
