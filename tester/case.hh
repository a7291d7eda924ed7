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
// form when there is more than one group), the C++ StridedBatch views (one call per group), or
// the C++ routines on InterleavedBatch containers packed outside the timed region.
enum class Api { C, Cpp, Strided, Interleaved };

// The implementations timed beside bblas: the OpenMP loop over single-threaded OpenBLAS (also
// the reference of the checks), LIBXSMM's JIT kernels and Eigen's fixed-size products (gemm).
enum class Peer { OpenBlas, Xsmm, Eigen };

// What the roofline of a case is drawn from (roofline.hh); NaN when not measured.
struct Machine {
    double bandwidth = std::numeric_limits<double>::quiet_NaN();  // bytes/s
    bool bandwidth_clean = false;  // measured in a pass no other work on the machine disturbed
    double peak_d = std::numeric_limits<double>::quiet_NaN();  // flop/s, double
    double peak_s = std::numeric_limits<double>::quiet_NaN();  // flop/s, float
    int64_t last_level_cache = 0;                              // bytes
};

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
    int64_t inc = 1;  // Level 1 and 2: the increment of the vectors
    int64_t batch = 0, groups = 1;
    std::vector<Api> bblas{Api::C};           // the ways bblas is called, one row each
    std::vector<Peer> peers{Peer::OpenBlas};  // the peers timed, one row each
    double alpha = kNaN, beta = kNaN;         // real parts of the scalars; NaN: the defaults
    bool check = true;                        // compare with the reference implementation
    bool flush = false;                       // evict caches before every timed run
    int repeat = 5;                           // timed runs; the median is reported
    bool fastest = false;                     // the fastest run reported instead
    double tol = 16;                          // pass when the error ratio is below this
    Machine machine;                          // for the roofline
};

// What became of one implementation on a case.
enum class Status { Pass, Failed, NoCheck, Reference, NotApplicable };

// One implementation's median time on a case and its check; NaN where not measured.
struct Timing {
    std::string name;
    double seconds = kNaN;
    double gflops = kNaN;
    double error = kNaN;  // largest error ratio over the batch
    int64_t worst = -1;   // the matrix with that ratio
    Status status = Status::NoCheck;
    std::string note;  // why it failed or does not apply, or how it ran
};

struct Result {
    std::vector<Timing> impls;  // bblas's variants, then the peers, in the order asked for
    int reference = -1;         // the OpenBLAS row in impls, when it was timed
    double roofline = kNaN;     // GFLOP/s: min(peak, bandwidth * flops / bytes moved)
    double footprint = 0;       // bytes of A, B and C over the batch
    bool in_memory = false;     // operands come from memory (from_memory in roofline.hh)
    bool passed = true;
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
    switch (api) {
        case Api::C:
            return "c";
        case Api::Cpp:
            return "cpp";
        case Api::Strided:
            return "strided";
        case Api::Interleaved:
            return "interleaved";
    }
    return "?";
}
inline const char* name(Peer peer) {
    return peer == Peer::OpenBlas ? "openblas" : peer == Peer::Xsmm ? "xsmm" : "eigen";
}

}  // namespace tester
