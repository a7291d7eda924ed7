// gemm tasks with this ISA's kernels.
#include <algorithm>
#include <complex>

#include "core/scratch.hh"
#include "kernels/gemm.hh"
#include "kernels/interleave.hh"
#include "kernels/pack.hh"
#include "kernels/view.hh"
#include "level3/gemm.hh"
#include "vendor/cblas.hh"

BBLAS_TARGET_BEGIN

// Blocks of W matrices: gather into the thread's scratch, compute all W at once, scatter C.
template <class T>
void run_interleaved(const GemmTask<T>& t, int64_t lo, int64_t hi) {
    using R = real_t<T>;
    constexpr int W = kLanes<R>;
    const bool ta = t.ta != Op::NoTrans, tb = t.tb != Op::NoTrans;
    const int64_t ra = ta ? t.k : t.m, ca = ta ? t.m : t.k;
    const int64_t rb = tb ? t.n : t.k, cb = tb ? t.k : t.n;
    const int64_t sa = block_scalars<T, W>(ra, ca), sb = block_scalars<T, W>(rb, cb);
    R* const a = static_cast<R*>(thread_scratch(sizeof(R) * (sa + sb + block_scalars<T, W>(t.m, t.n))));
    R* const b = a + sa;
    R* const c = b + sb;
    const bool read_c = t.beta != T(0);
    const Mats<const T> C_in{t.C.ptrs, t.C.base, t.C.stride};
    for (int64_t b0 = lo; b0 < hi; b0 += W) {
        const int count = int(std::min<int64_t>(W, hi - b0));
        gather_block<W>(t.A, b0, count, ra, ca, t.lda, a);
        gather_block<W>(t.B, b0, count, rb, cb, t.ldb, b);
        if (read_c) gather_block<W>(C_in, b0, count, t.m, t.n, t.ldc, c);
        with_op(t.ta, interleaved<const T, W>(a, ra, ca), [&](auto av) {
            with_op(t.tb, interleaved<const T, W>(b, rb, cb), [&](auto bv) {
                gemm_kernel(t.m, t.n, t.k, t.alpha, av, bv, t.beta, interleaved<T, W>(c, t.m, t.n));
            });
        });
        scatter_block<W>(c, t.C, b0, count, t.m, t.n, t.ldc);
    }
}

template <class T>
void run(const GemmTask<T>& t, int64_t lo, int64_t hi) {
    if (t.path == Path::Interleaved) return run_interleaved(t, lo, hi);
    for (int64_t i = lo; i < hi; ++i) {
        if (t.path == Path::Vendor) {
            vendor::gemm(t.ta, t.tb, t.m, t.n, t.k, t.alpha, t.A[i], t.lda, t.B[i], t.ldb, t.beta,
                         t.C[i], t.ldc);
            continue;
        }
        with_op(t.ta, col_major(t.A[i], t.lda), [&](auto a) {
            with_op(t.tb, col_major(t.B[i], t.ldb), [&](auto b) {
                gemm_kernel(t.m, t.n, t.k, t.alpha, a, b, t.beta, col_major(t.C[i], t.ldc));
            });
        });
    }
}

template void run(const GemmTask<float>&, int64_t, int64_t);
template void run(const GemmTask<double>&, int64_t, int64_t);
template void run(const GemmTask<std::complex<float>>&, int64_t, int64_t);
template void run(const GemmTask<std::complex<double>>&, int64_t, int64_t);

BBLAS_TARGET_END
