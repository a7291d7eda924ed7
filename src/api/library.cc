// C entry points that describe the library itself (bblas.h).
#include "bblas.h"
#include "core/isa.hh"
#include "core/tuning.hh"

namespace {
#define BBLAS_STRINGIFY(x) #x
#define BBLAS_VERSION_STRING(a, b, c) BBLAS_STRINGIFY(a) "." BBLAS_STRINGIFY(b) "." BBLAS_STRINGIFY(c)
constexpr const char* kVersion =
    BBLAS_VERSION_STRING(BBLAS_VERSION_MAJOR, BBLAS_VERSION_MINOR, BBLAS_VERSION_PATCH);
}  // namespace

extern "C" {

const char* bblas_version(void) { return kVersion; }

const char* bblas_isa_name(void) { return bblas::impl::isa_name(bblas::impl::active_isa()); }

const char* bblas_tuning_name(void) { return bblas::impl::active_tuning().name.c_str(); }

}  // extern "C"
