// The environment's say in planning (core/plan.hh); the crossovers are in core/tuning_tables.cc.
#include "core/plan.hh"

#include <cstdlib>
#include <cstring>

namespace bblas::impl {

bool vendor_disabled() {
    static const bool off = [] {
        const char* v = std::getenv("BBLAS_NO_VENDOR");
        return v && *v && std::strcmp(v, "0") != 0;
    }();
    return off;
}

}  // namespace bblas::impl
