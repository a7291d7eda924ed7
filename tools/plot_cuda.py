#!/usr/bin/python3
"""Draws bblas-tester-cuda's CSV (--csv FILE, tools/gpu-check.sh's cuda.csv) as PNG plots and
Markdown tables: one per (routine and type, kernel), percent of the device's bandwidth roofline
against n, one line per form and implementation (bblas's strided, pointer and interleaved
forms; cuBLAS's routines in the same run).

    /usr/bin/python3 tools/plot_cuda.py cuda.csv -o plots/        # PNG files
    /usr/bin/python3 tools/plot_cuda.py cuda.csv --markdown       # tables on stdout
    /usr/bin/python3 tools/plot_cuda.py cuda.csv --types dgemm,dtrsm  # only these rows
"""
import argparse
import csv
import os
import sys
from collections import OrderedDict


def read(path):
    """Rows grouped by (type, kernel): {(form, impl): {n: (roof_pct, vs_cublas)}}."""
    groups = OrderedDict()
    with open(path) as f:
        for row in csv.DictReader(f):
            if row["device"] == "device":  # the header of a concatenated run
                continue
            typ = row["type"] + ("gemm" if len(row["type"]) == 1 else "")  # gemm's rows: the letter
            key = (typ, row["kernel"])
            line = (row["form"], row["impl"])
            groups.setdefault(key, OrderedDict()).setdefault(line, {})[int(row["n"])] = (
                float(row["roof_pct"]), float(row["vs_cublas"]), row["device"])
    return groups


def markdown(groups, out):
    for (typ, kernel), lines in groups.items():
        sizes = sorted({n for points in lines.values() for n in points})
        device = next(iter(next(iter(lines.values())).values()))[2]
        out.write(f"\n**{typ}** ({device}, kernel: {kernel}): % of the roofline, and speed over cuBLAS in the"
                  " same run for bblas's rows\n\n")
        out.write("| form, implementation | " + " | ".join(f"n = {n}" for n in sizes) + " |\n")
        out.write("|---|" + "---|" * len(sizes) + "\n")
        for (form, impl), points in lines.items():
            cells = []
            for n in sizes:
                if n not in points:
                    cells.append("")
                    continue
                pct, vs, _ = points[n]
                cells.append(f"{pct:.0f}%" + (f" {vs:.2f}x" if impl == "bblas" and vs > 0 else ""))
            out.write(f"| {form}, {impl} | " + " | ".join(cells) + " |\n")


def plot(groups, outdir):
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    os.makedirs(outdir, exist_ok=True)
    for (typ, kernel), lines in groups.items():
        fig, ax = plt.subplots(figsize=(7, 4.5))
        for (form, impl), points in lines.items():
            sizes = sorted(points)
            ax.plot(sizes, [points[n][0] for n in sizes], marker="o",
                    linestyle="-" if impl == "bblas" else "--", label=f"{impl} ({form})")
        device = next(iter(next(iter(lines.values())).values()))[2]
        ax.set_title(f"{typ} on {device} (kernel: {kernel})")
        ax.set_xlabel("n")
        ax.set_ylabel("% of the bandwidth roofline")
        ax.set_xscale("log", base=2)
        ax.set_ylim(0, 110)
        ax.grid(True, alpha=0.3)
        ax.legend(fontsize=7)
        fig.tight_layout()
        fig.savefig(os.path.join(outdir, f"cuda_{typ}_{kernel.replace('+', '_')}.png"), dpi=90)
        plt.close(fig)


def main():
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("csv")
    p.add_argument("-o", "--out", default="plots", help="folder of the PNG files")
    p.add_argument("--markdown", action="store_true", help="print Markdown tables, no plots")
    p.add_argument("--types", help="only these rows, comma-separated (dgemm,dtrsm,...)")
    args = p.parse_args()
    groups = read(args.csv)
    if args.types:
        keep = set(args.types.split(","))
        groups = OrderedDict((k, v) for k, v in groups.items() if k[0] in keep)
    if args.markdown:
        markdown(groups, sys.stdout)
    else:
        plot(groups, args.out)
    return 0


if __name__ == "__main__":
    sys.exit(main())
