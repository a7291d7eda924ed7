#!/usr/bin/env bash
# The half-precision conversions of an AVX kernel table are F16C instructions, never libgcc's
# per-element calls (docs/half.md): no object of the table may refer to __extendhfsf2 or
# __truncsfhf2, and the gemm kernels' object must hold vcvtph2ps and vcvtps2ph.
#   check_f16c.sh <objdump> <kernel object directory of one ISA>
set -euo pipefail
objdump=$1
dir=$2
mapfile -t objects < <(find "$dir" -name '*.o' | sort)
[ ${#objects[@]} -gt 0 ] || { echo "no objects under $dir" >&2; exit 1; }
status=0
for o in "${objects[@]}"; do
    # (grep -c reads everything: grep -q would stop objdump early, a failure under pipefail)
    calls=$("$objdump" -dr "$o" | grep -c '__extendhfsf2\|__truncsfhf2' || true)
    if [ "$calls" -gt 0 ]; then
        echo "$o calls libgcc's half conversions:" >&2
        "$objdump" -dr "$o" | grep '__extendhfsf2\|__truncsfhf2' | head -5 >&2
        status=1
    fi
done
gemm=$(printf '%s\n' "${objects[@]}" | grep '/run_gemm\.cc\.o$' || true)
[ -n "$gemm" ] || { echo "no run_gemm.cc.o under $dir" >&2; exit 1; }
for insn in vcvtph2ps vcvtps2ph; do
    n=$("$objdump" -d "$gemm" | grep -c "$insn" || true)
    echo "$gemm: $n $insn"
    [ "$n" -gt 0 ] || { echo "no $insn in $gemm" >&2; status=1; }
done
exit $status
