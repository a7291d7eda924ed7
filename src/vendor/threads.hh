// OpenBLAS must run single-threaded inside bblas's own parallel loop: the pthreads build would
// otherwise run each call on its own thread pool inside bblas's threads (oversubscribed, and
// with other rounding than a single-threaded call). Its thread count is one process-wide
// setting, so concurrent bblas calls share one guard: the first caller to enter saves the count
// and sets 1, the last to leave restores it (a reference count under a lock), and no caller's
// OpenBLAS calls ever run while another has restored it. The OpenMP build already runs
// single-threaded inside a parallel region, and its thread setter would change OpenMP's own
// setting, so it is left alone.
//
// While any bblas call is in its OpenBLAS loop, OpenBLAS calls the application makes from other
// threads run single-threaded too (the setting is process-wide); a change the application makes
// to OpenBLAS's thread count during a bblas call is overwritten when the last call leaves.
#pragma once

namespace bblas::impl {

class VendorSingleThread {
public:
    explicit VendorSingleThread(bool active);
    ~VendorSingleThread();
    VendorSingleThread(const VendorSingleThread&) = delete;
    VendorSingleThread& operator=(const VendorSingleThread&) = delete;

private:
    bool entered_ = false;  // this call holds a reference to the shared guard
};

}  // namespace bblas::impl
