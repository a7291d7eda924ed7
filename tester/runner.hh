// Running one case, the same way for every routine R and scalar type T: make the data, time
// each way of calling bblas and each peer on it, and check every result against the reference.
//
// A routine R (routines.cc) describes itself with:
//   R::shapes(case)               the stored dimensions of A, B and C (the output: B for trmm/trsm)
//   R::fill_A, R::fill_C          what the random data must satisfy (batch.hh Fill)
//   R::flops(case)                the operation count of one matrix
//   R::c_api(call, info)          bblas through the standard C group API
//   R::cpp_api(call, A, B, C)     bblas through the C++ API on views (pointer or strided)
//   R::cpp_groups(call)           bblas through the C++ grouped form
//   R::openblas(call, i)          the reference on matrix i: CBLAS on one matrix
//   R::check(call, ref, i)        the error ratio of matrix i (call.C holds the result)
// and optionally with:
//   R::interleaved(call, A, B, C) bblas on InterleavedBatch containers (else that row is n/a)
//   R::gemm_peers                 true: LIBXSMM and Eigen run the case too (peers.hh)
#pragma once

#include <omp.h>

#include <algorithm>
#include <cmath>
#include <cstring>
#include <string>
#include <vector>

#include <bblas.h>
#include <bblas.hh>

#include "batch.hh"
#include "case.hh"
#include "check.hh"
#include "flops.hh"
#include "peers.hh"
#include "roofline.hh"
#include "scalar.hh"
#include "timer.hh"

namespace tester {

// The scalars every case uses: --alpha and --beta (real) when given, else values that catch
// a missed scaling or conjugation; real_t parts for herk's alpha and beta and her2k's beta.
template <class T>
T alpha_value(const Case& c) {
    if (!std::isnan(c.alpha)) return T(real_t<T>(c.alpha));
    if constexpr (is_complex_v<T>) return T(1.23, 0.45);
    else return T(1.23);
}
template <class T>
T beta_value(const Case& c) {
    if (!std::isnan(c.beta)) return T(real_t<T>(c.beta));
    if constexpr (is_complex_v<T>) return T(0.67, -0.21);
    else return T(0.67);
}

// The standard's per-group arrays, every group alike: C enumerations for the C API and
// scoped ones for the C++ grouped form.
template <class T>
struct GroupArrays {
    std::vector<int64_t> sizes, m, n, k, lda, ldb, ldc;
    std::vector<T> alpha, beta;
    std::vector<real_t<T>> alpha_r, beta_r;
    std::vector<BLAS_Trans> c_transA, c_transB, c_trans;
    std::vector<BLAS_Side> c_side;
    std::vector<BLAS_Uplo> c_uplo;
    std::vector<BLAS_Diag> c_diag;
    std::vector<Op> transA, transB, trans;
    std::vector<Side> side;
    std::vector<Uplo> uplo;
    std::vector<Diag> diag;

    GroupArrays(const Case& c, const Operand<T>& A, const Operand<T>& B, const Operand<T>& C) {
        const size_t G = size_t(c.groups);
        for (int64_t g = 0; g < c.groups; ++g)
            sizes.push_back(c.batch / c.groups + (g < c.batch % c.groups ? 1 : 0));
        m.assign(G, c.m), n.assign(G, c.n), k.assign(G, c.k);
        lda.assign(G, A.ld()), ldb.assign(G, B.ld()), ldc.assign(G, C.ld());
        alpha.assign(G, alpha_value<T>(c)), beta.assign(G, beta_value<T>(c));
        alpha_r.assign(G, std::real(alpha_value<T>(c))), beta_r.assign(G, std::real(beta_value<T>(c)));
        c_transA.assign(G, c_enum(c.transA)), c_transB.assign(G, c_enum(c.transB));
        c_trans.assign(G, c_enum(c.trans)), c_side.assign(G, c_enum(c.side));
        c_uplo.assign(G, c_enum(c.uplo)), c_diag.assign(G, c_enum(c.diag));
        transA.assign(G, c.transA), transB.assign(G, c.transB), trans.assign(G, c.trans);
        side.assign(G, c.side), uplo.assign(G, c.uplo), diag.assign(G, c.diag);
    }
    int64_t count() const { return int64_t(sizes.size()); }
};

// Everything one batched call needs. C is the output of this call (a copy of C0 before it).
template <class T>
struct Call {
    const Case& c;
    const GroupArrays<T>& g;
    const Operand<T>& A;
    const Operand<T>& B;
    const Operand<T>& C0;
    const Operand<T>& C;
    T alpha = alpha_value<T>(c), beta = beta_value<T>(c);
    real_t<T> alpha_r = std::real(alpha), beta_r = std::real(beta);
};

// Matrix i of an operand, as a routine reads it (check.hh).
template <class T>
Mat<T> mat(const Operand<T>& X, int64_t i, Op op = Op::NoTrans, Shape shape = Shape::General,
           Uplo uplo = Uplo::Lower, Diag diag = Diag::NonUnit) {
    return {X[i], X.ld(), X.layout(), op, shape, uplo, diag};
}

// A failure reported by the library other than by its numbers.
struct CallFailed {
    std::string what;
};

// bblas, through the pointer or strided API.
template <class R, class T>
void run_bblas(Api api, const Call<T>& x) {
    switch (api) {
        case Api::C: {
            int64_t info = BblasErrorsReportAny;
            R::c_api(x, &info);
            if (info != 0) throw CallFailed{"info = " + std::to_string(info)};
            break;
        }
        case Api::Cpp:
            if (x.c.groups > 1) {
                R::cpp_groups(x);
                break;
            }
            [[fallthrough]];
        case Api::Strided:
            for (int64_t g = 0, first = 0; g < x.g.count(); first += x.g.sizes[g++]) {
                const int64_t count = x.g.sizes[g];
                R::cpp_api(x, x.A.template view<const T>(api, first, count),
                           x.B.template view<const T>(api, first, count),
                           x.C.template view<T>(api, first, count));
            }
            break;
        case Api::Interleaved:
            break;  // run_case packs the operands and calls R::interleaved itself
    }
}

template <class R, class T>
concept HasInterleaved = requires(const Call<T>& x, const bblas::InterleavedBatch<T>& in,
                                  bblas::InterleavedBatch<T>& out) {
    R::interleaved(x, in, in, out);
};

template <class R>
constexpr bool has_gemm_peers = requires {
    requires R::gemm_peers;
};

// The reference: an OpenMP loop over the matrices, CBLAS on one matrix each, OpenBLAS
// single-threaded (main.cc) so that the threads are OpenMP's only.
template <class R, class T>
void run_openblas_loop(const Call<T>& x) {
    const int64_t count = x.c.batch;
#pragma omp parallel for schedule(static)
    for (int64_t i = 0; i < count; ++i) R::openblas(x, i);
}

// An operand in the interleaved layout (empty where the routine has no such operand).
template <class T>
bblas::InterleavedBatch<T> packed(const Operand<T>& X) {
    if (X.rows() * X.cols() == 0) return bblas::InterleavedBatch<T>(0, 0, 0, X.layout());
    bblas::InterleavedBatch<T> I(X.count(), X.rows(), X.cols(), X.layout());
    I.pack(X.template view<const T>(Api::Strided, 0, X.count()));
    return I;
}

// dst = src for containers of the same shape, one block per iteration.
template <class T>
void copy_blocks(bblas::InterleavedBatch<T>& dst, const bblas::InterleavedBatch<T>& src) {
    const int64_t blocks = src.blocks(), scalars = src.block_scalars();
    const size_t bytes = size_t(scalars) * sizeof(real_t<T>);
#pragma omp parallel for schedule(static)
    for (int64_t b = 0; b < blocks; ++b)
        std::memcpy(dst.data() + b * scalars, src.data() + b * scalars, bytes);
}

// The largest error ratio of x.C against ref over the batch, and where; a NaN counts as the
// largest.
template <class R, class T>
void judge(const Call<T>& x, const Operand<T>& ref, Timing& t) {
    auto worse = [](double r, double than) { return std::isnan(r) ? !std::isnan(than) : r > than; };
    double worst = 0;
    int64_t at = -1;
#pragma omp parallel
    {
        double my_worst = 0;
        int64_t my_at = -1;
#pragma omp for schedule(static) nowait
        for (int64_t i = 0; i < x.c.batch; ++i) {
            const double r = R::check(x, ref, i);
            if (my_at < 0 || worse(r, my_worst)) my_worst = r, my_at = i;
        }
#pragma omp critical
        if (my_at >= 0 && (at < 0 || worse(my_worst, worst))) worst = my_worst, at = my_at;
    }
    t.error = worst, t.worst = at;
    t.status = worst < x.c.tol ? Status::Pass : Status::Failed;
}

template <class R, class T>
Result run_case(const Case& c) {
    Result res;
    const auto shapes = R::shapes(c);
    Operand<T> A(c.batch, shapes.A, c.layout), B(c.batch, shapes.B, c.layout);
    Operand<T> C0(c.batch, shapes.C, c.layout), out(c.batch, shapes.C, c.layout);
    A.randomize(0, R::fill_A);
    B.randomize(1, Fill::General);
    C0.randomize(2, R::fill_C);
    const GroupArrays<T> g(c, A, B, C0);
    const double flops_one = R::flops(c).total(is_complex_v<T>);
    const double flops = flops_one * double(c.batch);

    // Every input read once, the output read and written once (or written after the
    // write-allocate read the triad counts too).
    const double in_bytes = double((A.stride() + B.stride()) * int64_t(sizeof(T)));
    const double out_bytes = double(C0.stride() * int64_t(sizeof(T)));
    res.footprint = (in_bytes + out_bytes) * double(c.batch);
    res.in_memory = from_memory(c, res.footprint);
    res.roofline = roofline_gflops(c, std::is_same_v<real_t<T>, float>, flops_one, in_bytes + 2 * out_bytes,
                                   res.footprint);

    const bool time_ref = std::find(c.peers.begin(), c.peers.end(), Peer::OpenBlas) != c.peers.end();
    Operand<T> ref(c.check ? c.batch : 0, shapes.C, c.layout);
    const Call<T> into_out{c, g, A, B, C0, out};
    auto restore = [&] { out.copy_from(C0); };

    // Times run (or runs it once, untimed); restore_fn puts its input back before each run.
    auto measure = [&](Timing& t, bool timed, auto&& restore_fn, auto&& run) {
        if (timed) {
            t.seconds = run_seconds(c.repeat, c.flush, c.fastest, restore_fn, run);
            t.gflops = flops / t.seconds / 1e9;
        } else {
            restore_fn();
            run();
        }
    };

    // The reference first: the checks of every other row compare with it.
    Timing reference;
    reference.name = name(Peer::OpenBlas), reference.status = Status::Reference;
    if (c.check || time_ref) {
        Operand<T>& dst = c.check ? ref : out;
        const Call<T> x{c, g, A, B, C0, dst};
        measure(
            reference, time_ref, [&] { dst.copy_from(C0); }, [&] { run_openblas_loop<R, T>(x); });
    }
    auto finish = [&](Timing& t) {
        if (t.status == Status::NotApplicable || t.status == Status::Failed) return;
        if (c.check) judge<R, T>(into_out, ref, t);
        else t.status = Status::NoCheck;
    };

    for (Api api : c.bblas) {
        Timing t;
        t.name = std::string("bblas:") + name(api);
        try {
            if (api != Api::Interleaved) {
                measure(t, true, restore, [&] { run_bblas<R, T>(api, into_out); });
            } else if constexpr (HasInterleaved<R, T>) {
                // Packed once, outside the timed region: the expert keeps the batch this way.
                const auto IA = packed(A), IB = packed(B), IC0 = packed(C0);
                auto IC = IC0;
                measure(
                    t, true, [&] { copy_blocks(IC, IC0); }, [&] { R::interleaved(into_out, IA, IB, IC); });
                IC.unpack(out.template view<T>(Api::Strided, 0, c.batch));
            } else {
                t.status = Status::NotApplicable, t.note = "no interleaved form in the tester";
            }
        } catch (const CallFailed& e) {
            t.status = Status::Failed, t.note = e.what;
        } catch (const bblas::Error& e) {
            t.status = Status::Failed, t.note = std::string("bblas::Error: ") + e.what();
        }
        finish(t);
        res.impls.push_back(std::move(t));
    }

    for (Peer peer : c.peers) {
        if (peer == Peer::OpenBlas) {
            res.reference = int(res.impls.size());
            res.impls.push_back(reference);
            continue;
        }
        if constexpr (has_gemm_peers<R>) {
            Timing t;
            t.name = name(peer);
            const GemmBatch<T> batch{c.layout, c.transA,       c.transB,      c.m,      c.n,
                                     c.k,      into_out.alpha, into_out.beta, A.ptrs(), A.ld(),
                                     B.ptrs(), B.ld(),         out.ld(),      c.batch};
            const GemmPlan<T> plan = gemm_plan(peer, batch);
            t.note = plan.run ? plan.label : plan.why_not;
            if (plan.run) measure(t, true, restore, [&] { plan.run(out.ptrs()); });
            else t.status = Status::NotApplicable;
            finish(t);
            res.impls.push_back(std::move(t));
        }
    }

    for (const Timing& t : res.impls)
        if (t.status == Status::Failed) res.passed = false;
    return res;
}

}  // namespace tester
