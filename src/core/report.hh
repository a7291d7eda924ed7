// The standard's error-reporting modes (paper 003 section 2.4) and how argument faults reach
// info or, in the C++ API, an exception.
#pragma once

#include <cstdint>
#include <span>

namespace bblas::impl {

enum class Report { All, Group, Any, None, Throw };

// The mode selected by info[0] on input; unknown values mean Any, a null info None.
Report report_mode(const int64_t* info);

// A fault in one group: the 1-based position of the first invalid argument (0: none) and, for
// a null matrix pointer, the 0-based index of that matrix within its group.
struct Fault {
    int pos = 0;
    int64_t matrix = -1;
    explicit operator bool() const { return pos != 0; }
};

// Throws bblas::Error for a fault (argument names indexed by position - 1).
[[noreturn]] void throw_fault(const char* routine, std::span<const char* const> arg_names,
                              int pos, int64_t group, int64_t matrix);

}  // namespace bblas::impl
