// Running one case, the same way for every routine R and scalar type T: make the data, time
// bblas and each peer on it, and check bblas's result against the reference peer.
//
// A routine R (routines.cc) describes itself with:
//   R::shapes(case)               the stored dimensions of A, B and C (the output: B for trmm/trsm)
//   R::fill_A, R::fill_C          what the random data must satisfy (batch.hh Fill)
//   R::flops(case)                the operation count of one matrix
//   R::c_api(call, info)          bblas through the standard C group API
//   R::cpp_api(call, A, B, C)     bblas through the C++ API on views (pointer or strided)
//   R::cpp_groups(call)           bblas through the C++ grouped form
//   R::openblas(call, i)          the reference on matrix i: CBLAS on one matrix
//   R::check(call, ref, i)        the error ratio of matrix i (call.C holds bblas's result)
#pragma once

#include <omp.h>

#include <cmath>
#include <string>
#include <vector>

#include <bblas.h>
#include <bblas.hh>

#include "batch.hh"
#include "case.hh"
#include "check.hh"
#include "flops.hh"
#include "scalar.hh"
#include "timer.hh"

namespace tester {

// The scalars every case uses; real_t parts for herk's alpha and beta and her2k's beta.
template <class T>
T alpha_value() {
    if constexpr (is_complex_v<T>) return T(1.23, 0.45);
    else return T(1.23);
}
template <class T>
T beta_value() {
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
        alpha.assign(G, alpha_value<T>()), beta.assign(G, beta_value<T>());
        alpha_r.assign(G, std::real(alpha_value<T>())), beta_r.assign(G, std::real(beta_value<T>()));
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
    T alpha = alpha_value<T>(), beta = beta_value<T>();
    real_t<T> alpha_r = std::real(alpha_value<T>()), beta_r = std::real(beta_value<T>());
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

// bblas, through the API the case asks for.
template <class R, class T>
void run_bblas(const Call<T>& x) {
    switch (x.c.api) {
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
                R::cpp_api(x, x.A.template view<const T>(x.c.api, first, count),
                           x.B.template view<const T>(x.c.api, first, count),
                           x.C.template view<T>(x.c.api, first, count));
            }
            break;
    }
}

// The reference peer: an OpenMP loop over the matrices, CBLAS on one matrix each, OpenBLAS
// single-threaded (main.cc) so that the threads are OpenMP's only.
template <class R, class T>
void run_openblas_loop(const Call<T>& x) {
    const int64_t count = x.c.batch;
#pragma omp parallel for schedule(static)
    for (int64_t i = 0; i < count; ++i) R::openblas(x, i);
}

// An implementation: a name and how it runs one call.
template <class T>
struct Implementation {
    const char* name;
    void (*run)(const Call<T>&);
};

// The peers timed beside bblas, the reference (what the check compares with) first.
template <class R, class T>
std::vector<Implementation<T>> peers() {
    return {{"openblas", &run_openblas_loop<R, T>}};
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
    const double flops = R::flops(c).total(is_complex_v<T>) * double(c.batch);

    // Times run (or only runs it once, untimed) with its output in C.
    auto measure = [&](const Implementation<T>& impl, Operand<T>& C, bool timed) {
        const Call<T> x{c, g, A, B, C0, C};
        auto restore = [&] { C.copy_from(C0); };
        Timing t{impl.name};
        if (timed) {
            t.seconds = median_seconds(c.repeat, c.flush, restore, [&] { impl.run(x); });
            t.gflops = flops / t.seconds / 1e9;
        } else {
            restore();
            impl.run(x);
        }
        return t;
    };

    try {
        res.bblas = measure({"bblas", &run_bblas<R, T>}, out, true);
    } catch (const CallFailed& e) {
        res.passed = false, res.note = "bblas: " + e.what;
    } catch (const bblas::Error& e) {
        res.passed = false, res.note = std::string("bblas::Error: ") + e.what();
    }

    const bool check = c.check && res.passed;
    Operand<T> ref(check ? c.batch : 0, shapes.C, c.layout), scratch;
    const auto list = peers<R, T>();
    for (size_t p = 0; p < list.size(); ++p) {
        const bool output_needed = p == 0 && check;
        if (!c.time_peers && !output_needed) {
            res.peers.push_back({list[p].name});
            continue;
        }
        if (!output_needed && scratch.count() == 0) scratch = Operand<T>(c.batch, shapes.C, c.layout);
        res.peers.push_back(measure(list[p], output_needed ? ref : scratch, c.time_peers));
    }

    if (check) {
        const Call<T> x{c, g, A, B, C0, out};
        // The largest ratio and where; a NaN counts as the largest.
        auto worse = [](double r, double than) { return std::isnan(r) ? !std::isnan(than) : r > than; };
        double worst = 0;
        int64_t at = -1;
#pragma omp parallel
        {
            double my_worst = 0;
            int64_t my_at = -1;
#pragma omp for schedule(static) nowait
            for (int64_t i = 0; i < c.batch; ++i) {
                const double r = R::check(x, ref, i);
                if (my_at < 0 || worse(r, my_worst)) my_worst = r, my_at = i;
            }
#pragma omp critical
            if (my_at >= 0 && (at < 0 || worse(my_worst, worst))) worst = my_worst, at = my_at;
        }
        res.error = worst, res.worst = at;
        if (!(worst < c.tol)) res.passed = false;
    }
    return res;
}

}  // namespace tester
