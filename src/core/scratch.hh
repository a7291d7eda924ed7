// Per-thread scratch memory for the interleaved path: one block of each operand. It grows to
// the largest request a thread has made and is kept for the thread's lifetime, so its size is
// bounded by the matrix sizes of a call, never by the batch size.
#pragma once

#include <cstddef>

namespace bblas::impl {

// At least `bytes` of 64-byte aligned memory, private to the calling thread, valid until the
// thread's next call.
void* thread_scratch(size_t bytes);

}  // namespace bblas::impl
