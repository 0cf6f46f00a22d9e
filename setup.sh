#!/usr/bin/env bash
# TCP Workbench set-up, for a fresh Debian 12 machine (see README.md):
#
#   ./setup.sh         install what is missing, build, open the workbench on a sample
#   ./setup.sh test    install what is missing, build, run every test headless
#
# Both are idempotent: packages already installed are not touched, and an
# up-to-date build does nothing.
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")"
readonly ROOT=$PWD
readonly BUILD=${TCPWB_BUILD_DIR:-$ROOT/build}
readonly ASAN_BUILD=${TCPWB_ASAN_BUILD_DIR:-$ROOT/build-asan}
readonly JOBS=${TCPWB_JOBS:-$(nproc)}
readonly SAMPLE=$ROOT/samples/constant-addition.tcpwb.json

# Debian packages: the toolchain, Qt 6 (with SVG for exporting views),
# QCustomPlot, fmt, CLI11, JSON, a Hangul font and Qt's own translations for
# the Korean translation,
# and what the tests need (xvfb for a display, clang for the fuzzer, python3
# for the conformance runner, clang-format and clang-tidy for the lint tests).
readonly PACKAGES=(
    build-essential cmake ninja-build pkg-config python3
    qt6-base-dev qt6-svg-dev qt6-tools-dev qt6-tools-dev-tools qt6-l10n-tools libgl1-mesa-dev
    libqcustomplot-dev libfmt-dev libcli11-dev nlohmann-json3-dev
    xvfb xauth clang libclang-rt-14-dev clang-format clang-tidy fonts-nanum qt6-translations-l10n
)

log() { printf '\033[1m==> %s\033[0m\n' "$*"; }

install_missing_packages() {
    local missing=()
    for pkg in "${PACKAGES[@]}"; do
        dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q "install ok installed" || missing+=("$pkg")
    done
    if ((${#missing[@]} == 0)); then
        log "all ${#PACKAGES[@]} Debian packages are installed"
        return
    fi
    log "installing ${missing[*]}"
    local sudo=()
    if ((EUID != 0)); then
        command -v sudo >/dev/null || { echo "need root or sudo to install: ${missing[*]}" >&2; exit 1; }
        sudo=(sudo)
    fi
    "${sudo[@]}" env DEBIAN_FRONTEND=noninteractive apt-get update -qq
    "${sudo[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}"
}

# configure DIR [cmake options...]
configure() {
    local dir=$1
    shift
    if [[ ! -f $dir/build.ninja ]]; then
        log "configuring $dir"
        cmake -S "$ROOT" -B "$dir" -G Ninja "$@"
    fi
}

# build DIR [targets...]: everything when no target is named
build() {
    local dir=$1
    shift
    local targets=()
    (($# > 0)) && targets=(--target "$@")
    log "building ${*:-everything} in $dir"
    cmake --build "$dir" -j "$JOBS" "${targets[@]}"
}

open_workbench() {
    local gui=$BUILD/app/gui/tcpwb
    if [[ -z ${DISPLAY:-} && -z ${WAYLAND_DISPLAY:-} ]]; then
        local shot=$BUILD/tcpwb-sample.png
        log "no display here: rendering the workbench to $shot instead"
        QT_QPA_PLATFORM=offscreen "$gui" --screenshot "$shot" "$SAMPLE"
        echo "open it with an image viewer, or run $gui on a machine with a display"
        return
    fi
    log "opening the workbench on $(basename "$SAMPLE")"
    exec "$gui" "$SAMPLE"
}

# The tests run once, on a build instrumented with AddressSanitizer and
# UndefinedBehaviorSanitizer (Debug at -O1, the core and CLI unity-built):
# one build instead of a release build plus a sanitizer build keeps CI well
# inside its time limit, and every suite, GUI included, runs under both.
# Shared libraries and line-table debug information (-g1, enough for the
# sanitizers' stack traces) keep the build's disk use to a few gigabytes.
run_tests() {
    configure "$ASAN_BUILD" -DTCPWB_SANITIZE=ON -DTCPWB_UNITY=ON -DTCPWB_SHARED_LIBS=ON -DTCPWB_WERROR=ON \
        -DCMAKE_BUILD_TYPE=Debug -DCMAKE_CXX_FLAGS_DEBUG=-g1
    build "$ASAN_BUILD"
    log "running the test suite under AddressSanitizer and UBSan (Qt Test suites, CLI contract, the manual's conformance cases)"
    # intercept_tls_get_addr=0: GCC 12's LeakSanitizer records a bogus range
    # for the dynamic TLS of libjpeg (loaded with Qt's image plugins) and, in
    # about one run in four, its exit-time scan of that range crashes
    # ("Tracer caught signal 11" in ScanRangeForPointers). Off, it scans
    # static TLS only: memory held only from dynamic TLS would be reported as
    # a leak (a visible failure), never missed.
    ASAN_OPTIONS=detect_leaks=1:abort_on_error=1:intercept_tls_get_addr=0 UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1 \
        QT_QPA_PLATFORM=offscreen ctest --test-dir "$ASAN_BUILD" --output-on-failure -j "$JOBS"
}

main() {
    local mode=${1:-open}
    case $mode in
        open | test) ;;
        *) echo "usage: $0 [test]" >&2; exit 2 ;;
    esac
    install_missing_packages
    if [[ $mode == test ]]; then
        run_tests
    else
        # Only what opening the workbench needs: the tests are `./setup.sh test`'s.
        configure "$BUILD" -DCMAKE_BUILD_TYPE=RelWithDebInfo
        build "$BUILD" tcpwb tcpwb-cli
        open_workbench
    fi
}

main "$@"
