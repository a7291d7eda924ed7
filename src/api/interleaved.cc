// C entry points of the interleaved layout (bblas.h): size query, pack and unpack, one
// forwarder per type.
#include "bblas.h"
#include "core/half.hh"
#include "layout/interleaved_c.hh"

extern "C" {

int64_t bblas_interleaved_size_r32(int64_t count, int64_t rows, int64_t cols, int64_t block) {
    return bblas::impl::interleaved_size<float>(count, rows, cols, block);
}

int64_t bblas_interleaved_size_r64(int64_t count, int64_t rows, int64_t cols, int64_t block) {
    return bblas::impl::interleaved_size<double>(count, rows, cols, block);
}

int64_t bblas_interleaved_size_c32(int64_t count, int64_t rows, int64_t cols, int64_t block) {
    return bblas::impl::interleaved_size<bblas_complex_float>(count, rows, cols, block);
}

int64_t bblas_interleaved_size_c64(int64_t count, int64_t rows, int64_t cols, int64_t block) {
    return bblas::impl::interleaved_size<bblas_complex_double>(count, rows, cols, block);
}

void bblas_interleaved_pack_r32(BLAS_Layout layout, int64_t count, int64_t rows, int64_t cols,
                                const float* const* src, int64_t ld, float* dst, int64_t block,
                                int64_t* info) {
    bblas::impl::interleaved_pack<float>(layout, count, rows, cols, src, ld, dst, block, info);
}

void bblas_interleaved_pack_r64(BLAS_Layout layout, int64_t count, int64_t rows, int64_t cols,
                                const double* const* src, int64_t ld, double* dst, int64_t block,
                                int64_t* info) {
    bblas::impl::interleaved_pack<double>(layout, count, rows, cols, src, ld, dst, block, info);
}

void bblas_interleaved_pack_c32(BLAS_Layout layout, int64_t count, int64_t rows, int64_t cols,
                                const bblas_complex_float* const* src, int64_t ld, float* dst, int64_t block,
                                int64_t* info) {
    bblas::impl::interleaved_pack<bblas_complex_float>(layout, count, rows, cols, src, ld, dst, block, info);
}

void bblas_interleaved_pack_c64(BLAS_Layout layout, int64_t count, int64_t rows, int64_t cols,
                                const bblas_complex_double* const* src, int64_t ld, double* dst,
                                int64_t block, int64_t* info) {
    bblas::impl::interleaved_pack<bblas_complex_double>(layout, count, rows, cols, src, ld, dst, block, info);
}

void bblas_interleaved_unpack_r32(BLAS_Layout layout, int64_t count, int64_t rows, int64_t cols,
                                  const float* src, int64_t block, float* const* dst, int64_t ld,
                                  int64_t* info) {
    bblas::impl::interleaved_unpack<float>(layout, count, rows, cols, src, block, dst, ld, info);
}

void bblas_interleaved_unpack_r64(BLAS_Layout layout, int64_t count, int64_t rows, int64_t cols,
                                  const double* src, int64_t block, double* const* dst, int64_t ld,
                                  int64_t* info) {
    bblas::impl::interleaved_unpack<double>(layout, count, rows, cols, src, block, dst, ld, info);
}

void bblas_interleaved_unpack_c32(BLAS_Layout layout, int64_t count, int64_t rows, int64_t cols,
                                  const float* src, int64_t block, bblas_complex_float* const* dst,
                                  int64_t ld, int64_t* info) {
    bblas::impl::interleaved_unpack<bblas_complex_float>(layout, count, rows, cols, src, block, dst, ld,
                                                         info);
}

void bblas_interleaved_unpack_c64(BLAS_Layout layout, int64_t count, int64_t rows, int64_t cols,
                                  const double* src, int64_t block, bblas_complex_double* const* dst,
                                  int64_t ld, int64_t* info) {
    bblas::impl::interleaved_unpack<bblas_complex_double>(layout, count, rows, cols, src, block, dst, ld,
                                                          info);
}

#if BBLAS_HAVE_HALF
// Half storage (r16, c16: docs/half.md): half arrays, single-precision scalars.
int64_t bblas_interleaved_size_r16(int64_t count, int64_t rows, int64_t cols, int64_t block) {
    return bblas::impl::interleaved_size<bblas_half>(count, rows, cols, block);
}

int64_t bblas_interleaved_size_c16(int64_t count, int64_t rows, int64_t cols, int64_t block) {
    return bblas::impl::interleaved_size<bblas_complex_half>(count, rows, cols, block);
}

void bblas_interleaved_pack_r16(BLAS_Layout layout, int64_t count, int64_t rows, int64_t cols,
                                const bblas_half* const* src, int64_t ld, bblas_half* dst, int64_t block,
                                int64_t* info) {
    bblas::impl::interleaved_pack<bblas_half>(layout, count, rows, cols, src, ld, dst, block, info);
}

void bblas_interleaved_pack_c16(BLAS_Layout layout, int64_t count, int64_t rows, int64_t cols,
                                const bblas_complex_half* const* src, int64_t ld, bblas_half* dst,
                                int64_t block, int64_t* info) {
    bblas::impl::interleaved_pack<bblas_complex_half>(layout, count, rows, cols, src, ld, dst, block, info);
}

void bblas_interleaved_unpack_r16(BLAS_Layout layout, int64_t count, int64_t rows, int64_t cols,
                                  const bblas_half* src, int64_t block, bblas_half* const* dst, int64_t ld,
                                  int64_t* info) {
    bblas::impl::interleaved_unpack<bblas_half>(layout, count, rows, cols, src, block, dst, ld, info);
}

void bblas_interleaved_unpack_c16(BLAS_Layout layout, int64_t count, int64_t rows, int64_t cols,
                                  const bblas_half* src, int64_t block, bblas_complex_half* const* dst,
                                  int64_t ld, int64_t* info) {
    bblas::impl::interleaved_unpack<bblas_complex_half>(layout, count, rows, cols, src, block, dst, ld, info);
}
#endif
}  // extern "C"
