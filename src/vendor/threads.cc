#include "vendor/threads.hh"

#include <cblas.h>

namespace bblas::impl {

namespace {
constexpr int kOpenblasPthreads = 1;  // openblas_get_parallel(): 0 serial, 1 pthreads, 2 OpenMP
}

VendorSingleThread::VendorSingleThread(bool active) {
    if (!active || openblas_get_parallel() != kOpenblasPthreads) return;
    const int n = openblas_get_num_threads();
    if (n > 1) {
        saved_ = n;
        openblas_set_num_threads(1);
    }
}

VendorSingleThread::~VendorSingleThread() {
    if (saved_) openblas_set_num_threads(saved_);
}

}  // namespace bblas::impl
