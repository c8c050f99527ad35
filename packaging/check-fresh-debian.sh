#!/bin/bash
# Installs the Debian package on a fresh Debian 12 and checks issue 14's "Done when" there: the
# menu entry opens Breakeven in the user's Portuguese, a preset file is typed as a preset and
# opens in Breakeven, `man breakeven` works, lintian and appstreamcli are clean, and the package
# removes cleanly. The fresh system is a debootstrap chroot (minbase), made once and reused.
#
# Not part of ctest or CI: it downloads Debian (about 200 MB, plus the packages). Run it as root:
#
#   cpack -G DEB --config build/release/CPackConfig.cmake -B build/release/package
#   sudo packaging/check-fresh-debian.sh build/release/package/breakeven_*.deb [CHROOT] [OUTDIR]
#
# CHROOT defaults to /tmp/deb12, OUTDIR (screenshots and logs) to /tmp/breakeven-fresh-debian.
# DEBIAN_MIRROR overrides http://deb.debian.org/debian. Look at the screenshots: menu-pt_BR.png
# must show the window in Portuguese, open-preset.png the preset opened by xdg-open.
# Exit status: 0 when every check passed, 1 when one failed, 2 on a usage or setup error.
set -u

[ $# -ge 1 ] && [ -f "$1" ] || { echo "usage: $0 BREAKEVEN.deb [CHROOT] [OUTDIR]" >&2; exit 2; }
[ "$(id -u)" -eq 0 ] || { echo "$0: run as root (debootstrap, chroot, mount)" >&2; exit 2; }
deb=$(realpath "$1")
root=$(realpath -m "${2:-/tmp/deb12}")
out=$(realpath -m "${3:-/tmp/breakeven-fresh-debian}")
mirror=${DEBIAN_MIRROR:-http://deb.debian.org/debian}
user=tester
desktopId=io.github.breakeven.Breakeven.desktop
presetType=application/x-breakeven-preset

failures=0
fail() { echo "FAIL: $*" >&2; failures=$((failures + 1)); }
pass() { echo "ok: $*"; }
step() { echo; echo "== $*"; }
mkdir -p "$out" || exit 2

# --- The fresh system --------------------------------------------------------------------------
if [ ! -x "$root/usr/bin/apt-get" ]; then
    step "debootstrap bookworm into $root"
    command -v debootstrap >/dev/null || apt-get install -y debootstrap || exit 2
    debootstrap --variant=minbase bookworm "$root" "$mirror" >"$out/debootstrap.log" 2>&1 \
        || { tail -20 "$out/debootstrap.log" >&2; echo "$0: debootstrap failed (network?)" >&2; exit 2; }
fi
mounted=()
for d in proc sys dev dev/pts; do
    if ! mountpoint -q "$root/$d"; then
        mount --bind "/$d" "$root/$d" || exit 2
        mounted=("$root/$d" "${mounted[@]}")
    fi
done
cleanup() { for m in "${mounted[@]}"; do umount "$m"; done; }
trap cleanup EXIT
cp /etc/resolv.conf "$root/etc/resolv.conf"

# Runs a command in the chroot as root, or (as_user) as the desktop user, with a clean environment.
in_root() { chroot "$root" /usr/bin/env -i PATH=/usr/sbin:/usr/bin:/sbin:/bin HOME=/root DEBIAN_FRONTEND=noninteractive "$@"; }
as_user() {
    chroot --userspec="$user:$user" "$root" /usr/bin/env -i PATH=/usr/bin:/bin HOME="/home/$user" USER="$user" \
        XDG_RUNTIME_DIR="/tmp/runtime-$user" "$@"
}

step "the tools a desktop has (xdg-utils, shared-mime-info, desktop-file-utils, man-db) and the checkers"
in_root apt-get update >"$out/apt.log" 2>&1 || { tail "$out/apt.log" >&2; exit 2; }
# xdg-utils' Recommends libfile-mimeinfo-perl gives xdg-mime its MIME database reader (as on a desktop).
in_root apt-get install -y --no-install-recommends xvfb xauth x11-utils imagemagick man-db shared-mime-info \
    desktop-file-utils xdg-utils libfile-mimeinfo-perl libglib2.0-bin locales lintian appstream \
    >>"$out/apt.log" 2>&1 || { tail "$out/apt.log" >&2; exit 2; }
grep -qx 'pt_BR.UTF-8 UTF-8' "$root/etc/locale.gen" || echo 'pt_BR.UTF-8 UTF-8' >>"$root/etc/locale.gen"
in_root locale-gen >>"$out/apt.log" 2>&1 || fail "locale-gen"
# A new user each run: no settings (last preset, language) from an earlier run.
in_root id "$user" >/dev/null 2>&1 && in_root userdel --remove "$user" >/dev/null 2>&1
in_root useradd --create-home --shell /bin/bash "$user" || exit 2
in_root install -d -o "$user" -g "$user" -m 700 "/tmp/runtime-$user"

step "install $(basename "$deb") (without Recommends: its Depends must start the window)"
in_root dpkg --purge breakeven >/dev/null 2>&1
cp "$deb" "$root/tmp/breakeven.deb"
in_root apt-get install -y --no-install-recommends /tmp/breakeven.deb >"$out/install.log" 2>&1 \
    || { tail -20 "$out/install.log" >&2; fail "apt-get install ./breakeven.deb"; exit 1; }
pass "installed: $(in_root dpkg-query -W -f '${Package} ${Version}' breakeven)"
version=$(as_user breakeven --version 2>&1)
[[ $version == "breakeven "* ]] && pass "breakeven --version: $version" || fail "breakeven --version: $version"

# Runs "$@" in the chroot as the user under a fresh X server (xvfb-run), waits for a window whose
# title ends in "Breakeven", takes a screenshot of the screen into $out/$1, and lists the window
# titles into $out/$1.windows. The program is stopped afterwards.
screenshot() {
    local png=$1
    shift
    # The window's process is found by its _NET_WM_PID (xdg-open starts Breakeven as its child) and
    # stopped with the program started; the X server goes when xvfb-run ends.
    as_user LANG="${LANG_FOR_RUN:-C.UTF-8}" xvfb-run -a -s "-screen 0 1600x1000x24" sh -c '
        "$@" >/tmp/run.log 2>&1 &
        pid=$!
        for i in $(seq 60); do
            xwininfo -root -tree 2>/dev/null | grep -q " — Breakeven\"" && break
            sleep 0.5
        done
        sleep 3 # the charts and the uncertainty bands are drawn a moment after the window
        xwininfo -root -tree >/tmp/run.windows 2>&1
        import -window root /tmp/run.png
        window=$(grep " — Breakeven\"" /tmp/run.windows | head -1 | awk "{print \$1}")
        app=$(xprop -id "$window" _NET_WM_PID 2>/dev/null | sed -n "s/.* = //p")
        kill $pid $app 2>/dev/null
        sleep 1
        true' sh "$@"
    cp "$root/tmp/run.png" "$out/$png" 2>/dev/null || fail "no screenshot $png"
    cp "$root/tmp/run.windows" "$out/$png.windows" 2>/dev/null
    cp "$root/tmp/run.log" "$out/$png.log" 2>/dev/null
    rm -f "$root/tmp/run.png" "$root/tmp/run.windows" "$root/tmp/run.log"
}
# The main window's title, "NAME — Breakeven" (Qt's hidden windows are named "Breakeven" alone).
windowTitle() { grep -o '"[^"]* — Breakeven"' "$out/$1.windows" 2>/dev/null | head -1; }

LANG_FOR_RUN=C.UTF-8 screenshot depends-only.png breakeven
title=$(windowTitle depends-only.png)
[ -n "$title" ] && pass "the window opens with the Depends alone: $title" \
    || fail "no Breakeven window with the Depends alone: $(cat "$out/depends-only.png.log")"

recommends=$(dpkg-deb -f "$deb" Recommends | tr -d ' ' | tr ',' ' ')
if [ -n "$recommends" ]; then
    step "install the Recommends: $recommends"
    # shellcheck disable=SC2086
    in_root apt-get install -y --no-install-recommends $recommends >>"$out/install.log" 2>&1 \
        || fail "apt-get install $recommends"
fi

# --- (a) The menu entry opens Breakeven in the user's Portuguese ---------------------------------
step "(a) the menu entry's Exec line, LANG=pt_BR.UTF-8"
desktop=$root/usr/share/applications/$desktopId
[ -f "$desktop" ] || fail "no /usr/share/applications/$desktopId"
out_validate=$(in_root desktop-file-validate "/usr/share/applications/$desktopId" 2>&1) \
    && pass "desktop-file-validate" || fail "desktop-file-validate: $out_validate"
exec_line=$(sed -n 's/^Exec=//p' "$desktop" | head -1)
icon=$(sed -n 's/^Icon=//p' "$desktop" | head -1)
[ -f "$root/usr/share/icons/hicolor/48x48/apps/$icon.png" ] && [ -f "$root/usr/share/icons/hicolor/scalable/apps/$icon.svg" ] \
    && pass "Icon=$icon is in the hicolor theme" || fail "Icon=$icon is not installed in the hicolor theme"
# The Exec line without its field codes, as a menu starts it (no file).
read -r -a menu_cmd <<<"$(sed 's/ *%[fFuU]//g' <<<"$exec_line")"
in_root sh -c 'command -v "$1"' sh "${menu_cmd[0]}" >/dev/null || fail "Exec=$exec_line: ${menu_cmd[0]} is not installed"
LANG_FOR_RUN=pt_BR.UTF-8 screenshot menu-pt_BR.png "${menu_cmd[@]}"
title=$(windowTitle menu-pt_BR.png)
[ -n "$title" ] && pass "the menu entry opened the window $title (look at $out/menu-pt_BR.png)" \
    || fail "the menu entry opened no window: $(cat "$out/menu-pt_BR.png.log")"
grep -qi 'warning\|error\|could not' "$out/menu-pt_BR.png.log" && fail "the window printed: $(cat "$out/menu-pt_BR.png.log")"

# --- (b) A preset file is typed as a preset, and opens in Breakeven ------------------------------
step "(b) double-click: the preset type and its default application"
home=$root/home/$user
cp "$root/usr/share/breakeven/presets/china-b300-buy.json" "$home/china.breakeven.json"
cp "$root/usr/share/breakeven/presets/china-b300-buy.json" "$home/from-a-colleague"
echo '{ "format": "something-else", "version": 1 }' >"$home/other.json"
in_root chown "$user:$user" "/home/$user/china.breakeven.json" "/home/$user/from-a-colleague" "/home/$user/other.json"
for desktopEnv in "" GNOME; do
    label=${desktopEnv:-generic}
    for f in china.breakeven.json from-a-colleague; do
        type=$(as_user XDG_CURRENT_DESKTOP="$desktopEnv" xdg-mime query filetype "/home/$user/$f" 2>&1)
        [ "$type" = "$presetType" ] && pass "xdg-mime ($label): $f is $type" \
            || fail "xdg-mime ($label): $f is \"$type\", not $presetType"
    done
    type=$(as_user XDG_CURRENT_DESKTOP="$desktopEnv" xdg-mime query filetype "/home/$user/other.json" 2>&1)
    [ "$type" != "$presetType" ] && pass "xdg-mime ($label): other.json (another format) is $type" \
        || fail "xdg-mime ($label): JSON of another format is typed as a preset"
done
default=$(as_user xdg-mime query default "$presetType" 2>&1)
[ "$default" = "$desktopId" ] && pass "xdg-mime query default $presetType: $default" \
    || fail "the default application for $presetType is \"$default\", not $desktopId"
LANG_FOR_RUN=pt_BR.UTF-8 screenshot open-preset.png xdg-open "/home/$user/china.breakeven.json"
title=$(windowTitle open-preset.png)
[[ $title == *china.breakeven.json* ]] && pass "xdg-open opened the preset: $title (look at $out/open-preset.png)" \
    || fail "xdg-open did not open the preset in Breakeven (window: ${title:-none}): $(cat "$out/open-preset.png.log")"

# --- (c) man breakeven ---------------------------------------------------------------------------
step "(c) man breakeven"
as_user MANPAGER=cat MANWIDTH=80 LANG=C.UTF-8 man breakeven >"$out/man.txt" 2>"$out/man.err"
grep -q '^EXIT STATUS' "$out/man.txt" && grep -q '^NAME' "$out/man.txt" \
    && pass "man breakeven renders ($(wc -l <"$out/man.txt") lines, $out/man.txt)" \
    || fail "man breakeven: $(head -5 "$out/man.txt") $(cat "$out/man.err")"
[ -s "$out/man.err" ] && fail "man breakeven warned: $(cat "$out/man.err")"

# --- (d) lintian and appstreamcli ----------------------------------------------------------------
step "(d) lintian and appstreamcli"
as_user lintian --tag-display-limit 0 --display-info /tmp/breakeven.deb >"$out/lintian.txt" 2>&1
grep -q '^E: ' "$out/lintian.txt" && fail "lintian errors: $(grep '^E: ' "$out/lintian.txt")"
grep -q '^W: ' "$out/lintian.txt" && fail "lintian warnings: $(grep '^W: ' "$out/lintian.txt")"
grep -q '^[EW]: ' "$out/lintian.txt" || pass "lintian: no errors or warnings ($(grep -c '^[IP]: ' "$out/lintian.txt") info/pedantic tags, $out/lintian.txt)"
in_root appstreamcli validate --no-net --explain /usr/share/metainfo/io.github.breakeven.Breakeven.metainfo.xml \
    >"$out/appstream.txt" 2>&1 && pass "appstreamcli validate: $(tail -1 "$out/appstream.txt")" \
    || fail "appstreamcli validate: $(cat "$out/appstream.txt")"

# --- Removal -------------------------------------------------------------------------------------
step "removal"
in_root apt-get purge -y breakeven >"$out/purge.log" 2>&1 || fail "apt-get purge breakeven"
left=$(cd "$root" && ls -d usr/bin/breakeven usr/share/breakeven usr/share/applications/$desktopId \
    usr/share/man/man1/breakeven.1.gz 2>/dev/null)
[ -z "$left" ] && pass "purged: nothing left" || fail "left after purge: $left"
type=$(as_user xdg-mime query filetype "/home/$user/china.breakeven.json" 2>&1)
[ "$type" != "$presetType" ] && pass "after purge the preset type is gone ($type)" \
    || fail "after purge a preset is still typed $presetType (MIME database not updated)"

echo
[ $failures -eq 0 ] && { echo "all checks passed; screenshots and logs in $out"; exit 0; }
echo "$failures check(s) failed; screenshots and logs in $out" >&2
exit 1
