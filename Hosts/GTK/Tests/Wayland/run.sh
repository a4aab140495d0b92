#!/usr/bin/env bash
# End-to-end check of pull-to-refresh on GTK with real touch, touchpad, mouse and keys, under a
# real Wayland compositor: headless mutter 43 (software rendering), input injected through its
# remote-desktop D-Bus API (remote_input.py), screenshots from its screen-cast stream. Xvfb
# cannot do this: X11 has no touch, and GTK on X11 never sees a touchpad gesture end.
#
#   bash Hosts/GTK/Tests/Wayland/run.sh [--only CASE[,CASE]] [--a11y-check SCRIPT.py]
#
# harness.py drives the demo and the list-box check through every case (see its CASES and
# Hosts/GTK/README.md); RECORD=1 writes new screenshot references (look at them before
# committing). --a11y-check runs an AT-SPI client against the demo (see harness.py's
# a11y_check). Installs what it is missing (apt; run as root on a fresh machine, as CI does),
# starts a private session bus, PipeWire, WirePlumber and mutter, and stops exactly what it
# started, by PID. Output: OUT (default: a new /tmp/refreshkit-wayland.* folder).
set -euo pipefail
# A check script given relative to where the run was started from.
arguments=()
while [ $# -gt 0 ]; do
  if [ "$1" = --a11y-check ] && [ $# -gt 1 ]; then
    arguments+=("$1" "$(realpath "$2")")
    shift 2
  else
    arguments+=("$1")
    shift
  fi
done
cd "$(dirname "$0")/../.."
here=Tests/Wayland

packages="mutter pipewire wireplumber python3-gi gir1.2-glib-2.0 libglib2.0-bin dbus
  gstreamer1.0-tools gstreamer1.0-pipewire gstreamer1.0-plugins-base gstreamer1.0-plugins-good
  at-spi2-core python3-pyatspi imagemagick"
missing=""
for package in $packages; do
  dpkg -s "$package" >/dev/null 2>&1 || missing="$missing $package"
done
if [ -n "$missing" ]; then
  started=$SECONDS
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  # shellcheck disable=SC2086 # one word per package
  apt-get install -y -qq --no-install-recommends $missing >/tmp/refreshkit-wayland-apt.log 2>&1 \
    || { tail -n 30 /tmp/refreshkit-wayland-apt.log >&2; exit 1; }
  echo "installed$missing in $((SECONDS - started)) s"
fi

export PATH="/opt/swift/usr/bin:$PATH"
swift build 2>&1 | grep -E "error|Compiling|Build complete" | tail -n 2
bin="$(swift build --show-bin-path)"

out=${OUT:-$(mktemp -d /tmp/refreshkit-wayland.XXXXXX)}
mkdir -p "$out"
work=$(mktemp -d /tmp/refreshkit-wayland-session.XXXXXX)
pids=()
stop_all() {
  local index pid
  for ((index = ${#pids[@]} - 1; index >= 0; index--)); do
    pid=${pids[index]}
    kill "$pid" 2>/dev/null || true
    for _ in $(seq 40); do kill -0 "$pid" 2>/dev/null || break; sleep 0.05; done
    kill -9 "$pid" 2>/dev/null || true
  done
  rm -rf "$work"
}
trap stop_all EXIT

compiler=$(command -v cc || command -v clang)
"$compiler" -shared -fPIC -O2 -o "$work/scroll-stop-shim.so" "$here/scroll-stop-shim.c" -ldl

# Everything private to this run: its runtime folder, a session bus that starts no services
# (no dconf, no accessibility bus behind our back), settings in memory.
export XDG_RUNTIME_DIR="$work/runtime"
mkdir -m 700 "$XDG_RUNTIME_DIR"
cat >"$work/session.conf" <<CONF
<!DOCTYPE busconfig PUBLIC "-//freedesktop//DTD D-Bus Bus Configuration 1.0//EN"
 "http://www.freedesktop.org/standards/dbus/1.0/busconfig.dtd">
<busconfig>
  <type>session</type>
  <listen>unix:dir=$work</listen>
  <auth>EXTERNAL</auth>
  <policy context="default">
    <allow send_destination="*" eavesdrop="true"/>
    <allow eavesdrop="true"/>
    <allow own="*"/>
  </policy>
</busconfig>
CONF
read -r DBUS_SESSION_BUS_ADDRESS bus_pid < <(dbus-daemon --config-file="$work/session.conf" \
  --fork --nopidfile --print-address=1 --print-pid=1 | paste -sd' ')
export DBUS_SESSION_BUS_ADDRESS
pids+=("$bus_pid")
export GSETTINGS_BACKEND=memory NO_AT_BRIDGE=1 GTK_A11Y=none

started=$(date +%s%N)
pipewire >"$out/pipewire.log" 2>&1 &
pids+=($!)
for _ in $(seq 100); do [ -S "$XDG_RUNTIME_DIR/pipewire-0" ] && break; sleep 0.05; done
# WirePlumber links the screen-cast stream to a screenshot's reader.
wireplumber >"$out/wireplumber.log" 2>&1 &
pids+=($!)
LD_PRELOAD="$work/scroll-stop-shim.so" mutter --headless --wayland --no-x11 \
  --virtual-monitor 800x800 --wayland-display=refreshkit-wayland >"$out/mutter.log" 2>&1 &
pids+=($!)
gdbus wait --session --timeout 30 org.gnome.Mutter.ScreenCast
for _ in $(seq 200); do [ -S "$XDG_RUNTIME_DIR/refreshkit-wayland" ] && break; sleep 0.05; done
echo "mutter up in $((($(date +%s%N) - started) / 1000000)) ms (logs and screenshots: $out)"

export WAYLAND_DISPLAY=refreshkit-wayland GDK_BACKEND=wayland
unset DISPLAY
status=0
/usr/bin/python3 "$here/harness.py" --bin "$bin" --out "$out" --references Tests/References \
  ${arguments[@]+"${arguments[@]}"} || status=$?
if [ "$status" != 0 ]; then
  echo "mutter's log ends:" >&2
  tail -n 15 "$out/mutter.log" >&2
fi
exit "$status"
