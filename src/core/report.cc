#include "core/report.hh"

#include <string>

#include "bblas.h"
#include "bblas/error.hh"

namespace bblas {

Error::Error(std::string routine, std::string argument, int64_t group, int64_t matrix,
             const std::string& detail)
    : std::invalid_argument("bblas::" + routine + ": invalid argument " + argument +
                            (group >= 0 ? " in group " + std::to_string(group) : std::string()) +
                            (matrix >= 0 ? ", matrix " + std::to_string(matrix) : std::string()) +
                            (detail.empty() ? std::string() : ": " + detail)),
      routine_(std::move(routine)),
      argument_(std::move(argument)),
      group_(group),
      matrix_(matrix) {}

}  // namespace bblas

namespace bblas::impl {

void throw_fault(const char* routine, std::span<const ArgName> arg_names, Fault f, int64_t group) {
    const int pos = f.pos;
    const std::string arg = pos >= 1 && size_t(pos) <= arg_names.size()
                                ? std::string(arg_names[pos - 1].view())
                                : "#" + std::to_string(pos);
    const char* detail = f.pointer == Fault::Pointer::Null ? "null matrix pointer"
                         : f.pointer == Fault::Pointer::Repeated
                             ? "the same output matrix as the one before it"
                             : nullptr;
    throw Error(routine, arg, group, f.pointer == Fault::Pointer::None ? -1 : f.matrix,
                detail ? std::string(detail) : "argument " + std::to_string(pos) + " of the interface");
}

}  // namespace bblas::impl
