// The instruction set the kernels run with: chosen once, from the CPU's features, unless the
// environment variable BBLAS_ISA (generic, avx2, avx512) asks for a supported one.
#pragma once

namespace bblas::impl {

enum class Isa { Generic, Avx2, Avx512 };

Isa active_isa();
const char* isa_name(Isa isa);
// Bytes of one SIMD vector of the kernels built for isa (the build's BBLAS_VECTOR_BYTES).
int vector_bytes(Isa isa);

}  // namespace bblas::impl
