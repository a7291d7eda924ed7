#!/usr/bin/env python3
"""A/B of two libbblas builds with one bblas-tester binary.

usage: tools/ab_tester.py OLD_BUILD NEW_BUILD ROUNDS half|xsmm|time TESTER-ARGS...

Each round runs the tester once against each build's libbblas (LD_LIBRARY_PATH), alternating, so
that a noisy shared machine hits both alike. Prints per case the median over rounds (and the
range) of
- half: the r16/r32 matrices-per-second ratio of `gemm --type h` rows;
- xsmm: LIBXSMM's time over each bblas row's time (`--peers xsmm`), both from one process;
- time: the old build's time over the new one's for the `bblas:c` rows (routines without a
  LIBXSMM peer, such as LAPACK), with each build's median speedup over the tester's reference
  loop (`vs ref`).
The tester is NEW_BUILD/tester/bblas-tester; OMP_WAIT_POLICY=active as the docs' tables.
"""
import os
import statistics
import subprocess
import sys


def rows(out, mode):
    case = None
    for line in out.splitlines():
        f = line.split()
        if not f:
            continue
        if mode == "half":
            if f[0] == "gemm" and "r16/r32" in line:
                yield f"n={f[5]}", "r16/r32", float(f[-2])
            continue
        if mode == "time":
            if "bblas:c" in f and f[0] != "bblas:" and f[-1] in ("pass", "FAIL"):
                i = f.index("bblas:c")  # routine, type, layout, options, sizes before it
                yield " ".join(f[: i - 4]), "time", float(f[i + 2])
                yield " ".join(f[: i - 4]), "vs ref", float(f[-2])
            continue
        if f[0] in ("gemm", "symm", "syrk", "syr2k", "trmm", "trsm"):
            case = " ".join(f[1:2] + f[5:8] + f[9:10])
        impls = [t for t in f if t.startswith("bblas:") or t in ("openblas", "xsmm")]
        if impls and case:
            # the time as 1 / GFLOP/s: the printed milliseconds have three decimals, which left
            # tiny cases (a few microseconds) with ratios such as 1.00, 1.50, 2.00
            impl = impls[0]
            yield case, impl, 1 / float(f[f.index(impl) + 3])


def main():
    old, new, rounds, mode = sys.argv[1], sys.argv[2], int(sys.argv[3]), sys.argv[4]
    args = sys.argv[5:]
    tester = os.path.join(new, "tester", "bblas-tester")
    res = {}
    for _ in range(rounds):
        for name, lib in (("old", old), ("new", new)):
            env = dict(os.environ, OMP_WAIT_POLICY="active", LD_LIBRARY_PATH=lib)
            out = subprocess.run([tester] + args, capture_output=True, text=True, env=env).stdout
            for case, impl, value in rows(out, mode):
                res.setdefault(case, {}).setdefault(name, {}).setdefault(impl, []).append(value)
    for case, by_build in res.items():
        if mode == "time":
            old_t, new_t = by_build["old"]["time"], by_build["new"]["time"]
            rs = sorted(a / b for a, b in zip(old_t, new_t))
            ref = {k: statistics.median(v["vs ref"]) for k, v in by_build.items()}
            print(f"{case}: new speed/old {statistics.median(rs):.2f} ({rs[0]:.2f}-{rs[-1]:.2f}); "
                  f"vs ref old {ref['old']:.2f} new {ref['new']:.2f}")
            continue
        line = case + ":"
        for name, d in by_build.items():
            if mode == "half":
                xs = sorted(d["r16/r32"])
                line += f"  {name} {statistics.median(xs):.2f} ({xs[0]:.2f}-{xs[-1]:.2f})"
                continue
            x = d.get("xsmm")
            for impl, ts in d.items():
                if impl.startswith("bblas") and x:
                    rs = sorted(a / b for a, b in zip(x, ts))
                    line += f"  {name} {impl[6:]} {statistics.median(rs):.2f} ({rs[0]:.2f}-{rs[-1]:.2f})"
        print(line)


if __name__ == "__main__":
    main()
