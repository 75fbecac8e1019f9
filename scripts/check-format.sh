#!/usr/bin/env bash
# Checks that Swift files follow .swift-format (Hummingbird's settings: 4 spaces, 150
# columns), without changing them. With no arguments: every Swift file of the project
# except generated golden files and build folders. Fix with:
#   swift format format --in-place $(scripts/check-format.sh --list)
set -euo pipefail
cd "$(dirname "$0")/.."

project_files() {
    git ls-files --cached --others --exclude-standard -- '*.swift' \
        | grep -v -e '/Fixtures/' -e '^scripts/fixtures/' -e '/golden/'
}

if [ "${1:-}" = "--list" ]; then
    project_files
    exit 0
fi
if [ $# -gt 0 ]; then
    files=("$@")
else
    mapfile -t files < <(project_files)
fi
if swift format lint --strict --configuration .swift-format "${files[@]}"; then
    echo "format: ${#files[@]} files follow .swift-format"
else
    echo "format: files above do not follow .swift-format; run: swift format format --in-place \$(scripts/check-format.sh --list)" >&2
    exit 1
fi
