// What this instruction set's kernels take (kernels/dispatch.hh Capabilities), from the
// kernels' own constants: the planner reads these, never copies of them.
#include "kernels/dispatch.hh"
#include "kernels/gemm_columns.hh"
#include "kernels/triangular_columns.hh"

BBLAS_TARGET_BEGIN

const Capabilities capabilities{
    kVectorBytes,
    {kColumnsMaxRows<float>, kColumnsMaxRows<double>},
    {kColumnsBlockedMaxRows<float>, kColumnsBlockedMaxRows<double>},
    {kTrxmColumnsBlockedMaxRows<float>, kTrxmColumnsBlockedMaxRows<double>},
    kHalfPacks,
};

BBLAS_TARGET_END
