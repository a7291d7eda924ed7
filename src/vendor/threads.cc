#include "vendor/threads.hh"

#include <mutex>

#include <cblas.h>

namespace bblas::impl {

namespace {
constexpr int kOpenblasPthreads = 1;  // openblas_get_parallel(): 0 serial, 1 pthreads, 2 OpenMP

// The shared guard: how many bblas calls are inside it, and the thread count to restore when
// the last one leaves (0: OpenBLAS was single-threaded already).
std::mutex guard_lock;
int callers = 0;
int saved_threads = 0;
}  // namespace

VendorSingleThread::VendorSingleThread(bool active) {
    if (!active || openblas_get_parallel() != kOpenblasPthreads) return;
    const std::lock_guard<std::mutex> hold(guard_lock);
    if (callers++ == 0) {
        const int n = openblas_get_num_threads();
        saved_threads = n > 1 ? n : 0;
        if (saved_threads) openblas_set_num_threads(1);
    }
    entered_ = true;
}

VendorSingleThread::~VendorSingleThread() {
    if (!entered_) return;
    const std::lock_guard<std::mutex> hold(guard_lock);
    if (--callers == 0 && saved_threads) openblas_set_num_threads(saved_threads);
}

}  // namespace bblas::impl
