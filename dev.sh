#!/usr/bin/env bash
# Breakeven's front door (see README.md):
#   ./dev.sh launch [PRESET]   install what is missing, build (release), open the window
#   ./dev.sh test              install what is missing, build (dev: warnings are errors), run every test
# Runs on a fresh Debian 12 machine as root (or with sudo); packages: packaging/build-deps.txt.
set -euo pipefail
cd "$(dirname "$(readlink -f "$0")")"

install_missing_packages() {
    local wanted missing=()
    mapfile -t wanted < <(grep -v '^\s*#' packaging/build-deps.txt | grep -v '^\s*$')
    for pkg in "${wanted[@]}"; do
        dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q "install ok installed" || missing+=("$pkg")
    done
    [ ${#missing[@]} -eq 0 ] && return 0
    echo "dev.sh: installing missing packages: ${missing[*]}"
    local sudo=()
    [ "$(id -u)" -eq 0 ] || sudo=(sudo)
    "${sudo[@]}" apt-get update -qq
    DEBIAN_FRONTEND=noninteractive "${sudo[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}"
}

jobs=$(( $(nproc) < 2 ? 1 : 2 ))

case "${1:-}" in
launch)
    shift
    install_missing_packages
    cmake --preset release >/dev/null
    cmake --build --preset release -j "$jobs"
    if [ -z "${DISPLAY:-}" ] && [ -z "${WAYLAND_DISPLAY:-}" ]; then
        echo "dev.sh: no display found; printing the default report instead of opening the window." >&2
        echo "        (run 'xvfb-run -a ./dev.sh launch' for a virtual display)" >&2
        exec build/release/app/breakeven report "${1:-default}"
    fi
    exec build/release/app/breakeven "$@"
    ;;
test)
    install_missing_packages
    cmake --preset dev >/dev/null
    cmake --build --preset dev -j "$jobs"
    ctest --preset dev
    if [ -x .ci/fuzz ]; then .ci/fuzz 60; fi
    ;;
*)
    echo "usage: ./dev.sh launch [PRESET] | ./dev.sh test" >&2
    exit 2
    ;;
esac
