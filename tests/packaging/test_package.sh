#!/bin/bash
# Builds the Debian package from a build directory, unpacks it with dpkg -x into a scratch root
# and checks what it installs: the unpacked binary's --version and report on an unpacked preset,
# and the desktop integration files. lintian, appstreamcli, update-mime-database and
# desktop-file-validate are run when installed (packaging/build-deps.txt lists them as optional).
#
# Usage: test_package.sh BUILD_DIR SCRATCH_DIR EXPECTED_VERSION PRESET_COUNT
set -u
build=$1
scratch=$2
version=$3
presetCount=$4

failures=0
fail() { echo "FAIL: $*" >&2; failures=$((failures + 1)); }
check_file() { [ -f "$root/$1" ] || fail "the package does not install /$1"; }

rm -rf "$scratch" && mkdir -p "$scratch" || exit 1
cpack -G DEB --config "$build/CPackConfig.cmake" -B "$scratch/out" >"$scratch/cpack.log" 2>&1 \
    || { cat "$scratch/cpack.log" >&2; echo "FAIL: cpack -G DEB failed" >&2; exit 1; }
debs=("$scratch"/out/*.deb)
[ ${#debs[@]} -eq 1 ] && [ -f "${debs[0]}" ] || { echo "FAIL: expected one .deb in $scratch/out" >&2; exit 1; }
deb=${debs[0]}
root=$scratch/root
dpkg -x "$deb" "$root" || { echo "FAIL: dpkg -x $deb" >&2; exit 1; }

# The control fields: a maintainer, a section, dependencies computed from the binary's libraries.
[ "$(dpkg-deb -f "$deb" Package)" = breakeven ] || fail "Package is not breakeven"
[ "$(dpkg-deb -f "$deb" Section)" = utils ] || fail "Section: $(dpkg-deb -f "$deb" Section)"
dpkg-deb -f "$deb" Maintainer | grep -q '^The Breakeven developers <' \
    || fail "Maintainer: $(dpkg-deb -f "$deb" Maintainer)"
depends=$(dpkg-deb -f "$deb" Depends)
for lib in libqt6core6 libqt6widgets6 libqt6charts6 libc6 qt6-qpa-plugins; do
    grep -q "\b$lib\b" <<<"$depends" || fail "Depends lacks $lib: $depends"
done
dpkg-deb -f "$deb" Description | grep -q 'published scenarios and cite their sources' || fail "no long description"

# The unpacked program.
bin=$root/usr/bin/breakeven
[ -x "$bin" ] || { echo "FAIL: no executable /usr/bin/breakeven" >&2; exit 1; }
out=$("$bin" --version 2>&1)
[ "$out" = "breakeven $version" ] || fail "--version printed \"$out\", expected \"breakeven $version\""

presets=$root/usr/share/breakeven/presets
count=$(find "$presets" -maxdepth 1 -name '*.json' | wc -l)
[ "$count" -eq "$presetCount" ] \
    || fail "$count presets installed in /usr/share/breakeven/presets, expected $presetCount"
# The shipped comparison reads its presets beside it, wherever the package put them.
compared=$("$bin" compare "$presets/comparisons/imec-k3-vs-glm52.json" --samples 100 2>&1) \
    || fail "compare on the installed comparison failed: $compared"
echo "$compared" | grep -q 'GLM-5.2' || fail "the installed comparison does not show GLM-5.2: $compared"
report=$("$bin" report "$presets/kimi-k31-pro-8xb300-modal.json" 2>&1)
rc=$?
[ $rc -eq 0 ] || fail "report on the unpacked output-only preset exited with $rc: $report"
# The output-only preset's figures (docs/presets.md): $171.47 per output Mtok, break-even
# against APIYI's $10/Mtok at 1,578 tok/s.
grep -Eq '^  cost per output Mtok +\$171\.47$' <<<"$report" \
    || fail "report lacks \"cost per output Mtok \$171.47\": $report"
grep -Eq '^APIYI kimi-k3\.1-pro +\$10\.00 +1,578 ' <<<"$report" \
    || fail "report lacks APIYI's break-even of 1,578 tok/s: $report"
out=$("$bin" validate "$presets/china-b300-buy.json" 2>&1)
grep -q 'valid preset "8xB300 bought in China (depreciation + power)"' <<<"$out" || fail "validate printed: $out"
# The installed GPU catalog is read before the compiled-in one (core/catalog/shippeddata.h): with the
# B300's memory changed in it, the B300 preset contradicts it.
catalog=$root/usr/share/breakeven/gpus.json
check_file usr/share/breakeven/gpus.json
cmp -s "$catalog" "$(dirname "$0")/../../resources/gpus.json" || fail "the installed gpus.json is not resources/gpus.json"
check_file usr/share/breakeven/models.json
cmp -s "$root/usr/share/breakeven/models.json" "$(dirname "$0")/../../resources/models.json" \
    || fail "the installed models.json is not resources/models.json"
grep -q warning <<<"$out" && fail "validate warned with the shipped catalog: $out"
sed -i 's/"name": "B300", "vendor": "NVIDIA", "memory_gb_per_gpu": 288,/"name": "B300", "vendor": "NVIDIA", "memory_gb_per_gpu": 300,/' "$catalog"
out=$("$bin" validate "$presets/china-b300-buy.json" 2>&1)
grep -q '"B300" has 300 GB per GPU in the GPU catalog, but the preset says 288 GB' <<<"$out" \
    || fail "the unpacked binary did not read the installed gpus.json: $out"
# The installed default preset is read before the compiled-in one too.
sed -i 's/^  "name": "Kimi K3.1 Pro on 8xB300 (Modal), agent workload"/  "name": "Site default"/' \
    "$presets/kimi-k31-pro-8xb300-modal-agent.json"
out=$("$bin" report default 2>&1)
grep -q 'Site default' <<<"$out" || fail "report default did not read the installed default preset: $(head -3 <<<"$out")"
out=$("$bin" report "$presets/no-such-preset.json" 2>&1)
rc=$?
[ $rc -eq 1 ] || fail "report on a missing file exited with $rc, expected 1: $out"

# Desktop integration.
check_file usr/share/applications/io.github.breakeven.Breakeven.desktop
check_file usr/share/metainfo/io.github.breakeven.Breakeven.metainfo.xml
check_file usr/share/mime/packages/io.github.breakeven.Breakeven.xml
check_file usr/share/icons/hicolor/scalable/apps/breakeven.svg
for size in 16 24 32 48 64 128 256 512; do
    png=usr/share/icons/hicolor/${size}x${size}/apps/breakeven.png
    check_file "$png"
    # The PNG header's width and height (big-endian, bytes 16-23).
    dims=$(od -An -tu1 -j16 -N8 "$root/$png" 2>/dev/null | tr -s ' ' | sed 's/^ //')
    want="0 0 $((size >> 8)) $((size & 255)) 0 0 $((size >> 8)) $((size & 255))"
    [ "$dims" = "$want" ] || fail "$png is not ${size}x${size} (header: $dims)"
done
desktop=$root/usr/share/applications/io.github.breakeven.Breakeven.desktop
grep -qx 'Icon=breakeven' "$desktop" || fail "the .desktop entry does not name the installed icon"
grep -qx 'MimeType=application/x-breakeven-preset;' "$desktop" \
    || fail "the .desktop entry is not associated with the preset type"
grep -q 'type="application/x-breakeven-preset"' "$root/usr/share/mime/packages/io.github.breakeven.Breakeven.xml" \
    || fail "the MIME XML does not define application/x-breakeven-preset"
man=$root/usr/share/man/man1/breakeven.1.gz
check_file usr/share/man/man1/breakeven.1.gz
zcat "$man" 2>/dev/null | grep -q '^\.TH BREAKEVEN 1' || fail "breakeven.1.gz is not the man page"
for section in 'EXIT STATUS' ENVIRONMENT FILES 'SEE ALSO'; do
    zcat "$man" 2>/dev/null | grep -q "^\.SH $section\$" || fail "the man page has no $section section"
done
# Generated from the same source as --help (app/commandhelp.cpp): the unpacked binary's options are in it.
zcat "$man" 2>/dev/null | grep -q 'generated by breakeven-manpage' || fail "the man page is not the generated one"
grep -qx 'StartupWMClass=Breakeven' "$desktop" || fail "the .desktop entry has no StartupWMClass"
grep -q "<release version=\"${version%% *}\"" "$root/usr/share/metainfo/io.github.breakeven.Breakeven.metainfo.xml" \
    || fail "the metainfo has no release ${version%% *}: add it with its notes"
copyright=$root/usr/share/doc/breakeven/copyright
check_file usr/share/doc/breakeven/copyright
grep -q '^Copyright: 2026 The Breakeven developers$' "$copyright" || fail "copyright names no copyright holder"
grep -q '^ Permission is hereby granted, free of charge' "$copyright" || fail "copyright lacks the MIT license text"
check_file usr/share/doc/breakeven/changelog.gz

# The optional checkers.
if command -v update-mime-database >/dev/null; then
    mime=$scratch/mime
    mkdir -p "$mime/packages" && cp "$root/usr/share/mime/packages/io.github.breakeven.Breakeven.xml" "$mime/packages/"
    XDG_DATA_DIRS=$scratch update-mime-database "$mime" >"$scratch/mime.log" 2>&1 \
        || fail "update-mime-database: $(cat "$scratch/mime.log")"
    [ -s "$scratch/mime.log" ] && fail "update-mime-database warned: $(cat "$scratch/mime.log")"
    grep -q '^60:application/x-breakeven-preset:\*\.breakeven\.json' "$mime/globs2" 2>/dev/null \
        || fail "the MIME database has no *.breakeven.json glob"
    # With the system's types too: a preset is recognized by its name or by its content (magic).
    if command -v gio >/dev/null && [ -f /usr/share/mime/packages/freedesktop.org.xml ]; then
        cp /usr/share/mime/packages/freedesktop.org.xml "$mime/packages/"
        XDG_DATA_DIRS=$scratch update-mime-database "$mime" >/dev/null 2>&1
        cp "$presets/china-b300-buy.json" "$scratch/shared.breakeven.json"
        cp "$presets/china-b300-buy.json" "$scratch/shared-preset"
        echo '{ "format": "something-else", "version": 1 }' >"$scratch/other-json"
        contentType() {
            XDG_DATA_DIRS=$scratch XDG_DATA_HOME=$scratch/none gio info -a standard::content-type "$scratch/$1" \
                | sed -n 's/^ *standard::content-type: //p'
        }
        for f in shared.breakeven.json shared-preset; do
            type=$(contentType $f)
            [ "$type" = application/x-breakeven-preset ] || fail "$f is typed $type, not as a preset"
        done
        type=$(contentType other-json)
        [ "$type" != application/x-breakeven-preset ] || fail "JSON of another format is typed as a preset"
    fi
fi
if command -v appstreamcli >/dev/null; then
    appstreamcli validate-tree --no-net --strict "$root" \
        >"$scratch/appstream.log" 2>&1 || fail "appstreamcli validate-tree: $(cat "$scratch/appstream.log")"
fi
if command -v desktop-file-validate >/dev/null; then
    out=$(desktop-file-validate "$desktop" 2>&1) || fail "desktop-file-validate: $out"
fi
if command -v lintian >/dev/null; then
    lintian --tag-display-limit 0 --display-info "$deb" >"$scratch/lintian.log" 2>&1
    # Clean, with no hint (issue 32): no error, warning or informational tag. (Random bytes of the
    # compressed resources once read as a misspelt word, "Teh": should that come back with a
    # resource change, it is a lintian override with that reason, not a misspelling.)
    grep -Eq '^[EWI]: ' "$scratch/lintian.log" \
        && fail "lintian reports: $(grep -E '^[EWI]: ' "$scratch/lintian.log")"
    cat "$scratch/lintian.log"
fi

[ $failures -eq 0 ] || { echo "$failures check(s) failed; the package: $deb" >&2; exit 1; }
echo "package checked: $deb"
