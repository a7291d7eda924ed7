#!/usr/bin/env bash
# The GPU machine's run (docs/cuda.md): the CUDA suite (planner, then each kernel forced),
# compute-sanitizer, bblas-tester-cuda against cuBLAS, and the CPU tester's thread scaling on the
# machine's cores. Logs and CSVs go to $OUT. Binaries built elsewhere can be carried in
# .gpu-bin/ (libbblas*.so*, test_cuda_gemm, test_cuda_gemm_half, test_cuda_level3,
# test_cuda_interleaved, test_cuda_lapack, bblas-tester-cuda, bblas-tester), or packed there by
# tools/gpu-pack.sh as .gpu-bin/bin.tar.xz (unpacked here first);
# where they do not run, everything is built here. At most 8 files come back: steps.log, build.log, tests.log,
# sanitizer.log, bench.log, cuda.csv, cuda_forced.csv, scaling.log (gdb.log in place of build.log
# when the binaries were carried).
#   STEPS="debug tests bench sanitizer forced-tests forced-interleaved forced-level3
#   level3-forced-bench forced-bench lapack scaling" (default: all, in this order; lapack: the
#   batched LAPACK suite, memcheck on part of it and the tester's LAPACK rows, into tests.log,
#   sanitizer.log and bench.log; forced-interleaved: the interleaved suite with each gemm kernel
#   of FORCED_INTERLEAVED forced, memcheck and racecheck on its gemm tests with the first)
set -u
OUT=${OUT:-/tmp/gpu-out}
mkdir -p "$OUT"
STEPS=${STEPS:-debug tests bench sanitizer forced-tests forced-interleaved forced-level3 level3-forced-bench forced-bench lapack scaling}
# gemm kernels forced over the interleaved suite (step forced-interleaved); a -small suffix sets
# BBLAS_CUDA_LANE_TILE=small (also in FORCED_BENCH)
FORCED_INTERLEAVED=${FORCED_INTERLEAVED:-lanetiles lanetiles-small}
# routines:types:sizes, one bblas-tester-cuda run each (step lapack)
LAPACK_BENCH=${LAPACK_BENCH:-potrf,getrf,gesv,posv,getri,getrf_inv,getrf_nopiv:d,s,z,c:2,4,8,16,32,64}
# kernel:types:sizes, one bblas-tester-cuda run each with BBLAS_CUDA_GEMM_KERNEL=kernel
FORCED_BENCH=${FORCED_BENCH:-elements:d,s,z,c:2,3,4,5,8,12,16 cublas:d,s,z,c:2,4,8,12,16,24,32,48,64 rows:d,s,z,c:2,3,4,5,8,12,16,24,32}
# routines:types:sizes, one bblas-tester-cuda run each after gemm's (step bench)
L3_BENCH=${L3_BENCH:-trsm:d,s,z,c:2,4,8,16,32,64 trmm,symm,syrk,syr2k:d,s:2,4,8,16,32 hemm,herk,her2k:z:2,4,8,16,32}
GEMM_TYPES=${GEMM_TYPES:-d,s,z,c,h}
GEMM_DIMS=${GEMM_DIMS:-2,3,4,5,8,12,16,24,32,48,64}
BENCH_ARGS=${BENCH_ARGS:-}  # more bblas-tester-cuda options for every run (--reps 5)
# kernel:routines:types:sizes with BBLAS_CUDA_LEVEL3_KERNEL=kernel (step level3-forced-bench)
LEVEL3_FORCED_BENCH=${LEVEL3_FORCED_BENCH:-dense:trsm,symm,syrk:d,z:2,4,8,16,32 staged:symm,syrk:d,z:2,3,4}
source .gpu-deps/unpack.sh >/dev/null
log() { echo "== $(date +%T) $*" | tee -a "$OUT/steps.log"; }
{
    nvidia-smi --query-gpu=name,driver_version,memory.total,clocks.max.sm,clocks.max.mem --format=csv
    lscpu | grep -E 'Model name|^CPU\(s\)|Flags' | cut -c1-400
    echo "half-precision and matrix flags: $(grep -o -w -E 'avx512_fp16|avx512fp16|amx_[a-z0-9]+|f16c' /proc/cpuinfo | sort -u | tr '\n' ' ')"
} >>"$OUT/steps.log" 2>&1

bin=$PWD/.gpu-bin
# binaries packed by tools/gpu-pack.sh
if [ -f "$bin/bin.tar.xz" ]; then tar -xJf "$bin/bin.tar.xz" -C "$bin" && log "unpacked .gpu-bin/bin.tar.xz"; fi
export LD_LIBRARY_PATH=$bin:${LD_LIBRARY_PATH:-}:/usr/local/cuda/lib64
ldd "$bin/test_cuda_gemm" "$bin/bblas-tester" 2>&1 | grep -E 'not found' >>"$OUT/steps.log"
if ! "$bin/test_cuda_gemm" --gtest_list_tests >/dev/null 2>&1 || ! "$bin/test_cuda_level3" --gtest_list_tests >/dev/null 2>&1 ||
    ! "$bin/test_cuda_lapack" --gtest_list_tests >/dev/null 2>&1 || ! "$bin/bblas-tester-cuda" --help >/dev/null 2>&1; then
    log "carried binaries do not run here: building"
    cmake -S . -B build-gpu -G Ninja -DBBLAS_BLAS_LIBRARIES="$BBLAS_DEPS_BLAS" -DBBLAS_CUDA=ON \
        -DBBLAS_PYTHON=OFF -DBBLAS_BUILD_FORTRAN=OFF >"$OUT/build.log" 2>&1 &&
        cmake --build build-gpu -j16 --target test_cuda_gemm test_cuda_gemm_half test_cuda_level3 test_cuda_interleaved \
            test_cuda_lapack bblas-tester-cuda bblas-tester \
            >>"$OUT/build.log" 2>&1 ||
        { log "build failed"; tail -40 "$OUT/build.log"; exit 1; }
    mkdir -p "$bin"
    cp -a build-gpu/libbblas*.so* build-gpu/tests/cuda/test_cuda_gemm build-gpu/tests/cuda/test_cuda_level3 \
        build-gpu/tests/cuda/test_cuda_gemm_half build-gpu/tests/cuda/test_cuda_interleaved \
        build-gpu/tests/cuda/test_cuda_lapack build-gpu/tester/bblas-tester-cuda \
        build-gpu/tester/bblas-tester "$bin/"
fi
log "binaries ready"

step() { case " $STEPS " in *" $1 "*) return 0 ;; esac; return 1; }
if step debug; then
    log "cuda-gdb: backtrace of the batch-beyond-65535 test"
    timeout 90 cuda-gdb -batch -ex run -ex bt -ex 'info threads' --args "$bin/test_cuda_gemm" \
        --gtest_filter='*r32.BatchBeyond65535' >"$OUT/gdb.log" 2>&1
    echo "exit $?" >>"$OUT/gdb.log"
fi
if step tests; then
    for t in test_cuda_gemm test_cuda_gemm_half test_cuda_level3 test_cuda_interleaved; do
        log "suite $t, planner"
        timeout 150 "$bin/$t" --gtest_brief=1 >>"$OUT/tests.log" 2>&1
        echo "exit $t $?" >>"$OUT/tests.log"
    done
fi
if step bench; then
    log "bblas-tester-cuda, planner"
    timeout 180 "$bin/bblas-tester-cuda" --type "$GEMM_TYPES" --dim "$GEMM_DIMS" $BENCH_ARGS --csv "$OUT/cuda.csv" >"$OUT/bench.log" 2>&1
    echo "exit $?" >>"$OUT/bench.log"
    for spec in $L3_BENCH; do
        IFS=: read -r routines types dims <<<"$spec"
        log "bblas-tester-cuda $routines, $types, $dims"
        timeout 150 "$bin/bblas-tester-cuda" --routine "$routines" --type "$types" --dim "$dims" $BENCH_ARGS \
            --csv /tmp/cuda_l3.csv >>"$OUT/bench.log" 2>&1
        echo "exit $?" >>"$OUT/bench.log"
        cat /tmp/cuda_l3.csv >>"$OUT/cuda.csv"
    done
fi
if step sanitizer; then
    log "compute-sanitizer memcheck"
    timeout 90 compute-sanitizer --tool memcheck --leak-check no "$bin/test_cuda_gemm" --gtest_brief=1 \
        --gtest_filter=${SANITIZER_GEMM:-'*r64.GroupColMajorExactIntegers:*c32.StridedColMajorRandom:*c64.GroupRowMajorRandom:GpuGemmLarge.*:GpuQueue.*'} \
        >"$OUT/sanitizer.log" 2>&1
    echo "exit $?" >>"$OUT/sanitizer.log"
    timeout "${SANITIZER_LEVEL3_TIMEOUT:-120}" compute-sanitizer --tool memcheck --leak-check no "$bin/test_cuda_level3" \
        --gtest_brief=1 --gtest_filter="${SANITIZER_LEVEL3:-*}" >>"$OUT/sanitizer.log" 2>&1
    echo "exit level3 $?" >>"$OUT/sanitizer.log"
fi
if step forced-tests; then
    for k in ${FORCED_TESTS:-elements tiles cublas rows}; do
        log "suite, kernel $k"
        echo "== BBLAS_CUDA_GEMM_KERNEL=$k" >>"$OUT/tests.log"
        BBLAS_CUDA_GEMM_KERNEL=$k timeout 60 "$bin/test_cuda_gemm" --gtest_brief=1 \
            --gtest_filter='GpuGemm/*:-*Beyond65535*' >>"$OUT/tests.log" 2>&1
        echo "exit $?" >>"$OUT/tests.log"
        if [ "$k" = rows ]; then  # the Rows kernel takes the interleaved form's gemm too
            BBLAS_CUDA_GEMM_KERNEL=rows timeout 90 "$bin/test_cuda_interleaved" --gtest_brief=1 >>"$OUT/tests.log" 2>&1
            echo "exit interleaved rows $?" >>"$OUT/tests.log"
        fi
    done
fi
# Runs "$@" with BBLAS_CUDA_GEMM_KERNEL=$1 (a -small suffix: BBLAS_CUDA_LANE_TILE=small).
with_kernel() {
    local k=$1
    shift
    if [ "${k%-small}" != "$k" ]; then
        BBLAS_CUDA_GEMM_KERNEL=${k%-small} BBLAS_CUDA_LANE_TILE=small "$@"
    else
        BBLAS_CUDA_GEMM_KERNEL=$k "$@"
    fi
}
if step forced-interleaved; then
    for k in $FORCED_INTERLEAVED; do
        log "suite test_cuda_interleaved, kernel $k"
        echo "== test_cuda_interleaved, kernel $k" >>"$OUT/tests.log"
        with_kernel "$k" timeout 90 "$bin/test_cuda_interleaved" --gtest_brief=1 >>"$OUT/tests.log" 2>&1
        echo "exit interleaved $k $?" >>"$OUT/tests.log"
    done
    k=${FORCED_INTERLEAVED%% *}
    log "compute-sanitizer memcheck, interleaved gemm, kernel $k"
    with_kernel "$k" timeout 120 compute-sanitizer --tool memcheck --leak-check no "$bin/test_cuda_interleaved" \
        --gtest_brief=1 --gtest_filter='*.Gemm' >>"$OUT/sanitizer.log" 2>&1
    echo "exit interleaved gemm $k $?" >>"$OUT/sanitizer.log"
    log "compute-sanitizer racecheck, interleaved gemm, kernel $k"
    with_kernel "$k" timeout 100 compute-sanitizer --tool racecheck "$bin/test_cuda_interleaved" \
        --gtest_brief=1 --gtest_filter='*.Gemm' >>"$OUT/sanitizer.log" 2>&1
    echo "exit racecheck interleaved gemm $k $?" >>"$OUT/sanitizer.log"
fi
if step forced-level3; then
    for k in ${FORCED_LEVEL3:-dense staged}; do
        log "suite test_cuda_level3, Level-3 kernel $k"
        echo "== BBLAS_CUDA_LEVEL3_KERNEL=$k" >>"$OUT/tests.log"
        BBLAS_CUDA_LEVEL3_KERNEL=$k timeout 90 "$bin/test_cuda_level3" --gtest_brief=1 >>"$OUT/tests.log" 2>&1
        echo "exit $?" >>"$OUT/tests.log"
    done
fi
if step level3-forced-bench; then
    for spec in $LEVEL3_FORCED_BENCH; do
        IFS=: read -r k routines types dims <<<"$spec"
        log "bblas-tester-cuda, Level-3 kernel $k, $routines, $types, $dims"
        BBLAS_CUDA_LEVEL3_KERNEL=$k timeout 120 "$bin/bblas-tester-cuda" --routine "$routines" --type "$types" \
            --dim "$dims" $BENCH_ARGS --csv /tmp/cuda_l3_forced.csv >>"$OUT/bench.log" 2>&1
        echo "exit $?" >>"$OUT/bench.log"
        cat /tmp/cuda_l3_forced.csv >>"$OUT/cuda_forced.csv"
    done
fi
if step forced-bench; then
    for spec in $FORCED_BENCH; do
        IFS=: read -r k types dims <<<"$spec"
        log "bblas-tester-cuda, kernel $k, $types, $dims"
        with_kernel "$k" timeout 60 "$bin/bblas-tester-cuda" --type "$types" --dim "$dims" $BENCH_ARGS \
            --csv "/tmp/cuda_$k.csv" >>"$OUT/bench.log" 2>&1
        echo "exit $?" >>"$OUT/bench.log"
        cat "/tmp/cuda_$k.csv" >>"$OUT/cuda_forced.csv"
    done
fi
if step lapack; then
    log "suite test_cuda_lapack"
    timeout 200 "$bin/test_cuda_lapack" --gtest_brief=1 >>"$OUT/tests.log" 2>&1
    echo "exit test_cuda_lapack $?" >>"$OUT/tests.log"
    for k in shared lanes; do  # the kernels the planner does not pick for every group
        log "suite test_cuda_lapack, BBLAS_CUDA_LAPACK_KERNEL=$k"
        BBLAS_CUDA_LAPACK_KERNEL=$k timeout 120 "$bin/test_cuda_lapack" --gtest_brief=1 >>"$OUT/tests.log" 2>&1
        echo "exit test_cuda_lapack $k $?" >>"$OUT/tests.log"
    done
    log "compute-sanitizer memcheck, test_cuda_lapack"
    timeout 120 compute-sanitizer --tool memcheck --leak-check no "$bin/test_cuda_lapack" --gtest_brief=1 \
        --gtest_filter="${SANITIZER_LAPACK:-GpuLapack/r64.Getrf*:GpuLapack/r64.LuSolvers*:GpuLapack/c64.Cholesky*:GpuLapack/r32.Strided*:GpuLapack/c64.Inverse*}" >>"$OUT/sanitizer.log" 2>&1
    echo "exit lapack $?" >>"$OUT/sanitizer.log"
    for spec in $LAPACK_BENCH; do
        IFS=: read -r routines types dims <<<"$spec"
        log "bblas-tester-cuda $routines, $types, $dims"
        timeout 240 "$bin/bblas-tester-cuda" --routine "$routines" --type "$types" --dim "$dims" $BENCH_ARGS \
            >>"$OUT/bench.log" 2>&1
        echo "exit $?" >>"$OUT/bench.log"
    done
fi
if step scaling; then
    for t in 1 2 4 8 16; do
        log "bblas-tester, $t threads"
        echo "== OMP_NUM_THREADS=$t" >>"$OUT/scaling.log"
        OPENBLAS_CORETYPE=${OPENBLAS_CORETYPE:-SkylakeX} OMP_NUM_THREADS=$t timeout 30 "$bin/bblas-tester" gemm --type d,s --dim 4,8,16,32 --batch 100000 \
            --peers openblas >>"$OUT/scaling.log" 2>&1
    done
fi
log "done"
