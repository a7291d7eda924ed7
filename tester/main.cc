// bblas-tester: the benchmark and checker of bblas (DESIGN.md section 5). Parses the command
// line, prints the header, runs every case of the sweep and prints one row per case.
#include <cblas.h>
#include <omp.h>

#include <bblas.h>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <memory>
#include <set>
#include <string>
#include <vector>

#include "batch.hh"
#include "half.hh"
#include "machine.hh"
#include "options.hh"
#include "peers.hh"
#include "report.hh"
#include "roofline.hh"
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

void print_header(const Options& o, const Machine& m, const std::vector<Peer>& peers) {
    std::printf("bblas-tester: bblas %s Batched BLAS against its peers, checked against OpenBLAS\n",
                bblas_version());
    // The wait policy moves short timings: a thread asleep between regions is woken inside
    // the timed one.
    const char* wait = std::getenv("OMP_WAIT_POLICY");
    std::printf(
        "machine: %s, %d threads (omp_get_max_threads), OMP_WAIT_POLICY %s, bblas "
        "kernels: %s, last-level cache %lld MiB\n",
        cpu_model().c_str(), omp_get_max_threads(), wait ? wait : "unset", bblas_kernels().c_str(),
        (long long)(m.last_level_cache >> 20));
    if (o.roofline)
        std::printf(
            "roofline: bandwidth %.1f GB/s (triad incl. write allocate, %d threads%s), "
            "FMA peak %.1f GFLOP/s double, %.1f float (%s, %d threads)\n",
            m.bandwidth / 1e9, omp_get_max_threads(),
            m.bandwidth_clean ? "" : "; every pass shared the cores with other work", m.peak_d / 1e9,
            m.peak_s / 1e9, bblas_kernels().c_str(), omp_get_max_threads());
    const char* no_vendor = std::getenv("BBLAS_NO_VENDOR");
    std::printf("bblas crossovers: %s%s\n", bblas_tuning_name(),
                no_vendor && *no_vendor && std::strcmp(no_vendor, "0") != 0
                    ? " (BBLAS_NO_VENDOR set: OpenBLAS serves no group bblas's kernels take)"
                    : "");
    std::string variants;
    for (Api api : o.bblas) {
        static const char* const how[] = {"standard C group API", "C++ PointerBatch", "C++ StridedBatch",
                                          "C++ InterleavedBatch, packed before the timed runs"};
        variants +=
            std::string(variants.empty() ? "" : ", ") + "bblas:" + name(api) + " (" + how[int(api)] + ")";
    }
    std::printf("bblas: %s\n", variants.c_str());
    for (Peer p : {Peer::OpenBlas, Peer::Xsmm, Peer::Eigen})
        if (std::find(peers.begin(), peers.end(), p) != peers.end() || !peer_built(p))
            std::printf("peer %s\n", peer_description(p).c_str());
    std::string batch = std::to_string(o.batch) + " matrices per call";
    if (o.batch_bytes)
        batch =
            "per case the smallest batch with A, B and C >= " + std::to_string(o.batch_bytes >> 20) + " MiB";
    std::printf(
        "method: %s in %lld group(s), 1 warm-up + %s of %d runs, caches %s, "
        "tolerance %g",
        batch.c_str(), (long long)o.groups, o.fastest ? "fastest" : "median", o.repeat,
        o.flush ? "flushed before each run" : "not flushed", o.tol);
    if (o.shuffled) std::printf(", pointer arrays shuffled");
    if (!std::isnan(o.alpha)) std::printf(", alpha %g", o.alpha);
    if (!std::isnan(o.beta)) std::printf(", beta %g", o.beta);
    std::printf("\n\n");
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
    // Peers not built are left out (the header says so), so that one command runs anywhere.
    std::vector<Peer> peers;
    for (Peer p : o.peers)
        if (peer_built(p)) peers.push_back(p);
    std::unique_ptr<CsvWriter> csv;
    if (!o.csv.empty()) {
        std::vector<std::string> names;
        for (Api api : o.bblas) names.push_back(std::string("bblas:") + name(api));
        for (Peer p : peers) names.push_back(name(p));
        csv = std::make_unique<CsvWriter>(o.csv, names);
    }

    Machine machine;
    machine.last_level_cache = last_level_cache();
    if (o.roofline) machine = measure_machine(bblas_kernels());
    print_header(o, machine, peers);
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
            const bool half = type == 'h' || type == 'k';
            if (half && (!half_routine(r.name, type == 'k') || !half_supported())) {
                note(std::string(r.name) +
                     (half_supported()
                          ? ": the half-precision rows are the Level-1 and 2 routines' and gemm's, "
                            "symm's, syrk's, syr2k's, trmm's and trsm's (hemm's, herk's, her2k's: k "
                            "only)"
                          : ": this build has no half-precision routines") +
                     ", type " + type + " skipped");
                continue;
            }
            const RunFn fn = half ? nullptr : r.run[std::string_view("sdcz").find(type)];
            if (!fn && !half) {
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
                                            Case c{.routine = &r,
                                                   .type = type,
                                                   .layout = layout,
                                                   .transA = transA,
                                                   .transB = transB,
                                                   .trans = trans,
                                                   .side = side,
                                                   .uplo = uplo,
                                                   .diag = diag,
                                                   .m = d.m,
                                                   .n = d.n,
                                                   .k = d.k,
                                                   .inc = o.inc,
                                                   .batch = o.batch,
                                                   .groups = o.groups,
                                                   .bblas = o.bblas,
                                                   .peers = peers,
                                                   .alpha = o.alpha,
                                                   .beta = o.beta,
                                                   .check = o.check,
                                                   .flush = o.flush,
                                                   .repeat = o.repeat,
                                                   .fastest = o.fastest,
                                                   .tol = o.tol,
                                                   .machine = machine};
                                            if (const char* why = r.skip(c)) {
                                                note(std::string(why) + ": skipped");
                                                continue;
                                            }
                                            if (o.batch_bytes) {
                                                const int64_t each = std::max<int64_t>(1, r.matrix_bytes(c));
                                                c.batch =
                                                    std::max((o.batch_bytes + each - 1) / each, o.groups);
                                            }
                                            if (half) {  // its own row format (tester/half.cc)
                                                const int64_t each =
                                                    std::max<int64_t>(1, half_matrix_bytes(c, type == 'k'));
                                                if (o.batch_bytes)
                                                    c.batch = std::max<int64_t>(
                                                        1, (o.batch_bytes + each - 1) / each);
                                                ++cases;
                                                failed += !run_half(c, type == 'k', stdout);
                                                continue;
                                            }
                                            const Result res = fn(c);
                                            print_rows(stdout, c, res);
                                            if (csv) csv->row(c, res, o.batch_bytes);
                                            ++cases;
                                            if (res.passed) continue;
                                            ++failed;
                                            for (const Timing& t : res.impls) {
                                                if (t.status != Status::Failed || t.worst < 0) continue;
                                                std::printf(
                                                    "    %s worst: matrix %lld, seeds A %#llx B %#llx C "
                                                    "%#llx\n",
                                                    t.name.c_str(), (long long)t.worst,
                                                    (unsigned long long)matrix_seed(0, t.worst),
                                                    (unsigned long long)matrix_seed(1, t.worst),
                                                    (unsigned long long)matrix_seed(2, t.worst));
                                            }
                                        }
        }
    }
    const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
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
    tester::shuffled_pointers = options.shuffled;
    tester::choose_openblas_core(options.openblas_core, argv);
    // Threads come from OpenMP only: OpenBLAS runs single-threaded inside the reference loop.
    openblas_set_num_threads(1);
    try {
        return tester::run(options);
    } catch (const std::exception& e) {
        std::fprintf(stderr, "bblas-tester: %s\n", e.what());
        return 2;
    }
}
