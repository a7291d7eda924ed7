// C entry points of the interleaved layout (bblas.h): size query, pack and unpack, one
// forwarder per type.
#include "bblas.h"
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

}  // extern "C"
