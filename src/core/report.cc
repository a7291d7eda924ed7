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
      routine_(std::move(routine)), argument_(std::move(argument)), group_(group), matrix_(matrix) {}

}  // namespace bblas

namespace bblas::impl {

Report report_mode(const int64_t* info) {
    if (!info) return Report::None;
    switch (info[0]) {
        case BblasErrorsReportAll: return Report::All;
        case BblasErrorsReportGroup: return Report::Group;
        case BblasErrorsReportNone: return Report::None;
        default: return Report::Any;
    }
}

void throw_fault(const char* routine, std::span<const char* const> arg_names, int pos,
                 int64_t group, int64_t matrix) {
    const std::string arg = pos >= 1 && size_t(pos) <= arg_names.size()
                                ? arg_names[pos - 1]
                                : "#" + std::to_string(pos);
    throw Error(routine, arg, group, matrix,
                matrix >= 0 ? "null matrix pointer"
                            : "argument " + std::to_string(pos) + " of the standard interface");
}

}  // namespace bblas::impl
