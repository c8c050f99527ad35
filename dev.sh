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
    if ! DEBIAN_FRONTEND=noninteractive "${sudo[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}"; then
        echo "dev.sh: apt-get could not install: ${missing[*]}" >&2
    fi
    local still=()
    for pkg in "${missing[@]}"; do
        dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q "install ok installed" || still+=("$pkg")
    done
    if [ ${#still[@]} -ne 0 ]; then
        echo "dev.sh: missing Debian package(s): ${still[*]} (listed in packaging/build-deps.txt)." >&2
        echo "        Install them with: apt-get install --no-install-recommends ${still[*]}" >&2
        exit 1
    fi
}

# Configure, and when CMake cannot find a dependency, say which Debian package provides it.
configure() {
    local log
    log=$(mktemp)
    if ! cmake --preset "$1" >"$log" 2>&1; then
        cat "$log" >&2
        echo "dev.sh: configuring failed." >&2
        grep -o 'dependency [A-Za-z0-9_]* could not be found\|provided by "[A-Za-z0-9_]*"' "$log" | sort -u | sed 's/^/        /' >&2 || true
        echo "        Every package the build needs is in packaging/build-deps.txt; check that each is installed" >&2
        echo "        (dpkg -s PACKAGE). Qt6 CMake modules: Qt6OpenGL comes from libqt6opengl6-dev, Qt6Charts" >&2
        echo "        from qt6-charts-dev, Qt6Svg from qt6-svg-dev, Qt6LinguistTools from qt6-tools-dev." >&2
        rm -f "$log"
        exit 1
    fi
    rm -f "$log"
}

jobs=$(( $(nproc) < 2 ? 1 : 2 ))

case "${1:-}" in
launch)
    shift
    install_missing_packages
    configure release
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
    configure dev
    cmake --build --preset dev -j "$jobs"
    ctest --preset dev
    if [ -x .ci/fuzz ]; then .ci/fuzz 60; fi
    ;;
*)
    echo "usage: ./dev.sh launch [PRESET] | ./dev.sh test" >&2
    exit 2
    ;;
esac
