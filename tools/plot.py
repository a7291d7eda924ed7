#!/usr/bin/python3
"""Draws bblas-tester's CSV (--csv FILE) as PNG plots and Markdown tables.

One plot per (routine, type, options, layout, batch): GFLOP/s against the size, one line per
implementation timed, the roofline of every size as a dashed line; a filled marker is a case
whose operands exceed the last-level cache ("mem"), a hollow one a case that fits ("cache").

    /usr/bin/python3 tools/plot.py results.csv -o plots/           # PNG files
    /usr/bin/python3 tools/plot.py results.csv --markdown          # tables on stdout
"""
import argparse
import csv
import os
import sys
from collections import OrderedDict

OPTION_COLUMNS = ("transA", "transB", "side", "uplo", "trans", "diag")


def implementations(header):
    """Implementation names in column order: every prefix of a *_gflops column."""
    return [c[: -len("_gflops")] for c in header if c.endswith("_gflops") and c != "roofline_gflops"]


def size_of(row):
    """The size a row is plotted at: n, else m (the routine's first dimension it takes)."""
    for key in ("n", "m", "k"):
        if row.get(key):
            return int(row[key])
    return 0


def shape_text(row):
    dims = [row[k] for k in ("m", "n", "k") if row.get(k)]
    return "x".join(dims)


def batch_text(row):
    if row.get("batch_bytes"):
        return ">= %d MiB" % (int(row["batch_bytes"]) >> 20)
    return "batch %s" % row["batch"]


def group_key(row):
    options = " ".join("%s=%s" % (k, row[k]) for k in OPTION_COLUMNS if row.get(k))
    scalars = ""
    if row.get("alpha") or row.get("beta"):
        scalars = "alpha=%s beta=%s" % (row.get("alpha") or "default", row.get("beta") or "default")
    return (row["routine"], row["type"], row["layout"], options, scalars, batch_text(row))


def file_name(key):
    routine, typ, layout, options, scalars, batch = key
    parts = [routine, typ]
    if layout != "c":
        parts.append("row")
    parts += [o.replace("=", "") for o in options.split()]
    parts.append("mem" if batch.startswith(">=") else batch.replace("batch ", "b"))
    return "_".join(parts) + ".png"


def title(key):
    routine, typ, layout, options, scalars, batch = key
    words = ["%s%s" % (typ, routine), "col-major" if layout == "c" else "row-major"]
    words += [w for w in (options, scalars, batch) if w]
    return ", ".join(words)


def read(paths):
    groups = OrderedDict()
    names = []
    for path in paths:
        with open(path, newline="") as f:
            reader = csv.DictReader(f)
            for name in implementations(reader.fieldnames):
                if name not in names:
                    names.append(name)
            for row in reader:
                groups.setdefault(group_key(row), []).append(row)
    for rows in groups.values():
        rows.sort(key=size_of)
    return groups, names


def number(text):
    return float(text) if text not in (None, "") else None


def plot(groups, names, outdir):
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    os.makedirs(outdir, exist_ok=True)
    written = []
    for key, rows in groups.items():
        fig, ax = plt.subplots(figsize=(8, 5))
        sizes = [size_of(r) for r in rows]
        for i, name in enumerate(names):
            points = [(size_of(r), number(r.get(name + "_gflops")), r["data"]) for r in rows]
            points = [p for p in points if p[1] is not None]
            if not points:
                continue
            color = "C%d" % i
            ax.plot([p[0] for p in points], [p[1] for p in points], "-", color=color,
                    label=name.replace("_", ":", 1) if name.startswith("bblas_") else name)
            for x, y, data in points:
                ax.plot([x], [y], "o", color=color,
                        markerfacecolor=color if data == "mem" else "white")
        roof = [(size_of(r), number(r["roofline_gflops"])) for r in rows]
        roof = [p for p in roof if p[1] is not None]
        if roof:
            ax.plot([p[0] for p in roof], [p[1] for p in roof], "--", color="black",
                    label="roofline")
        ax.set_xscale("log", base=2)
        ax.set_xticks(sizes)
        ax.set_xticklabels([str(s) for s in sizes])
        ax.set_xlabel("n (filled marker: operands in memory, hollow: in cache)")
        ax.set_ylabel("GFLOP/s")
        ax.set_ylim(bottom=0)
        ax.set_title(title(key), fontsize=10)
        ax.grid(True, alpha=0.3)
        ax.legend(fontsize=8)
        fig.tight_layout()
        path = os.path.join(outdir, file_name(key))
        fig.savefig(path, dpi=100)
        plt.close(fig)
        written.append(path)
    return written


def markdown(groups, names, out, images=None):
    for key, rows in groups.items():
        present = [n for n in names if any(r.get(n + "_gflops") or r.get(n + "_status") for r in rows)]
        out.write("#### %s\n\n" % title(key))
        head = ["size", "batch", "data", "roofline GF/s"]
        head += ["%s GF/s (%% roof)" % (n.replace("_", ":", 1) if n.startswith("bblas_") else n)
                 for n in present]
        # The targets are ratios of the standard API to the peers, measured in one run.
        ratios = [p for p in ("openblas", "xsmm") if "bblas_c" in present and p in present]
        head += ["bblas:c / %s" % p for p in ratios]
        out.write("| " + " | ".join(head) + " |\n")
        out.write("|" + "---:|" * len(head) + "\n")
        for r in rows:
            roof = number(r["roofline_gflops"])
            cells = [shape_text(r), r["batch"], r["data"], "%.1f" % roof if roof else "-"]
            for n in present:
                g, pct, status = r.get(n + "_gflops"), r.get(n + "_roofline_pct"), r.get(n + "_status")
                if g:
                    cell = ("%.2f" if float(g) >= 1 else "%.3g") % float(g)
                    if pct:
                        cell += " (%.0f%%)" % float(pct)
                    if status == "FAILED":
                        cell += " FAILED"
                else:
                    cell = status or "-"
                cells.append(cell)
            for p in ratios:
                mine, theirs = number(r.get("bblas_c_gflops")), number(r.get(p + "_gflops"))
                cells.append("%.2f" % (mine / theirs) if mine and theirs else "-")
            out.write("| " + " | ".join(cells) + " |\n")
        notes = sorted({"%s: %s" % (n, r[n + "_note"]) for n in present for r in rows
                        if r.get(n + "_status") == "n/a" and r.get(n + "_note")})
        if notes:
            out.write("\n" + "".join("n/a %s  \n" % s for s in notes))
        if images is not None:
            out.write("\n![%s](%s)\n" % (title(key), "/".join(p for p in (images, file_name(key)) if p)))
        out.write("\n")


def main():
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("csv", nargs="+", help="bblas-tester --csv files")
    p.add_argument("-o", "--outdir", default=".", help="where the PNG files go (default .)")
    p.add_argument("--markdown", action="store_true", help="print Markdown tables, no plots")
    p.add_argument("--images", metavar="PREFIX",
                   help="with --markdown: link each table's plot as PREFIX/<file>.png")
    args = p.parse_args()
    groups, names = read(args.csv)
    if not groups:
        sys.exit("no rows in " + ", ".join(args.csv))
    if args.markdown:
        markdown(groups, names, sys.stdout, args.images)
    else:
        for path in plot(groups, names, args.outdir):
            print(path)


if __name__ == "__main__":
    main()
