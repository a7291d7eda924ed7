"""Times bblas against NumPy (and SciPy, where installed) on stacks of small matrices.

    python -m bblas.bench [--n 2,4,8,16,32] [--batch N] [--type d] [--threads 2] [--repeat 7]
                          [--routines solve,inv,cholesky,matmul] [--clock wall|cpu] [--no-scipy]

Each case builds one stack (well-conditioned random matrices; symmetric positive definite ones
for cholesky) and times the same call through bblas, NumPy and SciPy in this process, each the
median of --repeat runs after one warm-up, and checks that bblas's result matches NumPy's. NumPy
and SciPy run with OpenBLAS single-threaded (their best case for stacks of small matrices: they
loop over the matrices one LAPACK call at a time, and OpenBLAS's threads only add overhead there),
set before NumPy loads it by running this module again with OPENBLAS_NUM_THREADS=1; bblas runs
with --threads OpenMP threads. Prints one row per routine and size, with the ratios
NumPy time / bblas time (and SciPy time / bblas time).
"""
import argparse
import os
import sys
import time

ROUTINES = ("solve", "inv", "cholesky", "matmul")


def main(argv=None):
    """Runs the benchmark with the command line's options (see the module's docstring)."""
    parser = argparse.ArgumentParser(prog="python -m bblas.bench", description=__doc__.split("\n\n")[0])
    parser.add_argument("--routines", default=",".join(ROUTINES), help="comma-separated, of " + ", ".join(ROUTINES))
    parser.add_argument("--n", default="2,4,8,16,32", help="matrix orders, comma-separated")
    parser.add_argument("--batch", type=int, default=0,
                        help="matrices per stack (default: 10^6 for n <= 8, 10^5 above)")
    parser.add_argument("--type", default="d", help="s, d, c, z (float32 ... complex128), comma-separated")
    parser.add_argument("--threads", type=int, default=2, help="bblas's OpenMP threads")
    parser.add_argument("--repeat", type=int, default=7, help="timed runs per case (the median is shown)")
    parser.add_argument("--no-scipy", action="store_true", help="leave SciPy out even where installed")
    parser.add_argument("--clock", choices=("wall", "cpu"), default="wall",
                        help="wall time, or the process's CPU time: with --threads 1, a measure of the "
                             "work per call that other processes on the machine do not inflate")
    args = parser.parse_args(argv)

    if os.environ.get("OPENBLAS_NUM_THREADS") != "1":
        env = dict(os.environ, OPENBLAS_NUM_THREADS="1")
        os.execve(sys.executable, [sys.executable, "-m", "bblas.bench"] + sys.argv[1:], env)

    import numpy as np

    import bblas

    scipy_linalg = None
    if not args.no_scipy:
        try:
            import scipy
            import scipy.linalg as scipy_linalg
        except ImportError:
            pass
    bblas.set_num_threads(args.threads)
    dtypes = {"s": np.float32, "d": np.float64, "c": np.complex64, "z": np.complex128}

    print(f"bblas {bblas.__version__} ({bblas.isa()} kernels, {bblas.get_num_threads()} threads), "
          f"NumPy {np.__version__}" + (f", SciPy {scipy.__version__}" if scipy_linalg else "") +
          ", NumPy/SciPy with OPENBLAS_NUM_THREADS=1")
    print(f"{os.uname().machine}, {_cpu_model()}, load average {os.getloadavg()[0]:.2f} at start; "
          f"median of {args.repeat} runs after one warm-up, {args.clock} time")
    clock = time.perf_counter if args.clock == "wall" else time.process_time
    header = f"{'routine':9} {'type':4} {'n':>3} {'batch':>8} {'numpy ms':>10} {'bblas ms':>10} {'vs numpy':>9}"
    if scipy_linalg:
        header += f" {'scipy ms':>10} {'vs scipy':>9}"
    print(header + f" {'max rel diff':>12}")

    rng = np.random.default_rng(2026)
    for t in args.type.split(","):
        dtype = np.dtype(dtypes[t])
        for n in (int(v) for v in args.n.split(",")):
            batch = args.batch or (10**6 if n <= 8 else 10**5)
            a = _random(rng, (batch, n, n), dtype) + 2 * n * np.eye(n, dtype=dtype)  # diagonally dominant
            b = _random(rng, (batch, n, 1), dtype)
            for routine in args.routines.split(","):
                x = a @ a.conj().swapaxes(-1, -2) + n * np.eye(n, dtype=dtype) if routine == "cholesky" else a
                calls = {
                    "solve": (lambda: bblas.solve(x, b), lambda: np.linalg.solve(x, b),
                              lambda: scipy_linalg.solve(x, b)),
                    "inv": (lambda: bblas.inv(x), lambda: np.linalg.inv(x), lambda: scipy_linalg.inv(x)),
                    "cholesky": (lambda: bblas.cholesky(x), lambda: np.linalg.cholesky(x),
                                 lambda: scipy_linalg.cholesky(x, lower=True)),
                    "matmul": (lambda: bblas.matmul(x, x), lambda: np.matmul(x, x), None),
                }[routine]
                ours, theirs, scipys = calls
                expected = theirs()
                difference = np.abs(ours() - expected).max() / np.abs(expected).max()
                t_numpy = _median_time(theirs, args.repeat, clock)
                t_bblas = _median_time(ours, args.repeat, clock)
                row = (f"{routine:9} {t:4} {n:3d} {batch:8d} {t_numpy * 1e3:10.2f} {t_bblas * 1e3:10.2f} "
                       f"{t_numpy / t_bblas:8.1f}x")
                if scipy_linalg:
                    if scipys and _scipy_batches(scipy_linalg):
                        t_scipy = _median_time(scipys, args.repeat, clock)
                        row += f" {t_scipy * 1e3:10.2f} {t_scipy / t_bblas:8.1f}x"
                    else:
                        row += f" {'-':>10} {'-':>9}"
                print(row + f" {difference:12.1e}", flush=True)
            del a, b


def _random(rng, shape, dtype):
    x = rng.standard_normal(shape)
    if dtype.kind == "c":
        x = x + 1j * rng.standard_normal(shape)
    return x.astype(dtype)


def _median_time(call, repeat, clock):
    call()  # warm-up: page faults of the results, OpenMP's threads, the library's arenas
    times = []
    for _ in range(repeat):
        start = clock()
        call()
        times.append(clock() - start)
    return sorted(times)[len(times) // 2]


def _scipy_batches(scipy_linalg):
    """SciPy's solve, inv and cholesky take stacks from SciPy 1.15 on."""
    import scipy
    major, minor = (int(v) for v in scipy.__version__.split(".")[:2])
    return (major, minor) >= (1, 15)


def _cpu_model():
    try:
        with open("/proc/cpuinfo") as f:
            for line in f:
                if line.startswith("model name"):
                    return line.split(":", 1)[1].strip()
    except OSError:
        pass
    return "unknown CPU"


if __name__ == "__main__":
    main()
