#!/bin/sh
# Regenerates docs/performance.md and its plots (docs/perf/) from bblas-tester runs on this
# machine: gemm and trsm, double and float, a batch of 10000 (in cache for small sizes) and a
# batch of at least 96 MiB (in memory), bblas through its three interfaces beside its peers.
#
#   tools/perf_report.sh [path/to/bblas-tester]     (default: build/tester/bblas-tester)
#
# Environment: REPEAT (timed runs per case, default 9), DIMS (default the Eigen fixed sizes),
# DOCS (output directory, default docs). Run it on a quiet machine: it prints the load average
# it started with into the report.
set -eu

TESTER=$(realpath "${1:-$(dirname "$0")/../build/tester/bblas-tester}")
cd "$(dirname "$0")/.."
REPEAT=${REPEAT:-9}
DIMS=${DIMS:-2,3,4,5,6,8,12,16,24,32}
DOCS=${DOCS:-docs}
OUT="$DOCS/perf"
PYTHON=/usr/bin/python3
[ -x "$TESTER" ] || { echo "perf_report.sh: $TESTER is not built" >&2; exit 2; }
mkdir -p "$OUT"
rm -f "$OUT"/*.csv "$OUT"/*.txt "$OUT"/*.png

# Threads spin between parallel regions instead of sleeping: with other work on the machine,
# waking a sleeping thread costs up to a scheduler tick (4 ms), more than a whole in-cache call.
# Every implementation runs on the same OpenMP runtime, so the setting is the same for all.
export OMP_WAIT_POLICY=active
LOAD_START=$(cut -d' ' -f1-3 /proc/loadavg)
STARTED=$(date -u '+%Y-%m-%d %H:%M UTC')
COMMANDS=""
FAILED=""

# run NAME ARGS...: one tester run, its table in $OUT/NAME.txt and its CSV in $OUT/NAME.csv.
run() {
    name=$1
    shift
    cmd="bblas-tester $* --repeat $REPEAT --csv $OUT/$name.csv"
    echo "+ $cmd" >&2
    COMMANDS="$COMMANDS$cmd
"
    "$TESTER" "$@" --repeat "$REPEAT" --csv "$OUT/$name.csv" > "$OUT/$name.txt" ||
        FAILED="$FAILED $name"
}

# gemm with alpha = 1, beta = 1: the case LIBXSMM's kernels support, so every peer has a row.
GEMM="gemm --type d,s --dim $DIMS --alpha 1 --beta 1 --bblas c,strided,interleaved --peers openblas,xsmm,eigen"
# trsm: left, lower, no transpose, non-unit, n right-hand sides (m = n).
TRSM="trsm --type d,s --dim $DIMS --bblas c,strided,interleaved --peers openblas"
run gemm_cache $GEMM --batch 10000
run gemm_mem $GEMM --batch mem --flush y
run trsm_cache $TRSM --batch 10000
run trsm_mem $TRSM --batch mem --flush y
LOAD_END=$(cut -d' ' -f1-3 /proc/loadavg)

$PYTHON tools/plot.py "$OUT"/gemm_cache.csv "$OUT"/gemm_mem.csv "$OUT"/trsm_cache.csv \
    "$OUT"/trsm_mem.csv -o "$OUT" > /dev/null

{
    cat <<'EOF'
# Performance

How fast bblas's batched Level-3 routines run on the development machine, beside the peers
the issue names, all timed by `bblas-tester` in the same run on the same data. This file and
the plots in `perf/` are written by `tools/perf_report.sh`; rerun it after changing a kernel.

## Method

- **Implementations.** bblas through the standard C group API on pointer arrays (`bblas:c`,
  conversion to the interleaved layout included in the time), the C++ API on a `StridedBatch`
  (`bblas:strided`), and the C++ routines on `InterleavedBatch` containers packed once before
  the timed runs (`bblas:interleaved`, the expert interface). Peers: an OpenMP `parallel for`
  over the matrices calling single-threaded OpenBLAS (`openblas`, also the reference every
  result is checked against); LIBXSMM, one JIT kernel from `libxsmm_dmmdispatch` /
  `libxsmm_smmdispatch` per case called in an OpenMP loop (`xsmm`; measured faster than
  `libxsmm_?gemm_batch_omp` here); Eigen 3.4 `Map`s of fixed-size `Matrix<T, N, N>` products
  in an OpenMP loop (`eigen`, compiled for the same instruction set as the bblas kernels).
- **Cases.** gemm with alpha = 1, beta = 1 (LIBXSMM supports only alpha = 1 and beta 0 or 1),
  no transposes, square; trsm left, lower, no transpose, non-unit diagonal, n right-hand
  sides, alpha = 1.23. Column-major, tight leading dimensions, matrices back to back.
- **Batches.** 10000 matrices (in cache for the small sizes: the "data" column says `cache`
  when A, B and C together fit in the last-level cache, `mem` otherwise), and per size the
  smallest batch with at least 96 MiB of operands (`--batch mem`, always in memory; caches
  flushed before every timed run).
- **Timing.** 2 OpenMP threads (the machine's 2 cores) spinning between parallel regions
  (`OMP_WAIT_POLICY=active`, for every implementation alike: otherwise, with other work on the
  machine, waking a sleeping thread costs up to a 4 ms scheduler tick, more than a whole
  in-cache call), 1 warm-up run and the median of the timed runs; the output is restored from a saved copy before every run, outside the timed
  region. GFLOP/s from the LAPACK Working Note 41 operation counts. Every implementation's
  result is checked against the reference (error ratios below 16, see `bblas-tester --help`).
- **Roofline.** roofline(case) = min(FMA peak, bandwidth x flops / bytes), bytes = every
  input matrix read once and the output read and written once (gemm: A, B, 2 C; trsm: A, 2 B);
  "% roof" is GFLOP/s over that. The bandwidth is a triad `a = b + s c` (2 threads, counting
  the write-allocate read of `a`: 4 words per element) on a working set the size of the case's
  operands, warm: an in-cache batch is held to its cache's speed (measured per size, best of 7
  timings of at least 2 ms), a batch beyond the last-level cache or run with flushed caches to
  the memory's (the header's figure: arrays twice the last-level cache, the best pass in which
  no thread was descheduled). FMA peak from register-resident FMA chains at the vector width
  of the active bblas kernels, all threads, each over its own CPU time.
- **Noise.** Other work on the machine (other engineers compile on it) still shows, as times
  near multiples of the 4 ms scheduler tick;
EOF
    echo "  load average at the start and end of these runs: $LOAD_START and $LOAD_END."
    echo
    echo "## Machine"
    echo
    echo "Measured $STARTED; the header of the first run:"
    echo
    echo '```'
    sed '/^$/q' "$OUT/gemm_cache.txt" | sed '$d'
    echo '```'
    echo
    echo "## Commands"
    echo
    echo '```sh'
    echo "cmake -S . -B build -DCMAKE_BUILD_TYPE=Release && cmake --build build -j2 --target bblas-tester"
    echo "tools/perf_report.sh build/tester/bblas-tester   # runs these, with REPEAT=$REPEAT:"
    echo "export OMP_WAIT_POLICY=active"
    printf '%s' "$COMMANDS"
    echo "/usr/bin/python3 tools/plot.py $OUT/*.csv -o $OUT"
    echo '```'
    echo
    if [ -n "$FAILED" ]; then
        echo "**Checks failed in:$FAILED** (see \`$OUT/<run>.txt\`)."
        echo
    fi
    echo "## gemm"
    echo
    $PYTHON tools/plot.py "$OUT"/gemm_cache.csv "$OUT"/gemm_mem.csv --markdown --images perf
    echo "## trsm"
    echo
    $PYTHON tools/plot.py "$OUT"/trsm_cache.csv "$OUT"/trsm_mem.csv --markdown --images perf
    echo "The full tables, with error ratios and speedups over the OpenBLAS loop, are in"
    echo "\`perf/*.txt\`; the CSV files beside them hold every figure."
    # measured elsewhere (the GPU machine: its GPU and its 16 cores), kept by hand
    if [ -f "$DOCS/perf/other_machines.md" ]; then
        echo
        cat "$DOCS/perf/other_machines.md"
    fi
} > "$DOCS/performance.md"
echo "wrote $DOCS/performance.md and $OUT/" >&2
[ -z "$FAILED" ] || { echo "perf_report.sh: checks failed in:$FAILED" >&2; exit 1; }
