#!/usr/bin/python3
"""Writes fortran/bblas_c.f90, the bind(C) layer of the Fortran module, from the public C headers.

The C headers are the one source of every routine's name and arguments: this script reads their
prototypes, enumerations and integer macros and writes
  - module bblas_c: the enumerations and integer macros as named constants of the same values,
    and one bind(C) interface per C routine (same name, same argument names);
  - modules bblas_c_r32, bblas_c_r64, bblas_c_c32, bblas_c_c64: the routines of one type under
    their names without the type suffix (BLAS_gemm_batched_strided for ..._r64 in bblas_c_r64),
    and that type's kind `wp`, for the natural layer written once over the kind
    (fortran/bblas_natural.inc).

Argument translation, one rule per C form:
  T x          (by value)            T, value :: x
  T *x         (array or out scalar) T, intent(inout) :: x(*)   (intent(in) when const)
  T *const *x  (array of pointers)   type(c_ptr), intent(in) :: x(*)
with T: int64_t -> integer(c_int64_t); an enumeration -> integer(c_int); float, double ->
real(c_float), real(c_double); bblas_complex_float/double -> complex(c_float_complex/
c_double_complex); bblas_half -> integer(c_int16_t), the bits of each half (gfortran has no
real(kind=2)); bblas_complex_half -> integer(c_int32_t), one per element, its two halves (real
first in memory). The half routines have natural-layer modules too (r16, c16: scalars in single
precision). A routine returning int64_t is a function of that type; one returning
`const char *` is a function returning type(c_ptr), named <name>_c (module bblas wraps it in a
function of the C name that returns a Fortran string).

    python3 tools/gen_fortran.py            # rewrites fortran/bblas_c.f90
    python3 tools/gen_fortran.py --check    # exit status 1 if the committed file is stale
"""
import argparse
import os
import re
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
HEADERS = ["include/bblas.h", "include/bblas/c_level12.h", "include/bblas/c_lapack.h",
           "include/bblas_flat.h", "include/bblas/version.h"]
OUTPUT = "fortran/bblas_c.f90"

SCALARS = {
    "int64_t": ("integer(c_int64_t)", "c_int64_t"),
    "float": ("real(c_float)", "c_float"),
    "double": ("real(c_double)", "c_double"),
    "bblas_complex_float": ("complex(c_float_complex)", "c_float_complex"),
    "bblas_complex_double": ("complex(c_double_complex)", "c_double_complex"),
    # gfortran has no real(kind=2): half-precision matrices are their 16-bit patterns (issue 19)
    "bblas_half": ("integer(c_int16_t)", "c_int16_t"),
    "bblas_complex_half": ("integer(c_int32_t)", "c_int32_t"),
}
KINDS = {  # type suffix -> the kind of its scalars (half precision: single)
    "r32": "c_float", "r64": "c_double", "c32": "c_float", "c64": "c_double", "r16": "c_float",
    "c16": "c_float",
}
# Macros whose names differ only in case from a routine (Fortran names are case-insensitive).
RENAMED_MACROS = {"BBLAS_VERSION": "BBLAS_VERSION_NUMBER"}
LINE = 100  # wrap generated lines before this column (free form allows 132)


def strip_comments(text):
    return re.sub(r"/\*.*?\*/", " ", text, flags=re.S)


def parse_constants(text, enum_types):
    """Named integer constants in header order: (name, Fortran type, value expression)."""
    constants = []
    known = {}
    # typedef enum NAME BBLAS_ENUM_BASE { A = 1, ... } NAME;  and  enum { A = -1, ... };
    for m in re.finditer(r"(typedef\s+)?enum\s*(\w*)\s*(?:BBLAS_ENUM_BASE)?\s*\{([^}]*)\}\s*(\w*)\s*;", text):
        typed = bool(m.group(1))
        if typed:
            enum_types.add(m.group(4))
        # A typed enumeration is passed to C as an int; the anonymous one holds info modes,
        # which live in int64_t info arrays.
        ftype = "integer(c_int)" if typed else "integer(c_int64_t)"
        for item in m.group(3).split(","):
            item = item.strip()
            if not item:
                continue
            name, value = [s.strip() for s in item.split("=")]
            constants.append((name, ftype, value))
            known[name] = ftype
    return constants, known


def parse_macros(lines, known):
    """#define NAME <expression of integers and known constants> -> constants; others skipped."""
    constants = []
    for line in lines:
        m = re.match(r"\s*#\s*define\s+(\w+)\s+(.+?)\s*$", line)
        if not m:
            continue
        name, value = m.group(1), m.group(2)
        if not re.fullmatch(r"[\w\s()+*-]+", value):
            continue
        idents = re.findall(r"[A-Za-z_]\w*", value)
        if any(i not in known for i in idents):
            continue
        if idents and len(idents) == 1 and value.strip() == idents[0]:
            ftype = known[idents[0]]  # an alias (BatchNoTrans for BlasNoTrans)
        elif idents:
            ftype = "integer"  # an expression of other macros (the version number)
        else:
            ftype = "integer(c_int64_t)" if value.strip().startswith("(-") else "integer"
        name = RENAMED_MACROS.get(name, name)
        constants.append((name, ftype, value))
        known[name] = ftype
    return constants


def parse_param(param, enum_types):
    """One C parameter -> (name, declaration before '::', kinds it needs, array bounds or '')."""
    param = " ".join(param.replace("*", " * ").split())
    tokens = param.split()
    name = tokens[-1]
    stars = tokens.count("*")
    is_const = tokens[0] == "const"
    base = [t for t in tokens[:-1] if t not in ("const", "*")]
    assert len(base) == 1, param
    base = base[0]
    if base in enum_types:
        ftype, kind = "integer(c_int)", "c_int"
    elif base in SCALARS:
        ftype, kind = SCALARS[base]
    else:
        raise SystemExit(f"gen_fortran.py: no Fortran type for C parameter '{param}'")
    if stars == 0:
        return name, f"{ftype}, value", {kind}, ""
    if stars == 1:
        return name, f"{ftype}, intent({'in' if is_const else 'inout'})", {kind}, "(*)"
    if stars == 2:
        return name, "type(c_ptr), intent(in)", {"c_ptr"}, "(*)"
    raise SystemExit(f"gen_fortran.py: unexpected C parameter '{param}'")


def parse_routines(text, source, enum_types):
    routines = []
    for m in re.finditer(r"(void|int64_t|const\s+char\s*\*)\s*(\w+)\s*\(([^)]*)\)\s*;", text):
        ret, name, params = " ".join(m.group(1).split()), m.group(2), m.group(3).strip()
        args = [] if params in ("", "void") else [parse_param(p, enum_types) for p in params.split(",")]
        routines.append({"ret": ret, "name": name, "args": args, "source": source})
    return routines


def wrap(first, items, indent, close=")"):
    """first + items joined by ', ', continued with & before LINE columns."""
    lines, cur = [], first
    for i, item in enumerate(items):
        piece = item + (", " if i + 1 < len(items) else close)
        if len(cur) + len(piece) > LINE:
            lines.append(cur.rstrip() + " &")
            cur = " " * (indent + 4) + piece
        else:
            cur += piece
    if not items:
        cur += close
    lines.append(cur)
    return lines


def interface(r):
    name, ret = r["name"], r["ret"]
    kinds = set()
    decls = []
    for aname, decl, k, bounds in r["args"]:
        kinds |= k
        decls.append(f"{decl} :: {aname}{bounds}")
    arg_names = [a[0] for a in r["args"]]
    suffix = f" bind(C, name='{name}')"
    if ret == "void":
        head, end, fname = "subroutine", "end subroutine", name
    else:
        head, end = "function", "end function"
        if ret == "int64_t":
            kinds.add("c_int64_t")
            rtype = "integer(c_int64_t)"
        else:
            kinds.add("c_ptr")
            rtype = "type(c_ptr)"
        fname = name if ret == "int64_t" else name + "_c"
        decls.append(f"{rtype} :: {fname}")
    lines = wrap(f"    {head} {fname}(", arg_names, 4, ")" + suffix)
    if kinds:
        lines.append("      import :: " + ", ".join(sorted(kinds)))
    lines += ["      " + d for d in decls]
    lines.append(f"    {end} {fname}")
    return lines


def generate():
    enum_types = set()
    constants, routines = [], []
    known = {}
    for rel in HEADERS:
        with open(os.path.join(ROOT, rel)) as f:
            raw = f.read()
        text = strip_comments(raw)
        consts, k = parse_constants(text, enum_types)
        known.update(k)
        constants.append((rel, consts + parse_macros(text.splitlines(), known)))
        routines += parse_routines(text, rel, enum_types)

    # Fortran names are case-insensitive: no two entities may differ only in case.
    seen = {}
    for _, consts in constants:
        for c in consts:
            seen.setdefault(c[0].lower(), []).append(c[0])
    for r in routines:
        fname = r["name"] if r["ret"] in ("void", "int64_t") else r["name"] + "_c"
        seen.setdefault(fname.lower(), []).append(r["name"])
    clashes = [v for v in seen.values() if len(v) > 1]
    if clashes:
        raise SystemExit(f"gen_fortran.py: names that differ only in case: {clashes}")

    out = [
        "! Generated by tools/gen_fortran.py from the C headers: do not edit. After changing one of",
    ] + ["!   " + h for h in HEADERS] + [
        "! run `python3 tools/gen_fortran.py`; the test fortran_generated_current fails while this",
        "! file is stale.",
        "!",
        "! Module bblas_c: every C routine of bblas as a bind(C) interface of the same name and argument",
        "! names, and the enumerations and integer macros as named constants of the same values (see",
        "! the headers for what each routine computes). Modules bblas_c_<type>: the routines of one",
        "! type without their type suffix, for the natural layer (fortran/bblas_natural.inc).",
        "module bblas_c",
        "  use, intrinsic :: iso_c_binding, only: c_int, c_int16_t, c_int32_t, c_int64_t, c_float, &",
        "      c_double, c_float_complex, c_double_complex, c_ptr",
        "  implicit none",
        "  private :: c_int, c_int16_t, c_int32_t, c_int64_t, c_float, c_double, c_float_complex, &",
        "      c_double_complex, c_ptr",
    ]
    for rel, consts in constants:
        if not consts:
            continue
        out.append("")
        out.append(f"  ! {rel}")
        for name, ftype, value in consts:
            out.append(f"  {ftype}, parameter :: {name} = {value}")
    out.append("")
    out.append("  interface")
    source = None
    for r in routines:
        if r["source"] != source:
            source = r["source"]
            out.append(f"    ! {source}")
        out += interface(r)
    out.append("  end interface")
    out.append("end module bblas_c")

    for suffix, kind in KINDS.items():
        names = [r["name"] for r in routines if r["name"].endswith("_" + suffix)]
        renames = [f"{n[: -len(suffix) - 1]} => {n}" for n in names]
        out.append("")
        out.append(f"module bblas_c_{suffix}")
        out += wrap("  use bblas_c, only: ", renames, 2, "")
        out.append(f"  use, intrinsic :: iso_c_binding, only: wp => {kind}")
        out.append("  implicit none")
        out.append(f"end module bblas_c_{suffix}")
    return "\n".join(out) + "\n"


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--check", action="store_true", help="compare with the committed file only")
    ap.add_argument("--output", default=os.path.join(ROOT, OUTPUT), help="file to write or check")
    args = ap.parse_args()
    text = generate()
    if args.check:
        with open(args.output) as f:
            if f.read() != text:
                print(f"{args.output} is stale: run python3 tools/gen_fortran.py", file=sys.stderr)
                return 1
        print(f"{args.output} is current")
        return 0
    with open(args.output, "w") as f:
        f.write(text)
    return 0


if __name__ == "__main__":
    sys.exit(main())
