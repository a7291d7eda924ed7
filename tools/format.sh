#!/usr/bin/env bash
# Formats bblas's C++ sources with clang-format (.clang-format at the top), or with --check
# lists the files that differ from it and fails. The C headers and C examples (*.h, *.c) keep
# their hand-laid C style: the public prototypes are aligned for reading, not by a tool.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
fmt=${CLANG_FORMAT:-clang-format}
mapfile -t files < <(git ls-files '*.cc' '*.hh' '*.cu' '*.cuh')
if [ "${1:-}" = "--check" ]; then
    bad=()
    for f in "${files[@]}"; do
        "$fmt" --dry-run --Werror "$f" >/dev/null 2>&1 || bad+=("$f")
    done
    if [ ${#bad[@]} -gt 0 ]; then
        printf 'not formatted (run tools/format.sh):\n'
        printf '  %s\n' "${bad[@]}"
        exit 1
    fi
    echo "formatted: ${#files[@]} files"
else
    "$fmt" -i "${files[@]}"
fi
