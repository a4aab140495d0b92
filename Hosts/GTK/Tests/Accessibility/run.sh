#!/usr/bin/env bash
# Screen readers and RefreshKitGTK, end to end: the AT-SPI client check (atspi_check.py) against
# the demo and the app author's list-box program, with Orca 43 listening, on a display, a session
# bus and an accessibility bus of this run's own (Xvfb, dbus-daemon, at-spi-bus-launcher; nothing
# is activated behind our back, and nothing of the machine's own session is used).
#
# The client reads the tree, listens to events, invokes the wrapper's AT-SPI action, and drives
# Tab, Shift+Tab, Enter, F5 and Space through xdotool (see its header). Orca runs beside it with a
# debug log; what it said ("SPEECH OUTPUT") is printed and checked: entering the wrapper it reads
# its name, role and description, and it speaks "Loading..." and "Updated" for a refresh begun
# with Enter there (GTK 4.8 gives it nothing to say while the focus is elsewhere; see
# Hosts/GTK/README.md). Unattended as root with CI=true it installs its apt packages first.
# About 30 s after the build. ORCA=0 leaves Orca out.
set -euo pipefail
cd "$(dirname "$0")/../.."
export PATH="/opt/swift/usr/bin:$PATH"

packages=(xvfb xdotool x11-utils dbus-daemon dbus-bin at-spi2-core python3-pyatspi python3-gi)
[ "${ORCA:-1}" = 1 ] && packages+=(orca)
missing=()
for package in "${packages[@]}"; do
  dpkg -s "$package" >/dev/null 2>&1 || missing+=("$package")
done
pkg-config --exists gtk4 || missing+=(libgtk-4-dev)
if [ ${#missing[@]} -gt 0 ]; then
  if [ "${CI:-}" != true ] && [ "$(id -u)" != 0 ]; then
    echo "missing packages: ${missing[*]} (apt-get install them, or run with CI=true as root)" >&2
    exit 1
  fi
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq --no-install-recommends "${missing[@]}" >/tmp/refreshkit-a11y-apt.log 2>&1 \
    || { tail -n 30 /tmp/refreshkit-a11y-apt.log >&2; exit 1; }
fi

swift build 2>&1 | grep -E "error|Compiling|Build complete" | tail -n 1
bin="$(swift build --show-bin-path)"

# A folder, a display and buses of this run's own: two runs at once never share any.
out=${OUT:-$(mktemp -d /tmp/refreshkit-gtk-a11y.XXXXXX)}
mkdir -p "$out/runtime" "$out/home" "$out/orca-prefs"
chmod 700 "$out/runtime"
pids=()
# Stops what this run started, by PID, newest first.
stop_all() {
  for ((i = ${#pids[@]} - 1; i >= 0; i--)); do kill "${pids[i]}" 2>/dev/null || true; done
  for pid in "${pids[@]}"; do
    for _ in $(seq 30); do kill -0 "$pid" 2>/dev/null || break; sleep 0.1; done
  done
}
trap stop_all EXIT

Xvfb -displayfd 3 -screen 0 400x760x24 -nolisten tcp 3>"$out/display" >"$out/xvfb.log" 2>&1 &
pids+=($!)
for _ in $(seq 100); do [ -s "$out/display" ] && break; sleep 0.05; done
export DISPLAY=":$(cat "$out/display")"
for _ in $(seq 50); do xdpyinfo >/dev/null 2>&1 && break; sleep 0.1; done

# A session bus with no service folders: only what this script starts is on it.
cat >"$out/session.conf" <<EOF
<!DOCTYPE busconfig PUBLIC "-//freedesktop//DTD D-Bus Bus Configuration 1.0//EN"
 "http://www.freedesktop.org/standards/dbus/1.0/busconfig.dtd">
<busconfig>
  <type>session</type>
  <listen>unix:dir=$out/runtime</listen>
  <auth>EXTERNAL</auth>
  <policy context="default">
    <allow send_destination="*" eavesdrop="true"/>
    <allow eavesdrop="true"/>
    <allow own="*"/>
  </policy>
</busconfig>
EOF
{ read -r address; read -r bus_pid; } < <(dbus-daemon --config-file="$out/session.conf" --fork \
  --print-address=1 --print-pid=1)
pids+=("$bus_pid")
export DBUS_SESSION_BUS_ADDRESS=$address XDG_RUNTIME_DIR=$out/runtime HOME=$out/home
export GSETTINGS_BACKEND=memory GDK_BACKEND=x11 GSK_RENDERER=cairo LANGUAGE=en LANG=C.UTF-8
unset GTK_A11Y NO_AT_BRIDGE AT_SPI_BUS_ADDRESS

# The accessibility bus (its registry daemon is activated on that bus, from at-spi2-core).
/usr/libexec/at-spi-bus-launcher --launch-immediately >"$out/at-spi.log" 2>&1 &
pids+=($!)
for _ in $(seq 100); do
  dbus-send --session --dest=org.a11y.Bus --print-reply /org/a11y/bus org.a11y.Bus.GetAddress \
    >/dev/null 2>&1 && break
  sleep 0.05
done

orca_log=""
if [ "${ORCA:-1}" = 1 ]; then
  # Orca refuses to start beside another Orca of the same user, wherever that one runs.
  if pgrep -u "$(id -u)" -x orca >/dev/null; then
    echo "another Orca of this user is running: Orca's speech is not checked" >&2
    [ "${CI:-}" = true ] && exit 1
  else
    orca_log=$out/orca.debug
    /usr/bin/python3 Tests/Accessibility/orca_logged.py "$orca_log" -u "$out/orca-prefs" -d braille \
      >"$out/orca.out" 2>&1 &
    pids+=($!)
    for _ in $(seq 100); do grep -aq "SPEECH OUTPUT: 'Screen reader on.'" "$orca_log" 2>/dev/null && break; sleep 0.1; done
  fi
fi

# What Orca said after line `since` of its log, one utterance a line.
orca_said() {
  tail -n +"$(($1 + 1))" "$orca_log" | grep -a "SPEECH OUTPUT: " \
    | sed -E "s/^[0-9:.]+ - SPEECH OUTPUT: '(.*)' ?\{'established.*$/\1/"
}

status=0
# Runs `program` (logging to `name`.log), the client against `app_name` with `arguments`, then
# stops the program; records a failure in `status`.
check() {
  local name=$1 program=$2 app_name=$3
  shift 3
  echo "== $name"
  local since=0
  [ -n "$orca_log" ] && since=$(wc -l <"$orca_log")
  "$bin/$program" >"$out/$name.log" 2>"$out/$name-stderr.log" &
  local app=$!
  pids+=("$app")
  /usr/bin/python3 Tests/Accessibility/atspi_check.py "$app_name" "$@" | tee "$out/$name-client.log" \
    || status=1
  if [ -n "$orca_log" ]; then
    # Orca speaks as it gets to the events: give it until it has spoken the end.
    for _ in $(seq 50); do orca_said "$since" | grep -qx "Updated" && break; sleep 0.1; done
    echo "Orca said ($name):"
    orca_said "$since" | tee "$out/$name-orca.log" | sed 's/^/  /'
    # Entering the wrapper it reads its name, role and description; after Enter there, the
    # refresh beginning and ending, each on its own.
    grep -qE " panel\.$" "$out/$name-orca.log" || { echo "FAIL: Orca did not read the panel" >&2; status=1; }
    grep -qx "Press F5 or Ctrl+R to refresh." "$out/$name-orca.log" \
      || { echo "FAIL: Orca did not read the description" >&2; status=1; }
    after_enter=$(awk '/^return $/ { n = NR } { line[NR] = $0 } END { for (i = n + 1; i <= NR; i++) print line[i] }' \
      "$out/$name-orca.log" | grep -xE "Loading\.\.\.|Updated" | tr '\n' ' ')
    [ "$after_enter" = "Loading... Updated " ] \
      || { echo "FAIL: after Enter Orca said '$after_enter', not 'Loading... Updated'" >&2; status=1; }
  fi
  kill "$app" 2>/dev/null || true
  wait "$app" 2>/dev/null || true
  if grep -aE "CRITICAL" "$out/$name-stderr.log"; then status=1; fi
}

check demo refreshkit-gtk-demo refreshkit-gtk-demo --button Refresh
check listbox refreshkit-gtk-listbox-check refreshkit-gtk-listbox-check

echo "logs: $out"
exit $status
