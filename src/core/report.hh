// The standard's error-reporting modes (paper 003 section 2.4) and how argument faults reach
// info or, in the C++ API, an exception.
#pragma once

#include <cstdint>
#include <span>

#include "bblas.h"
#include "core/args.hh"

namespace bblas::impl {

enum class Report { All, Group, Any, None, Throw };

// The mode selected by info[0] on input; unknown values mean Any, a null info None. (Inline: the
// GPU library, which has its own copy of the checks, reads info the same way.)
inline Report report_mode(const int64_t* info) {
    if (!info) return Report::None;
    switch (info[0]) {
        case BblasErrorsReportAll:
            return Report::All;
        case BblasErrorsReportGroup:
            return Report::Group;
        case BblasErrorsReportNone:
            return Report::None;
        default:
            return Report::Any;
    }
}

// A fault in one group: the 1-based position of the first invalid argument (0: none) and, for
// a matrix pointer that is null or repeats the one before it in an output, the 0-based index of
// that matrix within its group.
struct Fault {
    enum class Pointer : unsigned char { None, Null, Repeated };
    int pos = 0;
    int64_t matrix = -1;
    Pointer pointer = Pointer::None;
    explicit operator bool() const { return pos != 0; }
};

// Throws bblas::Error for a fault of group g (argument names indexed by position - 1).
[[noreturn]] void throw_fault(const char* routine, std::span<const ArgName> arg_names, Fault f,
                              int64_t group);

}  // namespace bblas::impl
