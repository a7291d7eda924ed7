// bblas C++ API: the exception thrown for invalid arguments.
#pragma once

#include <cstdint>
#include <stdexcept>
#include <string>

#include "bblas/types.hh"

#pragma GCC visibility push(default)  // the public interface; the library hides the rest
namespace bblas {

// Thrown by the C++ API for an invalid argument, before anything is computed. Numerical
// outcomes (a zero pivot, a matrix not positive definite) are reported as info values instead.
class BBLAS_API Error : public std::invalid_argument {
public:
    // group and matrix are 0-based; -1 where the argument is not tied to one.
    Error(std::string routine, std::string argument, int64_t group, int64_t matrix,
          const std::string& detail);

    const std::string& routine() const noexcept { return routine_; }
    const std::string& argument() const noexcept { return argument_; }
    int64_t group() const noexcept { return group_; }
    int64_t matrix() const noexcept { return matrix_; }

private:
    std::string routine_, argument_;
    int64_t group_, matrix_;
};

}  // namespace bblas
#pragma GCC visibility pop
