#!/usr/bin/env bash
# Installs bblas into a scratch prefix and proves that the installed package works for a
# consumer: builds examples/ against it through pkg-config (examples/Makefile, and the one-line
# command of the README) and through find_package (examples/CMakeLists.txt, and a project with
# only C enabled), each against the shared and the static library, and runs every program.
# Where the build has the Fortran module (bblas_fortran.pc installed), the Fortran example is
# built and run the same ways (always against the shared libbblas_fortran).
# Any failure stops the script with a message and a non-zero status.
#
# Usage: tests/install/check_install.sh [options]
#   --build-dir DIR      install from this build directory, built already (under CTest the
#                        build being tested); without it, a fresh library-only build is
#                        configured and built in the work directory
#   --work-dir DIR       scratch directory, emptied first (default: a new temporary directory);
#                        removed after a success unless --keep
#   --extra-flags FLAGS  added to every compile and link of the examples (for example the
#                        sanitizer flags the library was built with)
#   --keep               keep the work directory
# Registered with CTest as install_and_examples (top-level CMakeLists.txt).
set -euo pipefail

src=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
build_dir="" work_dir="" extra_flags="" keep=0
while [ $# -gt 0 ]; do
    case "$1" in
        "") ;;  # an empty generator expression from CTest
        --build-dir) build_dir=$2; shift ;;
        --build-dir=*) build_dir=${1#*=} ;;
        --work-dir) work_dir=$2; shift ;;
        --work-dir=*) work_dir=${1#*=} ;;
        --extra-flags) extra_flags=$2; shift ;;
        --extra-flags=*) extra_flags=${1#*=} ;;
        --keep) keep=1 ;;
        -h|--help) sed -n '2,/^set -euo/p' "$0" | sed '$d; s/^# \{0,1\}//'; exit 0 ;;
        *) echo "check_install.sh: unknown argument '$1' (see --help)" >&2; exit 2 ;;
    esac
    shift
done

step_name="start"
step() { step_name=$*; echo; echo "=== $*"; }
fail() { echo "check_install.sh: FAILED: $*" >&2; exit 1; }
on_exit() {
    local rc=$1
    [ "$rc" -eq 0 ] ||
        echo "check_install.sh: FAILED (status $rc) at: $step_name${work_dir:+ (files kept in $work_dir)}" >&2
}
trap 'on_exit $?' EXIT
# Runs a command quietly into a log file; on failure shows the log and stops.
quiet() {
    local log=$1; shift
    if ! "$@" >"$log" 2>&1; then
        echo "--- $*" >&2
        tail -n 60 "$log" >&2
        fail "$step_name: command failed (full log: $log)"
    fi
}
# The run-time libraries of a program: the bblas one must (shared) or must not (static) be there.
expect_linked() {  # program, shared|static
    local deps
    deps=$(ldd "$1") || fail "ldd $1"
    if [ "$2" = shared ]; then
        grep -q "=> $libdir/libbblas\.so" <<<"$deps" ||
            fail "$1 does not load $libdir/libbblas.so:"$'\n'"$deps"
    elif grep -q "libbblas" <<<"$deps"; then
        fail "$1 is linked statically but loads a shared libbblas:"$'\n'"$deps"
    fi
}
run_prog() {  # program; its output is shown, its status must be 0
    echo "--- $1"
    "$1" || fail "$1 exited with status $?"
}

if [ -z "$work_dir" ]; then
    work_dir=$(mktemp -d "${TMPDIR:-/tmp}/bblas-install-test.XXXXXX")
else
    rm -rf "$work_dir"
    mkdir -p "$work_dir"
    work_dir=$(cd "$work_dir" && pwd)
fi
prefix=$work_dir/prefix
jobs=$(nproc 2>/dev/null || echo 2)

# Compilers: those of the build (the examples may share its sanitizer run-time), else cc/c++.
cache_var() {
    [ -n "$build_dir" ] && [ -f "$build_dir/CMakeCache.txt" ] &&
        sed -n "s/^$1:[A-Z]*=//p" "$build_dir/CMakeCache.txt" | head -n 1
}
cc=${CC:-$(cache_var CMAKE_C_COMPILER || true)}; cc=${cc:-cc}
cxx=${CXX:-$(cache_var CMAKE_CXX_COMPILER || true)}; cxx=${cxx:-c++}
fc=${FC:-$(cache_var CMAKE_Fortran_COMPILER || true)}; fc=${fc:-gfortran}
echo "source $src, work directory $work_dir, compilers $cc and $cxx${extra_flags:+, extra flags $extra_flags}"

if [ -n "$build_dir" ]; then
    build_dir=$(cd "$build_dir" && pwd)
    [ -f "$build_dir/cmake_install.cmake" ] || fail "$build_dir is not a configured build directory"
else
    build_dir=$work_dir/build
    step "configure and build a fresh library-only build in $build_dir"
    quiet "$work_dir/configure.log" cmake -S "$src" -B "$build_dir" -DCMAKE_BUILD_TYPE=Release \
        -DBBLAS_BUILD_TESTS=OFF -DBBLAS_BUILD_TESTER=OFF
    quiet "$work_dir/build.log" cmake --build "$build_dir" -j "$jobs"
fi

step "install into $prefix"
quiet "$work_dir/install.log" cmake --install "$build_dir" --prefix "$prefix"
pc_file=$(find "$prefix" -name bblas.pc -path '*/pkgconfig/*' | head -n 1)
config_file=$(find "$prefix" -name bblasConfig.cmake | head -n 1)
[ -n "$pc_file" ] || fail "no bblas.pc installed"
[ -n "$config_file" ] || fail "no bblasConfig.cmake installed"
for f in include/bblas.h include/bblas.hh include/bblas/level3.hh; do
    [ -f "$prefix/$f" ] || fail "$f not installed"
done
PKG_CONFIG_PATH=$(dirname "$pc_file")
export PKG_CONFIG_PATH
libdir=$(pkg-config --variable=libdir bblas) || fail "pkg-config cannot read $pc_file"
for f in libbblas.so libbblas.a; do
    [ -f "$libdir/$f" ] || fail "$libdir/$f not installed"
done
[ "$(pkg-config --variable=prefix bblas)" = "$prefix" ] ||
    fail "bblas.pc names prefix $(pkg-config --variable=prefix bblas), installed to $prefix"
echo "bblas.pc:"; sed 's/^/    /' "$pc_file"
echo "pkg-config --cflags --libs bblas:  $(pkg-config --cflags --libs bblas)"
echo "pkg-config --static --libs bblas:  $(pkg-config --static --libs bblas)"
# The Fortran module, when the build has it: bblas.mod and libbblas_fortran.so beside the rest.
fortran=0
fortran_progs=()
if pkg-config --exists bblas_fortran; then
    fortran=1
    fortran_progs=(batched_fortran)
    [ -f "$libdir/libbblas_fortran.so" ] || fail "$libdir/libbblas_fortran.so not installed"
    [ -f "$prefix/include/bblas/fortran/bblas.mod" ] || fail "include/bblas/fortran/bblas.mod not installed"
    echo "pkg-config --cflags --libs bblas_fortran:  $(pkg-config --cflags --libs bblas_fortran)"
fi

# C flags that keep the examples honest: strict C99 from a plain C compiler.
c_flags="-O2 -Wall -Wextra -pedantic -Werror $extra_flags"
cxx_flags="-O2 -Wall -Wextra -pedantic -Werror $extra_flags"

# The README's one-line commands, with the -pedantic -Werror of c_flags.
step "pkg-config, the README's one-line commands"
dir=$work_dir/oneline
mkdir -p "$dir"
# shellcheck disable=SC2046,SC2086
quiet "$dir/shared.log" "$cc" -std=c99 $c_flags "$src/examples/gemm_c.c" \
    $(pkg-config --cflags --libs bblas) -o "$dir/gemm_c_shared"
# shellcheck disable=SC2046,SC2086
quiet "$dir/static.log" "$cc" -std=c99 $c_flags "$src/examples/gemm_c.c" $(pkg-config --cflags bblas) \
    $(pkg-config --static --libs bblas | sed 's/-lbblas/-l:libbblas.a/') -o "$dir/gemm_c_static"
(   # no run path from the shared command: the library is found through LD_LIBRARY_PATH
    export LD_LIBRARY_PATH=$libdir${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}
    expect_linked "$dir/gemm_c_shared" shared
    run_prog "$dir/gemm_c_shared"
)
expect_linked "$dir/gemm_c_static" static
run_prog "$dir/gemm_c_static"
if [ "$fortran" = 1 ]; then
    # shellcheck disable=SC2046,SC2086
    quiet "$dir/fortran.log" "$fc" -O2 -Wall -Werror $extra_flags "$src/examples/batched_fortran.f90" \
        $(pkg-config --cflags --libs bblas_fortran) -o "$dir/batched_fortran"
    (
        export LD_LIBRARY_PATH=$libdir${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}
        expect_linked "$dir/batched_fortran" shared
        run_prog "$dir/batched_fortran"
    )
fi

for kind in shared static; do
    step "pkg-config, $kind library: examples/Makefile"
    dir=$work_dir/make-$kind
    mkdir -p "$dir"
    static=0; [ "$kind" = static ] && static=1
    quiet "$dir/build.log" make -C "$dir" -f "$src/examples/Makefile" STATIC=$static \
        CC="$cc" CXX="$cxx" CFLAGS="$c_flags" CXXFLAGS="$cxx_flags" LDFLAGS="$extra_flags" \
        all "${fortran_progs[@]}" FC="$fc" FFLAGS="-O2 -Wall -Werror $extra_flags"
    for prog in gemm_c gemm_cpp; do
        expect_linked "$dir/$prog" "$kind"
        run_prog "$dir/$prog"
    done
    for prog in "${fortran_progs[@]}"; do
        expect_linked "$dir/$prog" shared
        run_prog "$dir/$prog"
    done
done

for kind in shared static; do
    step "find_package, $kind library: examples/CMakeLists.txt"
    dir=$work_dir/cmake-$kind
    static=OFF; [ "$kind" = static ] && static=ON
    quiet "$dir.configure.log" cmake -S "$src/examples" -B "$dir" -DCMAKE_PREFIX_PATH="$prefix" \
        -DBBLAS_EXAMPLES_STATIC=$static -DCMAKE_C_COMPILER="$cc" -DCMAKE_CXX_COMPILER="$cxx" \
        -DCMAKE_Fortran_COMPILER="$fc" -DCMAKE_Fortran_FLAGS="$extra_flags" \
        -DCMAKE_C_FLAGS="$extra_flags" -DCMAKE_CXX_FLAGS="$extra_flags" \
        -DCMAKE_EXE_LINKER_FLAGS="$extra_flags" -DCMAKE_COMPILE_WARNING_AS_ERROR=ON
    found=$(sed -n 's/^bblas_DIR:PATH=//p' "$dir/CMakeCache.txt")
    [ "$found" = "$(dirname "$config_file")" ] ||
        fail "find_package(bblas) found '$found', not $(dirname "$config_file")"
    quiet "$dir.build.log" cmake --build "$dir" -j "$jobs" --verbose
    for prog in gemm_c gemm_cpp; do
        expect_linked "$dir/$prog" "$kind"
        run_prog "$dir/$prog"
    done
    for prog in "${fortran_progs[@]}"; do
        [ -x "$dir/$prog" ] || fail "find_package(bblas) gave no bblas::bblas_fortran: $prog not built"
        expect_linked "$dir/$prog" shared
        run_prog "$dir/$prog"
    done
done

# A consumer written in C only: bblasConfig.cmake must not need C++ enabled to load.
step "find_package from a project with only C enabled"
dir=$work_dir/c-only
mkdir -p "$dir/src"
cat >"$dir/src/CMakeLists.txt" <<EOF
cmake_minimum_required(VERSION 3.25)
project(bblas_c_only LANGUAGES C)
find_package(bblas REQUIRED)
add_executable(gemm_c_shared "$src/examples/gemm_c.c")
target_link_libraries(gemm_c_shared PRIVATE bblas::bblas)
add_executable(gemm_c_static "$src/examples/gemm_c.c")
target_link_libraries(gemm_c_static PRIVATE bblas::bblas_static)
EOF
quiet "$dir/configure.log" cmake -S "$dir/src" -B "$dir/build" -DCMAKE_PREFIX_PATH="$prefix" \
    -DCMAKE_C_COMPILER="$cc" -DCMAKE_C_FLAGS="$extra_flags" -DCMAKE_EXE_LINKER_FLAGS="$extra_flags"
quiet "$dir/build.log" cmake --build "$dir/build" -j "$jobs" --verbose
expect_linked "$dir/build/gemm_c_shared" shared
expect_linked "$dir/build/gemm_c_static" static
run_prog "$dir/build/gemm_c_shared"
run_prog "$dir/build/gemm_c_static"

step_name="done"
trap - EXIT
if [ "$keep" = 1 ]; then
    echo; echo "install test passed; files kept in $work_dir"
else
    rm -rf "$work_dir"
    echo; echo "install test passed"
fi
