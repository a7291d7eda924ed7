// bblas-tester: the benchmark and checker of bblas (DESIGN.md section 5). Parses the command
// line, prints the header, runs every case of the sweep and prints one row per case.
#include <cblas.h>
#include <omp.h>

#include <chrono>
#include <cstdio>
#include <memory>
#include <set>
#include <string>
#include <vector>

#include "machine.hh"
#include "options.hh"
#include "report.hh"
#include "routines.hh"

namespace tester {
namespace {

// A routine and the types to run it in.
struct Job {
    const Routine* routine;
    std::vector<char> types;
};

// What `bblas-tester` alone runs: the main job, about a minute on the 2-core development machine.
std::vector<Job> default_sweep() {
    return {{find_routine("gemm"), {'d', 's', 'z'}},
            {find_routine("trsm"), {'d', 's'}},
            {find_routine("syrk"), {'d', 's'}},
            {find_routine("symm"), {'d', 's'}}};
}
const std::vector<Dims3> kDefaultDims = {{2, 2, 2}, {4, 4, 4}, {8, 8, 8}, {16, 16, 16}, {32, 32, 32}};
const std::vector<char> kDefaultTypes = {'d'};

// The list when the routine reads that option, else the option's default alone.
template <class E>
std::vector<E> sweep(const Routine& r, unsigned flag, const std::vector<E>& list, E fallback) {
    return r.uses & flag ? list : std::vector<E>{fallback};
}

void print_header(const Options& o) {
    std::printf("bblas-tester: bblas Batched BLAS against an OpenMP loop over OpenBLAS\n");
    std::printf("machine: %s, %d threads (omp_get_max_threads), bblas kernels: %s\n",
                cpu_model().c_str(), omp_get_max_threads(), bblas_kernels().c_str());
    std::printf("reference: %s, single-threaded, one matrix per call in omp parallel for\n",
                openblas_config().c_str());
    std::printf("method: %lld matrices per call in %lld group(s), api %s, 1 warm-up + median of "
                "%d runs, caches %s, tolerance %g\n\n",
                (long long)o.batch, (long long)o.groups, name(o.api), o.repeat,
                o.flush ? "flushed before each run" : "not flushed", o.tol);
}

int run(const Options& o) {
    std::vector<Job> jobs;
    if (o.routines.empty()) {
        jobs = default_sweep();
        if (!o.types.empty())
            for (Job& j : jobs) j.types = o.types;
    } else {
        for (const std::string& name : o.routines)
            jobs.push_back({find_routine(name), o.types.empty() ? kDefaultTypes : o.types});
    }
    const std::vector<Dims3>& dims = o.dims.empty() ? kDefaultDims : o.dims;
    std::unique_ptr<CsvWriter> csv;
    if (!o.csv.empty()) csv = std::make_unique<CsvWriter>(o.csv);

    print_header(o);
    print_columns(stdout);
    std::set<std::string> notes;
    auto note = [&](const std::string& s) {
        if (notes.insert(s).second) std::printf("note: %s\n", s.c_str());
    };
    const auto start = std::chrono::steady_clock::now();
    int cases = 0, failed = 0;
    for (const Job& job : jobs) {
        const Routine& r = *job.routine;
        for (char type : job.types) {
            const RunFn fn = r.run[std::string_view("sdcz").find(type)];
            if (!fn) {
                note(std::string(r.name) + " is complex only: type " + type + " skipped");
                continue;
            }
            for (Layout layout : o.layouts)
            for (Op transA : sweep(r, kTransA, o.transA, Op::NoTrans))
            for (Op transB : sweep(r, kTransB, o.transB, Op::NoTrans))
            for (Side side : sweep(r, kSide, o.side, Side::Left))
            for (Uplo uplo : sweep(r, kUplo, o.uplo, Uplo::Lower))
            for (Op trans : sweep(r, kTrans, o.trans, Op::NoTrans))
            for (Diag diag : sweep(r, kDiag, o.diag, Diag::NonUnit))
            for (const Dims3& d : dims) {
                const Case c{.routine = &r, .type = type, .layout = layout, .transA = transA,
                             .transB = transB, .trans = trans, .side = side, .uplo = uplo,
                             .diag = diag, .m = d.m, .n = d.n, .k = d.k, .batch = o.batch,
                             .groups = o.groups, .api = o.api, .check = o.check,
                             .time_peers = o.ref, .flush = o.flush, .repeat = o.repeat,
                             .tol = o.tol};
                if (const char* why = r.skip(c)) {
                    note(std::string(why) + ": skipped");
                    continue;
                }
                const Result res = fn(c);
                print_row(stdout, c, res);
                if (csv) csv->row(c, res);
                ++cases;
                if (res.passed) continue;
                ++failed;
                if (!res.note.empty()) std::printf("    %s\n", res.note.c_str());
                if (res.worst >= 0)
                    std::printf("    worst: matrix %lld, seeds A %#llx B %#llx C %#llx\n",
                                (long long)res.worst, (unsigned long long)matrix_seed(0, res.worst),
                                (unsigned long long)matrix_seed(1, res.worst),
                                (unsigned long long)matrix_seed(2, res.worst));
            }
        }
    }
    const double seconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    std::printf("\n%d cases, %d failed, %.1f s\n", cases, failed, seconds);
    return failed ? 1 : 0;
}

}  // namespace
}  // namespace tester

int main(int argc, char** argv) {
    tester::Options options;
    try {
        options = tester::parse_options(argc, argv);
    } catch (const tester::UsageError& e) {
        std::fprintf(stderr, "bblas-tester: %s (see --help)\n", e.what());
        return 2;
    }
    if (options.help) {
        tester::print_help(stdout);
        return 0;
    }
    // Threads come from OpenMP only: OpenBLAS runs single-threaded inside the reference loop.
    openblas_set_num_threads(1);
    try {
        return tester::run(options);
    } catch (const std::exception& e) {
        std::fprintf(stderr, "bblas-tester: %s\n", e.what());
        return 2;
    }
}
