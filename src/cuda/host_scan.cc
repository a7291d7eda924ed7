// The pointer scan that the CPU library's checks name (core/mats.hh, GroupChecks): the GPU's
// checks never call it (their pointer arrays are in device memory: scan = false, cuda/grouped.hh),
// but the shared check templates refer to it, and the CPU library's definition (src/core/mats.cc,
// with its instruction-set dispatch) is internal to libbblas. This one is the plain scan of host
// memory with the same result.
#include "core/mats.hh"

namespace bblas::impl {

int64_t first_bad_pointer(const void* const* p, int64_t count, bool repeats) {
    for (int64_t i = 0; i < count; ++i)
        if (!p[i] || (repeats && i > 0 && p[i] == p[i - 1])) return i;
    return -1;
}

}  // namespace bblas::impl
