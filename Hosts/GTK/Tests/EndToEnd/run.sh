#!/usr/bin/env bash
# End-to-end check of the GTK demo under Xvfb: pull with the mouse and with the wheel,
# assert each state from the demo's state log (REFRESHKIT_GTK_STATE_LOG=1), and compare
# screenshots at rest, pulled past the trigger, refreshing and collapsed with the references.
# RECORD=1 writes new references instead (look at them before committing).
set -euo pipefail
cd "$(dirname "$0")/../.."

# A folder and a display of this run's own: two runs at once never share either.
out=${OUT:-$(mktemp -d /tmp/refreshkit-gtk-e2e.XXXXXX)}
references=Tests/References
mkdir -p "$out"
binary="$(swift build --show-bin-path)/refreshkit-gtk-demo"

Xvfb -displayfd 3 -screen 0 400x740x24 -nolisten tcp 3>"$out/display" >"$out/xvfb.log" 2>&1 &
xvfb=$!
for _ in $(seq 100); do [ -s "$out/display" ] && break; sleep 0.05; done
display=":$(cat "$out/display")"
app=""
trap 'kill $app $xvfb 2>/dev/null || true' EXIT
export DISPLAY=$display GDK_BACKEND=x11 NO_AT_BRIDGE=1 GTK_A11Y=none
export REFRESHKIT_GTK_STATE_LOG=1 LANGUAGE=en LANG=C.UTF-8
for _ in $(seq 50); do xdpyinfo >/dev/null 2>&1 && break; sleep 0.1; done

"$binary" >"$out/states.log" 2>"$out/stderr.log" &
app=$!

# Waits until `line` has appeared `count` times in the state log.
wait_for() {
  local line=$1 count=${2:-1}
  for _ in $(seq 100); do
    if [ "$(grep -cx "$line" "$out/states.log" || true)" -ge "$count" ]; then return 0; fi
    sleep 0.05
  done
  echo "timed out waiting for '$line' x$count; states so far:" >&2
  cat "$out/states.log" >&2
  exit 1
}

# The list area only: the status line below it shows draw times, which vary.
shot() {
  import -window root -crop 400x680+0+0 +repage "$out/$1.png"
}

wait_for "header idle"
sleep 0.5
shot rest

# A mouse drag past the trigger, held, then released.
xdotool mousemove 200 150 mousedown 1
for y in $(seq 160 10 330); do
  xdotool mousemove 200 "$y"
  sleep 0.02
done
wait_for "header pulling"
sleep 0.3
shot pulled
xdotool mouseup 1
wait_for "header refreshing"
sleep 0.5
shot refreshing
wait_for "header idle" 2
sleep 0.8
shot collapsed

# The wheel: eight clicks up past the top pull it out; a quiet quarter second releases it.
xdotool mousemove 200 300 click --repeat 8 --delay 40 4
wait_for "header pulling" 2
wait_for "header refreshing" 2
wait_for "header idle" 3

# A click on the auto footer loads a page.
sleep 0.6
xdotool mousemove 200 550 click 1
wait_for "footer refreshing"
wait_for "footer idle" 2

# Idle: nothing drawn and nothing scheduled while nothing changes.
sleep 1
xdotool key s
wait_for_prefix() {
  for _ in $(seq 100); do
    [ "$(grep -c "^$1" "$out/states.log" || true)" -ge "$2" ] && return 0
    sleep 0.05
  done
  echo "timed out waiting for '$1'" >&2
  exit 1
}
wait_for_prefix "stats " 1
sleep 1.5
xdotool key s
wait_for_prefix "stats " 2
first=$(grep "^stats " "$out/states.log" | sed -n 1p)
second=$(grep "^stats " "$out/states.log" | sed -n 2p)
echo "idle: $first, then $second"
if [ "$first" != "$second" ] || [ "${first##* }" != 0 ]; then
  echo "the demo drew or scheduled work while idle" >&2
  exit 1
fi
# While the header collapsed and the spinner turned, it drew at about 60 frames a second.
fps=$(echo "$first" | sed -E 's/.*peak-fps ([0-9]+).*/\1/')
if [ "$fps" -lt 48 ]; then
  echo "the demo drew at only $fps frames a second while animating" >&2
  exit 1
fi

echo "states ($out):"
sed 's/^/  /' "$out/states.log"

status=0
for name in rest pulled refreshing collapsed; do
  if [ "${RECORD:-}" = 1 ]; then
    cp "$out/$name.png" "$references/$name.png"
    echo "recorded $references/$name.png"
    continue
  fi
  # Differing pixels beyond a fuzz for anti-aliasing; a spinner's phase moves a few hundred.
  different=$(compare -metric AE -fuzz 12% "$references/$name.png" "$out/$name.png" null: 2>&1 || true)
  different=${different%% *}
  echo "$name: $different pixels differ"
  if ! [ "${different%.*}" -le 2000 ] 2>/dev/null; then
    echo "screenshot $name differs from $references/$name.png (see $out/$name.png)" >&2
    status=1
  fi
done
exit $status
