// OpenBLAS must run single-threaded inside bblas's own parallel loop: the pthreads build would
// otherwise serialise concurrent callers on its thread pool. The OpenMP build already runs
// single-threaded inside a parallel region, and its thread setter would change OpenMP's own
// setting, so it is left alone.
#pragma once

namespace bblas::impl {

class VendorSingleThread {
public:
    explicit VendorSingleThread(bool active);
    ~VendorSingleThread();
    VendorSingleThread(const VendorSingleThread&) = delete;
    VendorSingleThread& operator=(const VendorSingleThread&) = delete;

private:
    int saved_ = 0;  // thread count to restore, 0: nothing changed
};

}  // namespace bblas::impl
