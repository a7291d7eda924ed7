// bblas-tester-cuda's batched LAPACK rows: potrf, posv, getrf, gesv, getri, getrf_inv,
// getrf_nopiv (column-major, square, the Cholesky family on the lower triangle) in s, d, c, z
// with the data resident on the device; bblas's strided, group and interleaved forms (the last
// packed once, untimed) against the vendor's
// batched routines in the same process on the same matrices: getrf against
// cublas<t>getrfBatched, gesv against getrfBatched then getrsBatched, potrf against
// cusolverDn<t>potrfBatched, posv against potrfBatched then potrsBatched (one right-hand side,
// its only case) or two cublas<t>trsmBatched (more), getri (on cuBLAS's factors, made once)
// against getriBatched, getrf_inv against matinvBatched (n <= 32, its limit) or getrfBatched
// then getriBatched, getrf_nopiv (diagonally dominant matrices) against getrfBatched without
// pivots. The vendor's inversions write a second array (cuBLAS has no in-place one).
// Timed with CUDA events, median of --reps calls; before each call (untimed) the matrices and
// right-hand sides get their first values back, so that every call does the same work.
// Roofline: the bytes the routine must move once at the measured copy bandwidth: A read and
// written (its lower triangle for the Cholesky family), B read and written, the pivots and
// info written. Every row is checked on 256 sampled matrices by LAPACK's residuals (STYLE.md),
// the vendor's rows as bblas's: ||P L U - A|| / (n ||A|| eps), ||L L^H - A|| / (n ||A|| eps),
// ||A X - B|| / (n ||A|| ||X|| eps), ||A X - I|| / (n ||A|| ||X|| eps); the program fails
// beyond 16.
#include <cublas_v2.h>
#include <cusolverDn.h>

#include <cmath>
#include <complex>
#include <limits>
#include <random>

#include "tester_cuda.hh"

namespace bblas_tester_cuda {

namespace {

void solver_ok(cusolverStatus_t s, const char* what) {
    if (s != CUSOLVER_STATUS_SUCCESS) {
        std::fprintf(stderr, "bblas-tester-cuda: %s: cuSOLVER status %d\n", what, int(s));
        std::exit(2);
    }
}

// The vendor's routines and bblas's C entries by type.
template <class T>
struct Lapack;
template <>
struct Lapack<float> {
    using V = float;
    static constexpr const char* name = "s";
    static constexpr auto getrf = cublasSgetrfBatched;
    static constexpr auto getrs = cublasSgetrsBatched;
    static constexpr auto trsm = cublasStrsmBatched;
    static constexpr auto potrf = cusolverDnSpotrfBatched;
    static constexpr auto potrs = cusolverDnSpotrsBatched;
    static constexpr auto b_getrf = bblas_cuda_getrf_batched_r32;
    static constexpr auto b_getrf_s = bblas_cuda_getrf_batched_strided_r32;
    static constexpr auto b_gesv = bblas_cuda_gesv_batched_r32;
    static constexpr auto b_gesv_s = bblas_cuda_gesv_batched_strided_r32;
    static constexpr auto b_potrf = bblas_cuda_potrf_batched_r32;
    static constexpr auto b_potrf_s = bblas_cuda_potrf_batched_strided_r32;
    static constexpr auto b_posv = bblas_cuda_posv_batched_r32;
    static constexpr auto b_posv_s = bblas_cuda_posv_batched_strided_r32;
    static constexpr auto getri = cublasSgetriBatched;
    static constexpr auto matinv = cublasSmatinvBatched;
    static constexpr auto b_getri = bblas_cuda_getri_batched_r32;
    static constexpr auto b_getri_s = bblas_cuda_getri_batched_strided_r32;
    static constexpr auto b_inv = bblas_cuda_getrf_inv_batched_r32;
    static constexpr auto b_inv_s = bblas_cuda_getrf_inv_batched_strided_r32;
    static constexpr auto b_nopiv = bblas_cuda_getrf_nopiv_batched_r32;
    static constexpr auto b_nopiv_s = bblas_cuda_getrf_nopiv_batched_strided_r32;
    static constexpr auto i_size = bblas_cuda_interleaved_size_r32;
    static constexpr auto i_pack = bblas_cuda_interleaved_pack_r32;
    static constexpr auto i_unpack = bblas_cuda_interleaved_unpack_r32;
    static constexpr auto b_getrf_i = bblas_cuda_getrf_batched_interleaved_r32;
    static constexpr auto b_gesv_i = bblas_cuda_gesv_batched_interleaved_r32;
    static constexpr auto b_getri_i = bblas_cuda_getri_batched_interleaved_r32;
    static constexpr auto b_inv_i = bblas_cuda_getrf_inv_batched_interleaved_r32;
    static constexpr auto b_nopiv_i = bblas_cuda_getrf_nopiv_batched_interleaved_r32;
    static constexpr auto b_potrf_i = bblas_cuda_potrf_batched_interleaved_r32;
    static constexpr auto b_posv_i = bblas_cuda_posv_batched_interleaved_r32;
};
template <>
struct Lapack<double> {
    using V = double;
    static constexpr const char* name = "d";
    static constexpr auto getrf = cublasDgetrfBatched;
    static constexpr auto getrs = cublasDgetrsBatched;
    static constexpr auto trsm = cublasDtrsmBatched;
    static constexpr auto potrf = cusolverDnDpotrfBatched;
    static constexpr auto potrs = cusolverDnDpotrsBatched;
    static constexpr auto b_getrf = bblas_cuda_getrf_batched_r64;
    static constexpr auto b_getrf_s = bblas_cuda_getrf_batched_strided_r64;
    static constexpr auto b_gesv = bblas_cuda_gesv_batched_r64;
    static constexpr auto b_gesv_s = bblas_cuda_gesv_batched_strided_r64;
    static constexpr auto b_potrf = bblas_cuda_potrf_batched_r64;
    static constexpr auto b_potrf_s = bblas_cuda_potrf_batched_strided_r64;
    static constexpr auto b_posv = bblas_cuda_posv_batched_r64;
    static constexpr auto b_posv_s = bblas_cuda_posv_batched_strided_r64;
    static constexpr auto getri = cublasDgetriBatched;
    static constexpr auto matinv = cublasDmatinvBatched;
    static constexpr auto b_getri = bblas_cuda_getri_batched_r64;
    static constexpr auto b_getri_s = bblas_cuda_getri_batched_strided_r64;
    static constexpr auto b_inv = bblas_cuda_getrf_inv_batched_r64;
    static constexpr auto b_inv_s = bblas_cuda_getrf_inv_batched_strided_r64;
    static constexpr auto b_nopiv = bblas_cuda_getrf_nopiv_batched_r64;
    static constexpr auto b_nopiv_s = bblas_cuda_getrf_nopiv_batched_strided_r64;
    static constexpr auto i_size = bblas_cuda_interleaved_size_r64;
    static constexpr auto i_pack = bblas_cuda_interleaved_pack_r64;
    static constexpr auto i_unpack = bblas_cuda_interleaved_unpack_r64;
    static constexpr auto b_getrf_i = bblas_cuda_getrf_batched_interleaved_r64;
    static constexpr auto b_gesv_i = bblas_cuda_gesv_batched_interleaved_r64;
    static constexpr auto b_getri_i = bblas_cuda_getri_batched_interleaved_r64;
    static constexpr auto b_inv_i = bblas_cuda_getrf_inv_batched_interleaved_r64;
    static constexpr auto b_nopiv_i = bblas_cuda_getrf_nopiv_batched_interleaved_r64;
    static constexpr auto b_potrf_i = bblas_cuda_potrf_batched_interleaved_r64;
    static constexpr auto b_posv_i = bblas_cuda_posv_batched_interleaved_r64;
};
template <>
struct Lapack<std::complex<float>> {
    using V = cuComplex;
    static constexpr const char* name = "c";
    static constexpr auto getrf = cublasCgetrfBatched;
    static constexpr auto getrs = cublasCgetrsBatched;
    static constexpr auto trsm = cublasCtrsmBatched;
    static constexpr auto potrf = cusolverDnCpotrfBatched;
    static constexpr auto potrs = cusolverDnCpotrsBatched;
    static constexpr auto b_getrf = bblas_cuda_getrf_batched_c32;
    static constexpr auto b_getrf_s = bblas_cuda_getrf_batched_strided_c32;
    static constexpr auto b_gesv = bblas_cuda_gesv_batched_c32;
    static constexpr auto b_gesv_s = bblas_cuda_gesv_batched_strided_c32;
    static constexpr auto b_potrf = bblas_cuda_potrf_batched_c32;
    static constexpr auto b_potrf_s = bblas_cuda_potrf_batched_strided_c32;
    static constexpr auto b_posv = bblas_cuda_posv_batched_c32;
    static constexpr auto b_posv_s = bblas_cuda_posv_batched_strided_c32;
    static constexpr auto getri = cublasCgetriBatched;
    static constexpr auto matinv = cublasCmatinvBatched;
    static constexpr auto b_getri = bblas_cuda_getri_batched_c32;
    static constexpr auto b_getri_s = bblas_cuda_getri_batched_strided_c32;
    static constexpr auto b_inv = bblas_cuda_getrf_inv_batched_c32;
    static constexpr auto b_inv_s = bblas_cuda_getrf_inv_batched_strided_c32;
    static constexpr auto b_nopiv = bblas_cuda_getrf_nopiv_batched_c32;
    static constexpr auto b_nopiv_s = bblas_cuda_getrf_nopiv_batched_strided_c32;
    static constexpr auto i_size = bblas_cuda_interleaved_size_c32;
    static constexpr auto i_pack = bblas_cuda_interleaved_pack_c32;
    static constexpr auto i_unpack = bblas_cuda_interleaved_unpack_c32;
    static constexpr auto b_getrf_i = bblas_cuda_getrf_batched_interleaved_c32;
    static constexpr auto b_gesv_i = bblas_cuda_gesv_batched_interleaved_c32;
    static constexpr auto b_getri_i = bblas_cuda_getri_batched_interleaved_c32;
    static constexpr auto b_inv_i = bblas_cuda_getrf_inv_batched_interleaved_c32;
    static constexpr auto b_nopiv_i = bblas_cuda_getrf_nopiv_batched_interleaved_c32;
    static constexpr auto b_potrf_i = bblas_cuda_potrf_batched_interleaved_c32;
    static constexpr auto b_posv_i = bblas_cuda_posv_batched_interleaved_c32;
};
template <>
struct Lapack<std::complex<double>> {
    using V = cuDoubleComplex;
    static constexpr const char* name = "z";
    static constexpr auto getrf = cublasZgetrfBatched;
    static constexpr auto getrs = cublasZgetrsBatched;
    static constexpr auto trsm = cublasZtrsmBatched;
    static constexpr auto potrf = cusolverDnZpotrfBatched;
    static constexpr auto potrs = cusolverDnZpotrsBatched;
    static constexpr auto b_getrf = bblas_cuda_getrf_batched_c64;
    static constexpr auto b_getrf_s = bblas_cuda_getrf_batched_strided_c64;
    static constexpr auto b_gesv = bblas_cuda_gesv_batched_c64;
    static constexpr auto b_gesv_s = bblas_cuda_gesv_batched_strided_c64;
    static constexpr auto b_potrf = bblas_cuda_potrf_batched_c64;
    static constexpr auto b_potrf_s = bblas_cuda_potrf_batched_strided_c64;
    static constexpr auto b_posv = bblas_cuda_posv_batched_c64;
    static constexpr auto b_posv_s = bblas_cuda_posv_batched_strided_c64;
    static constexpr auto getri = cublasZgetriBatched;
    static constexpr auto matinv = cublasZmatinvBatched;
    static constexpr auto b_getri = bblas_cuda_getri_batched_c64;
    static constexpr auto b_getri_s = bblas_cuda_getri_batched_strided_c64;
    static constexpr auto b_inv = bblas_cuda_getrf_inv_batched_c64;
    static constexpr auto b_inv_s = bblas_cuda_getrf_inv_batched_strided_c64;
    static constexpr auto b_nopiv = bblas_cuda_getrf_nopiv_batched_c64;
    static constexpr auto b_nopiv_s = bblas_cuda_getrf_nopiv_batched_strided_c64;
    static constexpr auto i_size = bblas_cuda_interleaved_size_c64;
    static constexpr auto i_pack = bblas_cuda_interleaved_pack_c64;
    static constexpr auto i_unpack = bblas_cuda_interleaved_unpack_c64;
    static constexpr auto b_getrf_i = bblas_cuda_getrf_batched_interleaved_c64;
    static constexpr auto b_gesv_i = bblas_cuda_gesv_batched_interleaved_c64;
    static constexpr auto b_getri_i = bblas_cuda_getri_batched_interleaved_c64;
    static constexpr auto b_inv_i = bblas_cuda_getrf_inv_batched_interleaved_c64;
    static constexpr auto b_nopiv_i = bblas_cuda_getrf_nopiv_batched_interleaved_c64;
    static constexpr auto b_potrf_i = bblas_cuda_potrf_batched_interleaved_c64;
    static constexpr auto b_posv_i = bblas_cuda_posv_batched_interleaved_c64;
};

using Z = std::complex<double>;
template <class T>
Z zof(T x) {
    return Z(double(std::real(x)), double(std::imag(x)));
}
template <class T>
T tof(Z x) {
    if constexpr (std::is_floating_point_v<T>) return T(x.real());
    else return T(typename T::value_type(x.real()), typename T::value_type(x.imag()));
}

// Matrices of order n per run: at least min_bytes of A (the matrices), and at least min_batch up
// to n = 16 (the measure); cuBLAS's int batch counts bound it.
int64_t lapack_batch(const Options& o, int64_t n, int64_t elem) {
    const int64_t by_bytes = (o.min_bytes + n * n * elem - 1) / (n * n * elem);
    return std::min<int64_t>(n <= 16 ? std::max(o.min_batch, by_bytes) : by_bytes, INT32_MAX);
}

// count matrices of per elements from a host chunk of whole matrices (gen(M) makes one), the
// device copy doubling the filled prefix (as tester_cuda.cc's fill).
template <class T, class Gen>
void fill_matrices(Buffer<T>& b, int64_t per, Gen&& gen) {
    const int64_t chunk = std::min<int64_t>(b.n, std::max<int64_t>(1, (1 << 18) / per) * per);
    std::vector<T> h(static_cast<size_t>(chunk));
    for (int64_t m0 = 0; m0 + per <= chunk; m0 += per) gen(h.data() + m0);
    cuda_ok(cudaMemcpy(b.p, h.data(), sizeof(T) * size_t(chunk), cudaMemcpyHostToDevice), "fill");
    for (int64_t done = chunk; done < b.n; done *= 2)
        cuda_ok(cudaMemcpy(b.p + done, b.p, sizeof(T) * size_t(std::min(done, b.n - done)),
                           cudaMemcpyDeviceToDevice),
                "fill");
    cuda_ok(cudaDeviceSynchronize(), "fill");
}

template <class P>
void upload_pointers(Buffer<P>& d, P base, int64_t step) {
    std::vector<P> h(static_cast<size_t>(d.n));
    for (int64_t i = 0; i < d.n; ++i) h[size_t(i)] = base + i * step;
    copy_done(d.p, h.data(), sizeof(P) * h.size(), cudaMemcpyHostToDevice, "pointers");
}

template <class T>
std::vector<T> download(const T* p, int64_t n) {
    std::vector<T> h(static_cast<size_t>(n));
    cuda_ok(cudaMemcpy(h.data(), p, sizeof(T) * size_t(n), cudaMemcpyDeviceToHost), "download");
    return h;
}

double norm1(const std::vector<Z>& M, int64_t rows, int64_t cols) {
    double best = 0;
    for (int64_t c = 0; c < cols; ++c) {
        double s = 0;
        for (int64_t r = 0; r < rows; ++r) s += std::abs(M[size_t(r + c * rows)]);
        best = std::max(best, s);
    }
    return best;
}
double ratio(double res, double den) { return den == 0 ? (res == 0 ? 0 : INFINITY) : res / den; }

// The residuals of one matrix (column-major, order n; A0 the original, F the factors, X the
// solution of A0 X = B0 with nrhs columns).
template <class T>
double lu_residual(const T* A0, const T* F, const int64_t* piv, int64_t n, double eps) {
    std::vector<Z> LU(static_cast<size_t>(n * n));
    for (int64_t c = 0; c < n; ++c)
        for (int64_t r = 0; r < n; ++r) {
            Z s = 0;
            for (int64_t l = 0; l <= std::min(r, c); ++l)
                s += (l == r ? Z(1) : zof(F[r + l * n])) * zof(F[l + c * n]);
            LU[size_t(r + c * n)] = s;
        }
    for (int64_t j = n - 1; j >= 0; --j)
        for (int64_t c = 0; c < n; ++c) std::swap(LU[size_t(j + c * n)], LU[size_t(piv[j] - 1 + c * n)]);
    std::vector<Z> A(static_cast<size_t>(n * n));
    for (int64_t e = 0; e < n * n; ++e) A[size_t(e)] = zof(A0[e]), LU[size_t(e)] -= A[size_t(e)];
    return ratio(norm1(LU, n, n), double(n) * norm1(A, n, n) * eps);
}
template <class T>
double chol_residual(const T* A0, const T* F, int64_t n, double eps) {  // lower: L L^H - A
    std::vector<Z> D(static_cast<size_t>(n * n)), A(static_cast<size_t>(n * n));
    for (int64_t c = 0; c < n; ++c)
        for (int64_t r = 0; r < n; ++r) {
            Z s = 0;
            for (int64_t l = 0; l <= std::min(r, c); ++l)
                s += zof(F[r + l * n]) * std::conj(zof(F[c + l * n]));
            const Z a = r >= c ? zof(A0[r + c * n]) : std::conj(zof(A0[c + r * n]));
            A[size_t(r + c * n)] = a, D[size_t(r + c * n)] = s - a;
        }
    return ratio(norm1(D, n, n), double(n) * norm1(A, n, n) * eps);
}
template <class T>
double solve_residual(const T* A0, const T* B0, const T* X, int64_t n, int64_t nrhs, bool hermitian_lower,
                      double eps) {
    std::vector<Z> A(static_cast<size_t>(n * n)), D(static_cast<size_t>(n * nrhs)),
        x(static_cast<size_t>(n * nrhs));
    for (int64_t c = 0; c < n; ++c)
        for (int64_t r = 0; r < n; ++r)
            A[size_t(r + c * n)] =
                hermitian_lower && r < c ? std::conj(zof(A0[c + r * n])) : zof(A0[r + c * n]);
    for (int64_t j = 0; j < nrhs; ++j)
        for (int64_t r = 0; r < n; ++r) {
            Z s = -zof(B0[r + j * n]);
            for (int64_t l = 0; l < n; ++l) s += A[size_t(r + l * n)] * zof(X[l + j * n]);
            D[size_t(r + j * n)] = s, x[size_t(r + j * n)] = zof(X[r + j * n]);
        }
    return ratio(norm1(D, n, nrhs), double(n) * norm1(A, n, n) * norm1(x, n, nrhs) * eps);
}

// ||A0 X - I|| / (n ||A0|| ||X|| eps) (LAPACK's getri test) of an inverse X of A0
template <class T>
double inverse_residual(const T* A0, const T* X, int64_t n, double eps) {
    std::vector<Z> A(static_cast<size_t>(n * n)), D(static_cast<size_t>(n * n)),
        x(static_cast<size_t>(n * n));
    for (int64_t e = 0; e < n * n; ++e) A[size_t(e)] = zof(A0[e]), x[size_t(e)] = zof(X[e]);
    for (int64_t c = 0; c < n; ++c)
        for (int64_t r = 0; r < n; ++r) {
            Z s = r == c ? Z(-1) : Z(0);
            for (int64_t l = 0; l < n; ++l) s += A[size_t(r + l * n)] * x[size_t(l + c * n)];
            D[size_t(r + c * n)] = s;
        }
    return ratio(norm1(D, n, n), double(n) * norm1(A, n, n) * norm1(x, n, n) * eps);
}

// The sampled matrices: the first half of them and some spread to the far end of the batch.
std::vector<int64_t> samples(int64_t batch) {
    const int64_t sample = std::min<int64_t>(batch, 256);
    std::vector<int64_t> s;
    for (int64_t k = 0; k < sample; ++k)
        s.push_back(k < sample / 2 ? k : batch - 1 - (k - sample / 2) * 7919 % batch);
    return s;
}

cusolverDnHandle_t solver_handle() {
    static cusolverDnHandle_t h = [] {
        cusolverDnHandle_t s = nullptr;
        solver_ok(cusolverDnCreate(&s), "cusolverDnCreate");
        solver_ok(cusolverDnSetStream(s, g_stream), "cusolverDnSetStream");
        return s;
    }();
    return h;
}

template <class T>
void run_routine(const Options& o, const std::string& routine, double bw, bblas_cuda_queue_t q,
                 cublasHandle_t h, std::vector<Row>& rows) {
    using L = Lapack<T>;
    using V = typename L::V;
    const bool chol = routine == "potrf" || routine == "posv", solve = routine == "gesv" || routine == "posv";
    // getri inverts getrf's factors (made once by cuBLAS, untimed); getrf_inv inverts A;
    // getrf_nopiv factors diagonally dominant matrices
    const bool getri = routine == "getri", inverse = getri || routine == "getrf_inv",
               nopiv = routine == "getrf_nopiv";
    const double eps = double(std::numeric_limits<decltype(std::real(T()))>::epsilon());
    const int64_t elem = int64_t(sizeof(T));
    for (const int64_t n : o.dims) {
        const int64_t nrhs = solve ? (o.nrhs > 0 ? o.nrhs : n) : 0, per = n * n, perb = n * nrhs;
        const int64_t batch = lapack_batch(o, n, elem);
        // A0, B0: the inputs; A, B: bblas's; AV, BV: the vendor's
        Buffer<T> A0(per * batch), A(per * batch), AV(per * batch), B0(std::max<int64_t>(1, perb * batch)),
            B(B0.n), BV(B0.n);
        Buffer<int64_t> piv(n * batch), dinfo(batch);
        Buffer<int> piv32(n * batch), info32(batch);
        Buffer<T*> pA(batch), pAV(batch), pB(batch), pBV(batch);
        Buffer<int64_t*> ppiv(batch);
        // the inversions: getrf's factors F0 (getri's input, cuBLAS's pivots fpiv32 and
        // bblas's fpiv), the vendor's out-of-place inverse CV
        Buffer<T> F0(getri ? per * batch : 1), CV(inverse ? per * batch : 1);
        Buffer<int> fpiv32(getri ? n * batch : 1);
        Buffer<int64_t> fpiv(getri ? n * batch : 1);
        Buffer<T*> pCV(inverse ? batch : 1);
        if (inverse) upload_pointers(pCV, CV.p, per);
        upload_pointers(pA, A.p, per), upload_pointers(pAV, AV.p, per);
        upload_pointers(pB, B.p, perb), upload_pointers(pBV, BV.p, perb);
        upload_pointers(ppiv, piv.p, n);
        std::mt19937_64 gen(7);
        std::uniform_real_distribution<double> u(-1, 1);
        const auto value = [&] { return tof<T>(Z(u(gen), std::is_floating_point_v<T> ? 0.0 : u(gen))); };
        // LU: uniform entries; Cholesky: M M^H + n I (Hermitian positive definite)
        fill_matrices(A0, per, [&](T* M) {
            for (int64_t e = 0; e < per; ++e) M[e] = value();
            if (nopiv)
                for (int64_t d = 0; d < n; ++d) M[d + d * n] = tof<T>(zof(M[d + d * n]) + Z(2.0 * double(n)));
            if (!chol) return;
            std::vector<Z> S(static_cast<size_t>(per));
            for (int64_t c = 0; c < n; ++c)
                for (int64_t r = 0; r < n; ++r) {
                    Z s = r == c ? Z(double(n)) : Z(0);
                    for (int64_t l = 0; l < n; ++l) s += zof(M[r + l * n]) * std::conj(zof(M[c + l * n]));
                    S[size_t(r + c * n)] = s;
                }
            for (int64_t e = 0; e < per; ++e) M[e] = tof<T>(S[size_t(e)]);
        });
        if (solve)
            fill_matrices(B0, perb, [&](T* M) {
                for (int64_t e = 0; e < perb; ++e) M[e] = value();
            });
        if (getri) {  // the factors and pivots getri starts from
            copy_done(F0.p, A0.p, sizeof(T) * size_t(F0.n), cudaMemcpyDeviceToDevice, "factors");
            Buffer<T*> pF(batch);
            upload_pointers(pF, F0.p, per);
            blas_ok(L::getrf(h, int(n), reinterpret_cast<V* const*>(pF.p), int(n), fpiv32.p, info32.p,
                             int(batch)),
                    "getrfBatched");
            cuda_ok(cudaStreamSynchronize(g_stream), "factors");
            const std::vector<int> p32 = download(fpiv32.p, fpiv32.n);
            const std::vector<int64_t> p64(p32.begin(), p32.end());
            copy_done(fpiv.p, p64.data(), sizeof(int64_t) * p64.size(), cudaMemcpyHostToDevice, "pivots");
        }
        // bytes moved once per matrix: A (a triangle for Cholesky) read and written, B read and
        // written, pivots written (getri: read; getrf_inv, getrf_nopiv: none) and info written
        const double a_elems = chol ? double(n * (n + 1) / 2) : double(per);
        const double bytes = 2 * a_elems * double(elem) + 2 * double(perb * elem) +
                             (chol || nopiv || routine == "getrf_inv" ? 0 : 8.0 * double(n)) + 8;
        const double roof_ms = bytes * double(batch) / (bw * 1e6);
        const auto restore = [&](auto& X, const auto& X0) {
            cuda_ok(
                cudaMemcpyAsync(X.p, X0.p, sizeof(*X0.p) * size_t(X0.n), cudaMemcpyDeviceToDevice, g_stream),
                "restore");
        };
        const auto before_bblas = [&] {
            restore(A, getri ? F0 : A0);
            if (solve) restore(B, B0);
        };
        const auto before_vendor = [&] {
            restore(AV, getri ? F0 : A0);
            if (solve) restore(BV, B0);
        };
        int64_t info = 0;
        const int64_t one_group = 1;
        const BLAS_Uplo lower = BlasLower;
        // the interleaved form: A (F0 for getri) and B packed once (untimed) into IA0, IB0; each
        // call works on IA, IB, restored from them before it; the results unpacked into A, B for
        // the check
        using Real = decltype(std::real(T()));
        const int64_t ia_n = L::i_size(batch, n, n, 0), ib_n = solve ? L::i_size(batch, n, nrhs, 0) : 1;
        Buffer<Real> IA0(ia_n), IA(ia_n), IB0(ib_n), IB(ib_n);
        const auto interleave = [&](bool pack, Buffer<T*>& dense, int64_t cols, Buffer<Real>& arr) {
            int64_t pinfo = 0;
            if (pack)
                L::i_pack(BlasColMajor, batch, n, cols, reinterpret_cast<const T* const*>(dense.p), n, arr.p,
                          0, &pinfo, q);
            else L::i_unpack(BlasColMajor, batch, n, cols, arr.p, 0, dense.p, n, &pinfo, q);
            cuda_ok(cudaStreamSynchronize(g_stream), "interleave");
            if (pinfo != 0)
                std::printf("bblas %s: pack/unpack info %lld\n", routine.c_str(), (long long)pinfo);
        };
        restore(A, getri ? F0 : A0);
        if (solve) restore(B, B0);
        interleave(true, pA, n, IA0);
        if (solve) interleave(true, pB, nrhs, IB0);
        const auto before_interleaved = [&] {
            restore(IA, IA0);
            if (solve) restore(IB, IB0);
        };
        const auto interleaved_call = [&] {
            info = 0;
            if (routine == "getrf")
                L::b_getrf_i(BlasColMajor, n, n, IA.p, piv.p, n, batch, 0, &info, dinfo.p, q);
            else if (routine == "gesv")
                L::b_gesv_i(BlasColMajor, n, nrhs, IA.p, piv.p, n, IB.p, batch, 0, &info, dinfo.p, q);
            else if (getri) L::b_getri_i(BlasColMajor, n, IA.p, fpiv.p, n, batch, 0, &info, dinfo.p, q);
            else if (inverse) L::b_inv_i(BlasColMajor, n, IA.p, batch, 0, &info, dinfo.p, q);
            else if (nopiv) L::b_nopiv_i(BlasColMajor, n, n, IA.p, batch, 0, &info, dinfo.p, q);
            else if (routine == "potrf")
                L::b_potrf_i(BlasColMajor, lower, n, IA.p, batch, 0, &info, dinfo.p, q);
            else L::b_posv_i(BlasColMajor, lower, n, nrhs, IA.p, IB.p, batch, 0, &info, dinfo.p, q);
        };
        const auto bblas_call = [&](bool strided) {
            info = 0;
            if (routine == "getrf") {
                if (strided)
                    L::b_getrf_s(BlasColMajor, n, n, A.p, n, per, piv.p, n, batch, &info, dinfo.p, q);
                else L::b_getrf(BlasColMajor, &n, &n, pA.p, &n, ppiv.p, one_group, &batch, &info, dinfo.p, q);
            } else if (routine == "gesv") {
                if (strided)
                    L::b_gesv_s(BlasColMajor, n, nrhs, A.p, n, per, piv.p, n, B.p, n, perb, batch, &info,
                                dinfo.p, q);
                else
                    L::b_gesv(BlasColMajor, &n, &nrhs, pA.p, &n, ppiv.p, pB.p, &n, one_group, &batch, &info,
                              dinfo.p, q);
            } else if (getri) {
                if (strided) L::b_getri_s(BlasColMajor, n, A.p, n, per, fpiv.p, n, batch, &info, dinfo.p, q);
                else  // ppiv points into fpiv for getri
                    L::b_getri(BlasColMajor, &n, pA.p, &n, reinterpret_cast<const int64_t* const*>(ppiv.p),
                               one_group, &batch, &info, dinfo.p, q);
            } else if (inverse) {
                if (strided) L::b_inv_s(BlasColMajor, n, A.p, n, per, batch, &info, dinfo.p, q);
                else L::b_inv(BlasColMajor, &n, pA.p, &n, one_group, &batch, &info, dinfo.p, q);
            } else if (nopiv) {
                if (strided) L::b_nopiv_s(BlasColMajor, n, n, A.p, n, per, batch, &info, dinfo.p, q);
                else L::b_nopiv(BlasColMajor, &n, &n, pA.p, &n, one_group, &batch, &info, dinfo.p, q);
            } else if (routine == "potrf") {
                if (strided) L::b_potrf_s(BlasColMajor, lower, n, A.p, n, per, batch, &info, dinfo.p, q);
                else L::b_potrf(BlasColMajor, &lower, &n, pA.p, &n, one_group, &batch, &info, dinfo.p, q);
            } else {
                if (strided)
                    L::b_posv_s(BlasColMajor, lower, n, nrhs, A.p, n, per, B.p, n, perb, batch, &info,
                                dinfo.p, q);
                else
                    L::b_posv(BlasColMajor, &lower, &n, &nrhs, pA.p, &n, pB.p, &n, one_group, &batch, &info,
                              dinfo.p, q);
            }
        };
        const int ni = int(n), ri = int(nrhs), bi = int(batch);
        auto* const* vA = reinterpret_cast<V* const*>(pAV.p);
        auto* const* vB = reinterpret_cast<V* const*>(pBV.p);
        auto* const* vC = reinterpret_cast<V* const*>(pCV.p);
        const auto cvA = reinterpret_cast<const V* const*>(vA);
        const auto vendor_call = [&] {
            int host_info = 0;
            if (getri) {
                blas_ok(L::getri(h, ni, cvA, ni, fpiv32.p, vC, ni, info32.p, bi), "getriBatched");
                return;
            }
            if (inverse && n <= 32) {  // matinvBatched takes n <= 32
                blas_ok(L::matinv(h, ni, cvA, ni, vC, ni, info32.p, bi), "matinvBatched");
                return;
            }
            if (inverse) {
                blas_ok(L::getrf(h, ni, vA, ni, piv32.p, info32.p, bi), "getrfBatched");
                blas_ok(L::getri(h, ni, cvA, ni, piv32.p, vC, ni, info32.p, bi), "getriBatched");
                return;
            }
            if (nopiv) {
                blas_ok(L::getrf(h, ni, vA, ni, nullptr, info32.p, bi), "getrfBatched (no pivoting)");
                return;
            }
            if (!chol) {
                blas_ok(L::getrf(h, ni, vA, ni, piv32.p, info32.p, bi), "getrfBatched");
                if (solve)
                    blas_ok(L::getrs(h, CUBLAS_OP_N, ni, ri, reinterpret_cast<const V* const*>(vA), ni,
                                     piv32.p, vB, ni, &host_info, bi),
                            "getrsBatched");
                return;
            }
            auto** sA = const_cast<V**>(vA);
            auto** sB = const_cast<V**>(vB);
            solver_ok(L::potrf(solver_handle(), CUBLAS_FILL_MODE_LOWER, ni, sA, ni, info32.p, bi),
                      "potrfBatched");
            if (!solve) return;
            if (nrhs == 1) {
                solver_ok(
                    L::potrs(solver_handle(), CUBLAS_FILL_MODE_LOWER, ni, 1, sA, ni, sB, ni, info32.p, bi),
                    "potrsBatched");
                return;
            }
            const T t1(1);
            const V* one = reinterpret_cast<const V*>(&t1);
            const auto cA = reinterpret_cast<const V* const*>(vA);
            blas_ok(L::trsm(h, CUBLAS_SIDE_LEFT, CUBLAS_FILL_MODE_LOWER, CUBLAS_OP_N, CUBLAS_DIAG_NON_UNIT,
                            ni, ri, one, cA, ni, vB, ni, bi),
                    "trsmBatched");
            blas_ok(L::trsm(h, CUBLAS_SIDE_LEFT, CUBLAS_FILL_MODE_LOWER,
                            std::is_floating_point_v<T> ? CUBLAS_OP_T : CUBLAS_OP_C, CUBLAS_DIAG_NON_UNIT, ni,
                            ri, one, cA, ni, vB, ni, bi),
                    "trsmBatched");
        };
        // the residuals of sampled matrices of a run: F the factors, X the solutions, pivots
        // from p64 (bblas) or p32 (the vendor)
        const auto check = [&](const Buffer<T>& F, const Buffer<T>& X, const int64_t* p64, const int* p32) {
            double worst = 0;
            for (const int64_t i : samples(batch)) {
                const std::vector<T> a0 = download(A0.p + i * per, per), f = download(F.p + i * per, per);
                if (inverse) {
                    const double r = inverse_residual(a0.data(), f.data(), n, eps);
                    worst = std::isnan(r) ? INFINITY : std::max(worst, r);
                    continue;
                }
                std::vector<int64_t> pv(static_cast<size_t>(n));
                for (int64_t j = 0; j < n; ++j) pv[size_t(j)] = j + 1;  // getrf_nopiv
                if (!chol && !nopiv) {
                    if (p64) pv = download(p64 + i * n, n);
                    else {
                        const std::vector<int> p = download(p32 + i * n, n);
                        for (int64_t j = 0; j < n; ++j) pv[size_t(j)] = p[size_t(j)];
                    }
                }
                double r = chol ? chol_residual(a0.data(), f.data(), n, eps)
                                : lu_residual(a0.data(), f.data(), pv.data(), n, eps);
                if (solve) {
                    const std::vector<T> b0 = download(B0.p + i * perb, perb),
                                         x = download(X.p + i * perb, perb);
                    r = std::max(r, solve_residual(a0.data(), b0.data(), x.data(), n, nrhs, chol, eps));
                }
                worst = std::isnan(r) ? INFINITY : std::max(worst, r);
            }
            return worst;
        };
        const std::string type = std::string(L::name) + routine;
        before_vendor();
        vendor_call();
        cuda_ok(cudaStreamSynchronize(g_stream), "vendor");
        const double vendor_err = check(inverse ? CV : AV, BV, nullptr, piv32.p);
        const double vendor_ms = median_ms_after(o.reps, before_vendor, vendor_call);
        add_row(rows, type, "pointer", chol ? "cusolver" : "cublas", n, batch, vendor_ms, vendor_err, roof_ms,
                0);
        if (getri) upload_pointers(ppiv, fpiv.p, n);  // the group form's pivots: the factors'
        for (const char* form : {"strided", "pointer", "interleaved"}) {
            const bool strided = form[0] == 's', lanes = form[0] == 'i';
            if (lanes) {
                before_interleaved();
                interleaved_call();
                interleave(false, pA, n, IA);
                if (solve) interleave(false, pB, nrhs, IB);
            } else {
                before_bblas();
                bblas_call(strided);
            }
            cuda_ok(cudaStreamSynchronize(g_stream), "bblas");
            if (info != 0) std::printf("bblas %s: info %lld\n", type.c_str(), (long long)info);
            int64_t first = 0;
            std::vector<int64_t> codes = download(dinfo.p, batch);
            for (int64_t c : codes) first = first ? first : c;
            if (first != 0)
                std::printf("bblas %s: a matrix reported %lld (dinfo)\n", type.c_str(), (long long)first);
            const double err = first != 0 ? INFINITY : check(A, B, piv.p, nullptr);
            const double ms = lanes ? median_ms_after(o.reps, before_interleaved, interleaved_call)
                                    : median_ms_after(o.reps, before_bblas, [&] { bblas_call(strided); });
            add_row(rows, type, form, "bblas", n, batch, ms, err, roof_ms, vendor_ms);
        }
    }
}

}  // namespace

bool is_lapack(const std::string& routine) {
    return routine == "potrf" || routine == "posv" || routine == "getrf" || routine == "gesv" ||
           routine == "getri" || routine == "getrf_inv" || routine == "getrf_nopiv";
}

void run_lapack(const Options& o, const std::string& routine, char type, double bw, bblas_cuda_queue_t q,
                cublasHandle_t h, std::vector<Row>& rows) {
    if (type == 's') run_routine<float>(o, routine, bw, q, h, rows);
    else if (type == 'd') run_routine<double>(o, routine, bw, q, h, rows);
    else if (type == 'c') run_routine<std::complex<float>>(o, routine, bw, q, h, rows);
    else if (type == 'z') run_routine<std::complex<double>>(o, routine, bw, q, h, rows);
}

}  // namespace bblas_tester_cuda
