// The GPU's batched LAPACK steps (cuda/lapack_device.cuh, cuda/lapack_registers.cuh) run on the
// host, without a GPU: each lane of a team is a fiber, __syncwarp a barrier of the team, a shuffle
// or ballot a slot array between two barriers (emulated_team.hh); the results are compared with the
// CPU library's on the same inputs (getrf, gesv, getrs, posv, potrs, getrf_nopiv, getri, getrf_inv
// in every type, both layouts and uplos, orders 1..64 and rectangular getrf and getrf_nopiv; the
// matrix staged in shared memory, in place in global memory, and in registers for every group the
// register kernels take): the numerical codes exactly, the pivots exactly, the factors and
// solutions within a small multiple of n eps, B and the other triangle bit for bit where they must
// stay. The lanes run in a shuffled order between barriers, so a missing barrier shows as a wrong
// result (a value written before the others read the old one did, in a test of this file's own
// history; removing any one of five barriers of lapack_device.cuh tried failed 4 to 8 of the 12
// tests). What it cannot check is the device's: the launch configuration, shared-memory carving,
// the grid loop (test_cuda_lapack).
#include <cuda_runtime.h>

#include <climits>
#include <cmath>
#include <complex>
#include <cstdio>
#include <cstring>
#include <random>
#include <string>
#include <utility>
#include <vector>

#include <gtest/gtest.h>

#include "bblas.h"
#include "cuda/emulated_team.hh"
#include "cuda/lapack_device.cuh"
#include "cuda/lapack_registers.cuh"

namespace bblas::impl::cuda::lapack {
namespace {

// Where the emulated team factors its matrix: in place in global memory, staged in shared
// memory, in registers (cuda/lapack_registers.cuh; groups it does not take run staged), in
// its lane of an interleaved array (a team of one thread), from its lane in registers (groups
// the register kernels do not take: a team of one thread), or staged from its lane by a team.
enum Path : int { InPlace, Staged, Registers, Lanes, LaneRegisters, LaneTeams };

// The interleaved form on the host: each matrix run by a team of one through the lane kernels'
// steps on emulated_team.hh's LaneCopy of its operands.
template <class S>
void run_lanes(LapackGroupArgs<S> G, bool chol, int64_t per_b, Path path) {
    LaneCopy<S> a(G.A, G.A.stride, G.count), b(G.B, per_b, G.count);
    G.a.rs *= kLaneWidth, G.a.cs *= kLaneWidth, G.b.rs *= kLaneWidth, G.b.cs *= kLaneWidth;
    if (path == LaneTeams) {  // the team kernels' steps on lane views, staged in shared memory
        const int w = team_width(chol ? G.n : G.m);
        const int64_t tile_bytes = chol ? chol_tile_bytes<S>(G.n) : lu_tile_bytes<S>(G.m, G.n);
        for (int64_t i = 0; i < G.count; ++i) {
            std::vector<unsigned char> shm(
                size_t(tile_bytes + (chol ? chol_aux_bytes<S>(G.n) : lu_aux_bytes<S>(G.n))));
            const Tile<S> tile{reinterpret_cast<S*>(shm.data()), int((chol ? G.n : G.m) | 1)};
            S* col = reinterpret_cast<S*>(shm.data() + tile_bytes);
            run_team<S>(w, [&](Team tm) {
                const auto la = a_of<true>(G, i, false);
                const auto bc = [&](int64_t c) { return b_column_of<true>(G, i, c); };
                if (chol) chol_matrix(tm, G, i, la, tile, true, SharedColumn<S>{col, 1}, bc);
                else
                    lu_matrix(tm, G, i, la, tile, true, SharedColumn<S>{col, 1},
                              SharedPivots{reinterpret_cast<int*>(col + G.n), 1}, bc);
                tm.sync();
            });
        }
        return;
    }
    if (path == LaneRegisters && registers_can(G, chol)) {
        for (int64_t i = 0; i < G.count; ++i)
            run_team<S>(team_width(std::max<int64_t>(G.n, 2)), [&](Team tm) {
                with_register_width(G.n, [&](auto nb) {
                    constexpr int NB = decltype(nb)::value;
                    if (chol) chol_registers<S, NB, true>(tm, G, i);
                    else lu_registers<S, NB, true>(tm, G, i);
                });
            });
        return;
    }
    for (int64_t i = 0; i < G.count; ++i) {
        std::vector<unsigned char> shm(size_t(G.n * (sizeof(S) + sizeof(int))));
        S* col = reinterpret_cast<S*>(shm.data());
        run_team<S>(1, [&](Team tm) {
            const LaneView<S> la = lane_a(G, i);
            const auto bc = [&](int64_t c) { return lane_b_column(G, i, c); };
            if (chol) chol_matrix(tm, G, i, la, la, false, SharedColumn<S>{col, 1}, bc);
            else
                lu_matrix(tm, G, i, la, la, false, SharedColumn<S>{col, 1},
                          SharedPivots{reinterpret_cast<int*>(col + G.n), 1}, bc);
        });
    }
}

template <class S>
void run_lu(const LapackGroupArgs<S>& G, Path path) {
    if (path >= Lanes) return run_lanes(G, false, G.B.stride, path);
    const bool registers = path == Registers && registers_can(G, false);
    const int w = registers ? team_width(std::max<int64_t>(G.n, 2)) : team_width(G.m);
    for (int64_t i = 0; i < G.count; ++i) {
        const int64_t tile_bytes = path == InPlace ? 0 : lu_tile_bytes<S>(G.m, G.n);
        std::vector<unsigned char> shm(size_t(tile_bytes + lu_aux_bytes<S>(G.n)));
        const int lds = int(G.m | 1);
        S* tile = reinterpret_cast<S*>(shm.data());
        S* col = reinterpret_cast<S*>(shm.data() + tile_bytes);
        const SharedColumn<S> sc{col, 1};
        const SharedPivots sp{reinterpret_cast<int*>(col + G.n), 1};
        run_team<S>(w, [&](Team tm) {
            const View<S> ga = dense_a(G, i, false);
            const auto bc = [&](int64_t c) { return dense_b_column(G, i, c); };
            if (registers)
                with_register_width(G.n, [&](auto nb) { lu_registers<S, decltype(nb)::value>(tm, G, i); });
            else if (path != InPlace) lu_matrix(tm, G, i, ga, Tile<S>{tile, lds}, true, sc, sp, bc);
            else lu_matrix(tm, G, i, ga, ga, false, sc, sp, bc);
            tm.sync();
        });
    }
}
template <class S>
void run_chol(const LapackGroupArgs<S>& G, Path path) {
    if (path >= Lanes) return run_lanes(G, true, G.B.stride, path);
    const bool registers = path == Registers && registers_can(G, true);
    const int w = registers ? team_width(std::max<int64_t>(G.n, 2)) : team_width(G.n);
    for (int64_t i = 0; i < G.count; ++i) {
        const int64_t tile_bytes = path == InPlace ? 0 : chol_tile_bytes<S>(G.n);
        std::vector<unsigned char> shm(size_t(tile_bytes + chol_aux_bytes<S>(G.n)));
        const int lds = int(G.n | 1);
        S* tile = reinterpret_cast<S*>(shm.data());
        const SharedColumn<S> sc{reinterpret_cast<S*>(shm.data() + tile_bytes), 1};
        run_team<S>(w, [&](Team tm) {
            const View<S> ga = dense_a(G, i, G.a.conj);
            const auto bc = [&](int64_t c) { return dense_b_column(G, i, c); };
            if (registers)
                with_register_width(G.n, [&](auto nb) { chol_registers<S, decltype(nb)::value>(tm, G, i); });
            else if (path != InPlace) chol_matrix(tm, G, i, ga, Tile<S>{tile, lds}, true, sc, bc);
            else chol_matrix(tm, G, i, ga, ga, false, sc, bc);
            tm.sync();
        });
    }
}

template <class T>
double absd(T x) {
    return std::abs(x);
}
template <class T>
T rnd(std::mt19937_64& g) {
    std::uniform_real_distribution<double> u(-1, 1);
    if constexpr (std::is_floating_point_v<T>) return T(u(g));
    else return T(typename T::value_type(u(g)), typename T::value_type(u(g)));
}
template <class T>
T cj(T x) {
    if constexpr (std::is_floating_point_v<T>) return x;
    else return std::conj(x);
}
template <class T>
double eps() {
    if constexpr (std::is_same_v<T, float> || std::is_same_v<T, std::complex<float>>) return 1.2e-7;
    else return 2.3e-16;
}
bool same(const void* a, const void* b, size_t n) { return std::memcmp(a, b, n) == 0; }

#define PICK(r)                                                               \
    (std::is_same_v<T, float>                 ? (void*)BLAS_##r##_batched_r32 \
     : std::is_same_v<T, double>              ? (void*)BLAS_##r##_batched_r64 \
     : std::is_same_v<T, std::complex<float>> ? (void*)BLAS_##r##_batched_c32 \
                                              : (void*)BLAS_##r##_batched_c64)

template <class T>
void test_lu(BLAS_Layout L, int64_t m, int64_t n, Path path) {
    using S = device_t<T>;
    const int64_t count = 3, nrhs = m == n ? 2 : 0, k = std::min(m, n);
    const int64_t lda = (L == BlasColMajor ? m : n) + 1, per = lda * (L == BlasColMajor ? n : m);
    const int64_t ldb = (L == BlasColMajor ? n : nrhs) + 1, perb = ldb * (L == BlasColMajor ? nrhs : n);
    std::mt19937_64 g(m * 100 + n);
    std::vector<T> A(size_t(count * per)), B(size_t(std::max<int64_t>(1, count * perb)));
    for (T& x : A) x = rnd<T>(g);
    for (T& x : B) x = rnd<T>(g);
    auto at = [&](std::vector<T>& X, int64_t ld, int64_t pm, int64_t i, int64_t r, int64_t c) -> T& {
        return X[size_t(i * pm + (L == BlasColMajor ? r + c * ld : r * ld + c))];
    };
    if (k > 0)
        for (int64_t r = 0; r < m; ++r) at(A, lda, per, 1, r, k / 2) = T(0);
    const std::vector<T> A0 = A, B0 = B;
    // GPU emulation: gesv (square) or getrf
    std::vector<int64_t> piv(size_t(count * std::max<int64_t>(k, 1)), -7), dinfo(size_t(count), 99);
    LapackGroupArgs<S> G;
    G.A = {nullptr, reinterpret_cast<S*>(A.data()), per};
    G.ipiv = {nullptr, piv.data(), std::max<int64_t>(k, 1)};
    G.B = {nullptr, reinterpret_cast<S*>(B.data()), perb};
    G.dinfo = dinfo.data();
    G.a = L == BlasColMajor ? ElementStrides{1, lda} : ElementStrides{lda, 1};
    G.b = L == BlasColMajor ? ElementStrides{1, ldb} : ElementStrides{ldb, 1};
    G.m = m, G.n = n, G.nrhs = nrhs, G.count = count;
    G.kind = int32_t(nrhs ? LuKind::Gesv : LuKind::Getrf);
    run_lu(G, path);
    // CPU
    std::vector<T> CA = A0, CB = B0;
    std::vector<int64_t> cpiv(piv.size(), -7), info(size_t(1 + count));
    info[0] = BblasErrorsReportAll;
    std::vector<T*> pa, pb;
    std::vector<int64_t*> pp;
    for (int64_t i = 0; i < count; ++i)
        pa.push_back(CA.data() + i * per), pb.push_back(CB.data() + i * perb),
            pp.push_back(cpiv.data() + i * std::max<int64_t>(k, 1));
    if (nrhs)
        reinterpret_cast<void (*)(BLAS_Layout, const int64_t*, const int64_t*, T* const*, const int64_t*,
                                  int64_t* const*, T* const*, const int64_t*, int64_t, const int64_t*,
                                  int64_t*)>(PICK(gesv))(L, &n, &nrhs, pa.data(), &lda, pp.data(), pb.data(),
                                                         &ldb, 1, &count, info.data());
    else
        reinterpret_cast<void (*)(BLAS_Layout, const int64_t*, const int64_t*, T* const*, const int64_t*,
                                  int64_t* const*, int64_t, const int64_t*, int64_t*)>(PICK(getrf))(
            L, &m, &n, pa.data(), &lda, pp.data(), 1, &count, info.data());
    double amax = 0;
    for (T x : A0) amax = std::max(amax, absd(x));
    for (int64_t i = 0; i < count; ++i) {
        CHECK(dinfo[size_t(i)] == info[size_t(1 + i)],
              "LU m=%ld n=%ld L=%d path=%d i=%ld: dinfo %ld cpu %ld\n", m, n, int(L), path, i, dinfo[i],
              info[1 + i]);
        bool pe = true;
        for (int64_t j = 0; j < k; ++j) pe = pe && piv[size_t(i * k + j)] == cpiv[size_t(i * k + j)];
        CHECK(pe, "LU m=%ld n=%ld L=%d path=%d i=%ld: pivots differ\n", m, n, int(L), path, i);
        if (!pe) continue;
        double d = 0;
        for (int64_t e = 0; e < per; ++e)
            d = std::max(d, absd(A[size_t(i * per + e)] - CA[size_t(i * per + e)]));
        CHECK(d <= 1e3 * eps<T>() * double(n + 1) * std::max(1.0, amax) || (i == 1),
              "LU m=%ld n=%ld L=%d path=%d i=%ld: factors differ by %g\n", m, n, int(L), path, i, d);
        if (nrhs && info[size_t(1 + i)] == 0) {
            double dx = 0, xm = 0;
            for (int64_t e = 0; e < perb; ++e) {
                dx = std::max(dx, absd(B[size_t(i * perb + e)] - CB[size_t(i * perb + e)]));
                xm = std::max(xm, absd(CB[size_t(i * perb + e)]));
            }
            CHECK(dx <= 1e4 * eps<T>() * double(n + 1) * std::max(1.0, xm),
                  "gesv n=%ld L=%d path=%d i=%ld: X differs by %g (|X| %g)\n", n, int(L), path, i, dx, xm);
        }
        if (nrhs && info[size_t(1 + i)] != 0)
            CHECK(same(B.data() + i * perb, B0.data() + i * perb, sizeof(T) * perb),
                  "gesv: singular B changed\n");
    }
    // padding (lda + 1) untouched: compare outside the logical elements
    if (!nrhs) return;
    // getrs on the CPU's factors (both) with every trans
    for (BLAS_Trans t : {BlasNoTrans, BlasTrans, BlasConjTrans}) {
        std::vector<T> X = B0, CX = B0;
        LapackGroupArgs<S> H = G;
        H.A = {nullptr, reinterpret_cast<S*>(CA.data()), per};
        H.ipiv = {nullptr, cpiv.data(), k};
        H.B = {nullptr, reinterpret_cast<S*>(X.data()), perb};
        H.dinfo = nullptr;
        H.kind = int32_t(LuKind::Getrs);
        H.trans = t == BlasNoTrans                                ? DeviceOp::N
                  : t == BlasTrans || std::is_floating_point_v<T> ? DeviceOp::T
                                                                  : DeviceOp::C;
        run_lu(H, path);
        std::vector<const T*> ca;
        std::vector<const int64_t*> cp;
        std::vector<T*> px;
        for (int64_t i = 0; i < count; ++i)
            ca.push_back(CA.data() + i * per), cp.push_back(cpiv.data() + i * k),
                px.push_back(CX.data() + i * perb);
        std::vector<int64_t> rinfo(size_t(1 + count));
        rinfo[0] = BblasErrorsReportAll;
        reinterpret_cast<void (*)(BLAS_Layout, const BLAS_Trans*, const int64_t*, const int64_t*,
                                  const T* const*, const int64_t*, const int64_t* const*, T* const*,
                                  const int64_t*, int64_t, const int64_t*, int64_t*)>(PICK(getrs))(
            L, &t, &n, &nrhs, ca.data(), &lda, cp.data(), px.data(), &ldb, 1, &count, rinfo.data());
        for (int64_t i = 0; i < count; ++i) {
            if (i == 1) continue;
            double dx = 0, xm = 0;
            for (int64_t e = 0; e < perb; ++e) {
                dx = std::max(dx, absd(X[size_t(i * perb + e)] - CX[size_t(i * perb + e)]));
                xm = std::max(xm, absd(CX[size_t(i * perb + e)]));
            }
            CHECK(dx <= 1e4 * eps<T>() * double(n + 1) * std::max(1.0, xm),
                  "getrs t=%d n=%ld L=%d path=%d i=%ld: X differs by %g (|X| %g)\n", int(t), n, int(L), path,
                  i, dx, xm);
        }
    }
}

template <class T>
void test_chol(BLAS_Layout L, BLAS_Uplo uplo, int64_t n, Path path) {
    using S = device_t<T>;
    const int64_t count = 3, nrhs = 2, lda = n + 2, per = lda * n, ldb = (L == BlasColMajor ? n : nrhs) + 1,
                  perb = ldb * (L == BlasColMajor ? nrhs : n);
    std::mt19937_64 g(n * 7 + int(uplo));
    std::vector<T> A(size_t(count * per), T(std::nan(""))), B(size_t(count * perb));
    for (T& x : B) x = rnd<T>(g);
    auto at = [&](std::vector<T>& X, int64_t ld, int64_t pm, int64_t i, int64_t r, int64_t c) -> T& {
        return X[size_t(i * pm + (L == BlasColMajor ? r + c * ld : r * ld + c))];
    };
    for (int64_t i = 0; i < count; ++i) {
        std::vector<T> M(size_t(n * n));
        for (T& x : M) x = rnd<T>(g);
        for (int64_t c = 0; c < n; ++c)
            for (int64_t r = 0; r < n; ++r) {
                T s = r == c ? T(double(n)) : T(0);
                for (int64_t l = 0; l < n; ++l) s += M[size_t(r + l * n)] * cj(M[size_t(c + l * n)]);
                if (r == c) s = T(std::real(s));
                if (i == 1 && r == n / 2 && c == n / 2) s = T(-1);
                if (uplo == BlasLower ? r >= c : r <= c) at(A, lda, per, i, r, c) = s;
            }
    }
    const std::vector<T> A0 = A, B0 = B;
    std::vector<int64_t> dinfo(size_t(count), 99);
    LapackGroupArgs<S> G;
    G.A = {nullptr, reinterpret_cast<S*>(A.data()), per};
    G.B = {nullptr, reinterpret_cast<S*>(B.data()), perb};
    G.dinfo = dinfo.data();
    G.a = L == BlasColMajor ? ElementStrides{1, lda} : ElementStrides{lda, 1};
    if (uplo == BlasUpper) G.a = ElementStrides{G.a.cs, G.a.rs, !std::is_floating_point_v<T>};
    G.b = L == BlasColMajor ? ElementStrides{1, ldb} : ElementStrides{ldb, 1};
    G.m = G.n = n, G.nrhs = nrhs, G.count = count, G.kind = int32_t(CholKind::Posv);
    run_chol(G, path);
    std::vector<T> CA = A0, CB = B0;
    std::vector<int64_t> info(size_t(1 + count));
    info[0] = BblasErrorsReportAll;
    std::vector<T*> pa, pb;
    for (int64_t i = 0; i < count; ++i) pa.push_back(CA.data() + i * per), pb.push_back(CB.data() + i * perb);
    reinterpret_cast<void (*)(BLAS_Layout, const BLAS_Uplo*, const int64_t*, const int64_t*, T* const*,
                              const int64_t*, T* const*, const int64_t*, int64_t, const int64_t*, int64_t*)>(
        PICK(posv))(L, &uplo, &n, &nrhs, pa.data(), &lda, pb.data(), &ldb, 1, &count, info.data());
    for (int64_t i = 0; i < count; ++i) {
        CHECK(dinfo[size_t(i)] == info[size_t(1 + i)],
              "posv n=%ld L=%d U=%d path=%d i=%ld: dinfo %ld cpu %ld\n", n, int(L), int(uplo), path, i,
              dinfo[i], info[1 + i]);
        double d = 0;
        bool other = true;
        for (int64_t c = 0; c < n; ++c)
            for (int64_t r = 0; r < n; ++r) {
                const bool tri = uplo == BlasLower ? r >= c : r <= c;
                if (!tri) {
                    other = other && same(&at(A, lda, per, i, r, c),
                                          &at(const_cast<std::vector<T>&>(A0), lda, per, i, r, c), sizeof(T));
                    continue;
                }
                d = std::max(d, absd(at(A, lda, per, i, r, c) - at(CA, lda, per, i, r, c)));
            }
        CHECK(other, "posv n=%ld: other triangle changed\n", n);
        CHECK(d <= 1e3 * eps<T>() * double(n + 1) * double(n) || (n >= 64 && info[size_t(1 + i)] != 0),
              "posv n=%ld L=%d U=%d path=%d i=%ld: factor differs by %g\n", n, int(L), int(uplo), path, i, d);
        if (info[size_t(1 + i)] == 0) {
            double dx = 0, xm = 0;
            for (int64_t e = 0; e < perb; ++e) {
                dx = std::max(dx, absd(B[size_t(i * perb + e)] - CB[size_t(i * perb + e)]));
                xm = std::max(xm, absd(CB[size_t(i * perb + e)]));
            }
            CHECK(dx <= 1e4 * eps<T>() * double(n + 1) * std::max(1.0, xm),
                  "posv n=%ld L=%d U=%d path=%d i=%ld: X differs by %g\n", n, int(L), int(uplo), path, i, dx);
        } else {
            CHECK(same(B.data() + i * perb, B0.data() + i * perb, sizeof(T) * perb),
                  "posv: B changed for a failing matrix\n");
        }
    }
    // potrs on the CPU's factors (the matrices that factored), against the CPU's posv solution
    std::vector<T> X = B0;
    LapackGroupArgs<S> H = G;
    H.A = {nullptr, reinterpret_cast<S*>(CA.data()), per};
    H.B = {nullptr, reinterpret_cast<S*>(X.data()), perb};
    H.dinfo = nullptr;
    H.kind = int32_t(CholKind::Potrs);
    run_chol(H, path);
    for (int64_t i = 0; i < count; ++i) {
        if (info[size_t(1 + i)] != 0) continue;
        double dx = 0, xm = 0;
        for (int64_t e = 0; e < perb; ++e) {
            dx = std::max(dx, absd(X[size_t(i * perb + e)] - CB[size_t(i * perb + e)]));
            xm = std::max(xm, absd(CB[size_t(i * perb + e)]));
        }
        CHECK(dx <= 1e4 * eps<T>() * double(n + 1) * std::max(1.0, xm),
              "potrs n=%ld L=%d U=%d path=%d i=%ld: X differs by %g\n", n, int(L), int(uplo), path, i, dx);
    }
}

// The largest |x - y| over the logical m x n elements of matrix i, and the largest |y|.
template <class T>
std::pair<double, double> matrix_diff(const std::vector<T>& X, const std::vector<T>& Y, BLAS_Layout L,
                                      int64_t ld, int64_t per, int64_t i, int64_t m, int64_t n) {
    double d = 0, ymax = 0;
    for (int64_t c = 0; c < n; ++c)
        for (int64_t r = 0; r < m; ++r) {
            const size_t e = size_t(i * per + (L == BlasColMajor ? r + c * ld : r * ld + c));
            d = std::max(d, absd(X[e] - Y[e]));
            ymax = std::max(ymax, absd(Y[e]));
        }
    return {d, ymax};
}

// getrf_nopiv (m x n, diagonally dominant but matrix 1, whose column k / 2 is zero: a zero
// pivot there) against the CPU's: the codes exactly, the factors within a small multiple of
// n eps.
template <class T>
void test_nopiv(BLAS_Layout L, int64_t m, int64_t n, Path path) {
    using S = device_t<T>;
    const int64_t count = 3, k = std::min(m, n);
    const int64_t lda = (L == BlasColMajor ? m : n) + 1, per = lda * (L == BlasColMajor ? n : m);
    std::mt19937_64 g(m * 31 + n);
    std::vector<T> A(size_t(count * per));
    for (T& x : A) x = rnd<T>(g);
    auto at = [&](int64_t i, int64_t r, int64_t c) -> T& {
        return A[size_t(i * per + (L == BlasColMajor ? r + c * lda : r * lda + c))];
    };
    for (int64_t i = 0; i < count; ++i)
        for (int64_t d = 0; d < k; ++d) at(i, d, d) += T(double(2 * std::max(m, n)));
    if (k > 0)
        for (int64_t r = 0; r < m; ++r) at(1, r, k / 2) = T(0);
    std::vector<T> C = A;
    std::vector<int64_t> dinfo(size_t(count), 99);
    LapackGroupArgs<S> G;
    G.A = {nullptr, reinterpret_cast<S*>(A.data()), per};
    G.dinfo = dinfo.data();
    G.a = L == BlasColMajor ? ElementStrides{1, lda} : ElementStrides{lda, 1};
    G.m = m, G.n = n, G.count = count, G.kind = int32_t(LuKind::GetrfNoPiv);
    run_lu(G, path);
    std::vector<int64_t> info(size_t(1 + count));
    info[0] = BblasErrorsReportAll;
    std::vector<T*> pc;
    for (int64_t i = 0; i < count; ++i) pc.push_back(C.data() + i * per);
    reinterpret_cast<void (*)(BLAS_Layout, const int64_t*, const int64_t*, T* const*, const int64_t*, int64_t,
                              const int64_t*, int64_t*)>(PICK(getrf_nopiv))(L, &m, &n, pc.data(), &lda, 1,
                                                                            &count, info.data());
    for (int64_t i = 0; i < count; ++i) {
        CHECK(dinfo[size_t(i)] == info[size_t(1 + i)],
              "nopiv m=%ld n=%ld L=%d path=%d i=%ld: dinfo %ld cpu %ld\n", m, n, int(L), path, i, dinfo[i],
              info[1 + i]);
        const auto [d, cmax] = matrix_diff(A, C, L, lda, per, i, m, n);
        CHECK(d <= 1e3 * eps<T>() * double(std::max(m, n) + 1) * std::max(1.0, cmax),
              "nopiv m=%ld n=%ld L=%d path=%d i=%ld: factors differ by %g\n", m, n, int(L), path, i, d);
    }
}

// getri on the CPU's getrf factors and getrf_inv on the matrices, against the CPU's getri and
// getrf_inv: matrix 1 is singular (a zero column at n / 2): its code exactly, getri leaves it
// bit for bit as it was; the inverses of the others within a small multiple of n eps |inv(A)|.
template <class T>
void test_inverse(BLAS_Layout L, int64_t n, Path path) {
    using S = device_t<T>;
    const int64_t count = 3, lda = n + 2, per = lda * n;
    std::mt19937_64 g(n * 13 + int(L));
    std::vector<T> A0(size_t(count * per), T(std::nan("")));
    auto at = [&](std::vector<T>& X, int64_t i, int64_t r, int64_t c) -> T& {
        return X[size_t(i * per + (L == BlasColMajor ? r + c * lda : r * lda + c))];
    };
    for (int64_t i = 0; i < count; ++i)
        for (int64_t c = 0; c < n; ++c)
            for (int64_t r = 0; r < n; ++r) at(A0, i, r, c) = i == 1 && c == n / 2 ? T(0) : rnd<T>(g);
    std::vector<T*> p0;
    std::vector<T> F = A0;
    std::vector<int64_t> piv(size_t(count * n)), info(size_t(1 + count));
    std::vector<int64_t*> pp;
    for (int64_t i = 0; i < count; ++i) p0.push_back(F.data() + i * per), pp.push_back(piv.data() + i * n);
    info[0] = BblasErrorsReportAll;
    reinterpret_cast<void (*)(BLAS_Layout, const int64_t*, const int64_t*, T* const*, const int64_t*,
                              int64_t* const*, int64_t, const int64_t*, int64_t*)>(PICK(getrf))(
        L, &n, &n, p0.data(), &lda, pp.data(), 1, &count, info.data());
    CHECK(info[2] == n / 2 + 1, "getrf of the planted matrix: info %ld\n", info[2]);
    for (const bool fused : {false, true}) {
        // the GPU's: getri on F's factors, or getrf_inv on A0
        std::vector<T> X = fused ? A0 : F, C = X;
        std::vector<int64_t> dinfo(size_t(count), 99);
        LapackGroupArgs<S> G;
        G.A = {nullptr, reinterpret_cast<S*>(X.data()), per};
        if (!fused) G.ipiv = {nullptr, piv.data(), n};
        G.dinfo = dinfo.data();
        G.a = L == BlasColMajor ? ElementStrides{1, lda} : ElementStrides{lda, 1};
        G.m = G.n = n, G.count = count, G.kind = int32_t(fused ? LuKind::Inverse : LuKind::Getri);
        run_lu(G, path);
        std::vector<T*> pc;
        for (int64_t i = 0; i < count; ++i) pc.push_back(C.data() + i * per);
        std::vector<const int64_t*> cp(pp.begin(), pp.end());
        std::vector<int64_t> cinfo(size_t(1 + count));
        cinfo[0] = BblasErrorsReportAll;
        if (fused)
            reinterpret_cast<void (*)(BLAS_Layout, const int64_t*, T* const*, const int64_t*, int64_t,
                                      const int64_t*, int64_t*)>(PICK(getrf_inv))(L, &n, pc.data(), &lda, 1,
                                                                                  &count, cinfo.data());
        else
            reinterpret_cast<void (*)(BLAS_Layout, const int64_t*, T* const*, const int64_t*,
                                      const int64_t* const*, int64_t, const int64_t*, int64_t*)>(PICK(getri))(
                L, &n, pc.data(), &lda, cp.data(), 1, &count, cinfo.data());
        const char* what = fused ? "getrf_inv" : "getri";
        for (int64_t i = 0; i < count; ++i) {
            CHECK(dinfo[size_t(i)] == cinfo[size_t(1 + i)],
                  "%s n=%ld L=%d path=%d i=%ld: dinfo %ld cpu %ld\n", what, n, int(L), path, i, dinfo[i],
                  cinfo[1 + i]);
            if (i == 1 && !fused) {
                CHECK(same(X.data() + i * per, F.data() + i * per, sizeof(T) * per),
                      "getri n=%ld: the singular matrix changed\n", n);
                continue;
            }
            if (i == 1) continue;  // getrf_inv: getrf's factors of a singular matrix (test_lu's)
            const auto [d, cmax] = matrix_diff(X, C, L, lda, per, i, n, n);
            CHECK(d <= 1e4 * eps<T>() * double(n + 1) * std::max(1.0, cmax),
                  "%s n=%ld L=%d path=%d i=%ld: inverse differs by %g (|inv| %g)\n", what, n, int(L), path, i,
                  d, cmax);
        }
        // the padding (NaN) between the logical matrices untouched
        bool pad = true;
        for (size_t e = 0; e < X.size(); ++e)
            if (std::isnan(std::real(A0[e]))) pad = pad && std::isnan(std::real(X[e]));
        CHECK(pad, "%s n=%ld: padding written\n", what, n);
    }
}

template <class T>
class EmulatedLapack : public ::testing::Test {};
using Types = ::testing::Types<float, double, std::complex<float>, std::complex<double>>;
struct Names {
    template <class T>
    static std::string GetName(int) {
        return std::is_same_v<T, float>                 ? "r32"
               : std::is_same_v<T, double>              ? "r64"
               : std::is_same_v<T, std::complex<float>> ? "c32"
                                                        : "c64";
    }
};
TYPED_TEST_SUITE(EmulatedLapack, Types, Names);

// getrf (square and rectangular), gesv, getrs with every trans: both layouts, staged in shared
// memory, in place, in registers, in a lane, from a lane in registers and staged from a lane.
TYPED_TEST(EmulatedLapack, LuFamily) {
    for (Path path : {Staged, InPlace, Registers, Lanes, LaneRegisters, LaneTeams})
        for (BLAS_Layout L : {BlasColMajor, BlasRowMajor}) {
            const bool registers = path == Registers || path == LaneRegisters;
            for (int64_t n : {1, 2, 3, 4, 5, 8, 9, 16, 17, 32, 33, 64})
                if (!registers || n <= kMaxRegisterOrder) test_lu<TypeParam>(L, n, n, path);
            if (registers) continue;  // square orders only
            for (auto [m, n] : {std::pair<int64_t, int64_t>{5, 3}, {3, 5}, {40, 64}, {64, 31}})
                test_lu<TypeParam>(L, m, n, path);
        }
}

// getrf_nopiv (square and rectangular), getri and getrf_inv: both layouts, staged in shared
// memory, in place, in a lane, staged from a lane; square getrf_nopiv also in registers, dense
// and from a lane (the register kernels take no inversion).
TYPED_TEST(EmulatedLapack, NoPivotAndInverse) {
    for (Path path : {Staged, InPlace, Lanes, LaneTeams, Registers, LaneRegisters})
        for (BLAS_Layout L : {BlasColMajor, BlasRowMajor}) {
            const bool registers = path == Registers || path == LaneRegisters;
            for (int64_t n : {1, 2, 3, 4, 5, 8, 9, 16, 17, 32, 33, 64}) {
                if (registers && n > kMaxRegisterOrder) continue;
                test_nopiv<TypeParam>(L, n, n, path);
                if (!registers) test_inverse<TypeParam>(L, n, path);
            }
            if (registers) continue;  // square orders only
            for (auto [m, n] : {std::pair<int64_t, int64_t>{5, 3}, {3, 5}, {40, 64}, {64, 31}})
                test_nopiv<TypeParam>(L, m, n, path);
        }
}

// posv (potrf and potrs on the way): both layouts and uplos, staged, in place, in registers, in a
// lane, from a lane in registers and staged from a lane.
TYPED_TEST(EmulatedLapack, CholeskyFamily) {
    for (Path path : {Staged, InPlace, Registers, Lanes, LaneRegisters, LaneTeams})
        for (BLAS_Layout L : {BlasColMajor, BlasRowMajor})
            for (BLAS_Uplo u : {BlasLower, BlasUpper})
                for (int64_t n : {1, 2, 3, 4, 5, 8, 9, 16, 17, 32, 33, 64})
                    if ((path != Registers && path != LaneRegisters) || n <= kMaxRegisterOrder)
                        test_chol<TypeParam>(L, u, n, path);
}

}  // namespace
}  // namespace bblas::impl::cuda::lapack
