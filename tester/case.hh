// One case of the tester (one row of the table) and what running it measured.
#pragma once

#include <cstdint>
#include <limits>
#include <string>
#include <vector>

#include <bblas.hh>

namespace tester {

using bblas::Diag;
using bblas::Layout;
using bblas::Op;
using bblas::Side;
using bblas::Uplo;

struct Routine;

// How bblas is called: the standard's C group API, the C++ PointerBatch views (the C++ grouped
// form when there is more than one group), or the C++ StridedBatch views (one call per group).
enum class Api { C, Cpp, Strided };

inline constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();

// A routine on one scalar type with one choice of options, sizes and method.
struct Case {
    const Routine* routine = nullptr;
    char type = 'd';  // s, d, c, z
    Layout layout = Layout::ColMajor;
    Op transA = Op::NoTrans, transB = Op::NoTrans, trans = Op::NoTrans;
    Side side = Side::Left;
    Uplo uplo = Uplo::Lower;
    Diag diag = Diag::NonUnit;
    int64_t m = 0, n = 0, k = 0;
    int64_t batch = 0, groups = 1;
    Api api = Api::C;
    bool check = true;     // compare with the reference implementation
    bool time_peers = true;
    bool flush = false;    // evict caches before every timed run
    int repeat = 5;        // timed runs; the median is reported
    double tol = 16;       // pass when the error ratio is below this
};

// One implementation's median time on a case; NaN when it was not timed.
struct Timing {
    std::string name;
    double seconds = kNaN;
    double gflops = kNaN;
};

struct Result {
    double error = kNaN;   // largest error ratio over the batch; NaN when not checked
    int64_t worst = -1;    // the matrix with that ratio
    Timing bblas;
    std::vector<Timing> peers;  // peers[0] is the reference the check compares with
    bool passed = true;
    std::string note;      // why the case failed, when not (only) by its ratio
};

// The seed of the random data of matrix i of an operand (A 0, B 1, C 2): fixed per matrix, so
// that a failing matrix can be made again.
inline uint64_t matrix_seed(int operand, int64_t i) { return (uint64_t(operand) << 48) ^ uint64_t(i); }

inline char letter(Op op) { return op == Op::NoTrans ? 'n' : op == Op::Trans ? 't' : 'c'; }
inline char letter(Side s) { return s == Side::Left ? 'l' : 'r'; }
inline char letter(Uplo u) { return u == Uplo::Lower ? 'l' : 'u'; }
inline char letter(Diag d) { return d == Diag::NonUnit ? 'n' : 'u'; }
inline char letter(Layout l) { return l == Layout::ColMajor ? 'c' : 'r'; }
inline const char* name(Api api) {
    return api == Api::C ? "c" : api == Api::Cpp ? "cpp" : "strided";
}

}  // namespace tester
