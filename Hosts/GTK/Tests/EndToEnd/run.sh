#!/usr/bin/env bash
# End-to-end check under Xvfb of pull-to-refresh on real GTK lists.
#
# The demo (a GtkListView wrapped by RefreshScrolledWindow): a tap that moves 3 px does not
# refresh; a mouse-drag pull, a wheel pull, F5, Ctrl+R and the header bar's button refresh;
# scrolling to the end loads pages until there are no more; scrolling far down and back, a pull
# refreshes again; the accessible label and busy state follow the header; idle, nothing is
# drawn or scheduled; pulling and collapsing run at 55 frames a second or more by the frame
# clock. States come from the demo's log (REFRESHKIT_GTK_STATE_LOG=1); screenshots at rest,
# pulled, refreshing, collapsed, at the end, with the Lottie header refreshing and refreshing on
# GTK's dark theme (--dark) are compared with the references. Then the list-box check (an app
# author's own GtkListBox, RefreshKitGTK's public API only) is pulled down, pulled up at its
# end, and its window closed while the footer loads; it must exit cleanly with its wrapper
# released. RECORD=1 writes new references instead (look at them before committing).
set -euo pipefail
cd "$(dirname "$0")/../.."

# A folder and a display of this run's own: two runs at once never share either.
out=${OUT:-$(mktemp -d /tmp/refreshkit-gtk-e2e.XXXXXX)}
references=Tests/References
mkdir -p "$out"
bin="$(swift build --show-bin-path)"

Xvfb -displayfd 3 -screen 0 400x760x24 -nolisten tcp 3>"$out/display" >"$out/xvfb.log" 2>&1 &
xvfb=$!
for _ in $(seq 100); do [ -s "$out/display" ] && break; sleep 0.05; done
display=":$(cat "$out/display")"
app=""
trap 'kill $app $xvfb 2>/dev/null || true' EXIT
export DISPLAY=$display GDK_BACKEND=x11 NO_AT_BRIDGE=1 GTK_A11Y=none GSK_RENDERER=${GSK_RENDERER:-cairo}
export REFRESHKIT_GTK_STATE_LOG=1 LANGUAGE=en LANG=C.UTF-8
for _ in $(seq 50); do xdpyinfo >/dev/null 2>&1 && break; sleep 0.1; done

"$bin/refreshkit-gtk-demo" >"$out/states.log" 2>"$out/stderr.log" &
app=$!

# How often `line` has appeared in the log so far.
count() { grep -acx "$1" "$out/states.log" || true; }

# Waits until `line` has appeared `count` times in the state log.
wait_for() {
  local line=$1 want=${2:-1}
  for _ in $(seq 120); do
    if [ "$(count "$line")" -ge "$want" ]; then return 0; fi
    sleep 0.05
  done
  echo "timed out waiting for '$line' x$want; log so far:" >&2
  cat "$out/states.log" >&2
  exit 1
}

# Waits for the `n`th line starting with `prefix` and prints it.
query() {
  local prefix=$1 n=$2
  for _ in $(seq 100); do
    if [ "$(grep -ac "^$prefix" "$out/states.log" || true)" -ge "$n" ]; then
      grep -a "^$prefix" "$out/states.log" | sed -n "${n}p"
      return 0
    fi
    sleep 0.05
  done
  echo "timed out waiting for '$prefix' x$n" >&2
  exit 1
}
# The list's own offset ("position list <y> past <overscroll>").
list_offset() {
  local n
  n=$(($(grep -ac "^position " "$out/states.log" || true) + 1))
  xdotool key p
  query "position " "$n" | awk '{print $3}'
}

# The window without the status line (it shows draw times, which vary); the pointer parked on
# the header bar's title, so no row is hovered.
shot() {
  xdotool mousemove 200 22
  sleep 0.15
  import -window root -crop 400x684+0+0 +repage "$out/$1.png"
}

# A mouse drag from (200, $1) down to (200, $2) in 5 px steps, 8 ms apart (faster than the
# frames, so the frame rate is the host's, not the input's); released unless $3 is "hold".
drag() {
  local steps=()
  for y in $(seq $(($1 + 5)) 5 "$2"); do steps+=(mousemove 200 "$y" sleep 0.008); done
  xdotool mousemove 200 "$1" mousedown 1 "${steps[@]}"
  [ "${3:-}" = hold ] || xdotool mouseup 1
}

wait_for "header idle"
sleep 0.5
shot rest

echo "-- a tap that moves 3 px does not pull"
xdotool mousemove 200 200 mousedown 1 mousemove 200 201 mousemove 200 202 mousemove 200 203 mouseup 1
sleep 0.5
[ "$(count "header pulling")" = 0 ] || { echo "a 3 px tap pulled the header" >&2; exit 1; }

echo "-- a mouse drag past the trigger, held, then released"
drag 150 400 hold
wait_for "header pulling"
sleep 0.3
import -window root -crop 400x684+0+0 +repage "$out/pulled.png"
xdotool mouseup 1
wait_for "header refreshing"
# Assistive technologies hear the state, and that the list is busy; the end has its own words.
wait_for 'a11y "Loading..." busy true'
sleep 0.5
shot refreshing
wait_for "header idle" 2
wait_for 'a11y "Updated" busy false'
sleep 0.8
shot collapsed

echo "-- the wheel: eight clicks up past the top; a quiet quarter second releases it"
xdotool mousemove 200 300 click --repeat 8 --delay 40 4
wait_for "header refreshing" 2
wait_for "header idle" 3

echo "-- keyboard: F5, then Ctrl+R"
sleep 0.5
xdotool key F5
wait_for "header refreshing" 3
wait_for "header idle" 4
sleep 0.5
xdotool key ctrl+r
wait_for "header refreshing" 4
wait_for "header idle" 5

echo "-- the header bar's refresh button"
sleep 0.5
xdotool mousemove 27 22 click 1
wait_for "header refreshing" 5
wait_for "header idle" 6

echo "-- scroll to the end: pages load until there are no more"
for _ in $(seq 16); do
  [ "$(count "footer noMoreData")" -ge 1 ] && break
  xdotool mousemove 200 400 click --repeat 25 --delay 20 5
  sleep 1.6
done
wait_for "footer noMoreData"
[ "$(count "footer refreshing")" = 3 ] || { echo "expected three loads" >&2; exit 1; }
# On to the very end: the footer below the last row says there is no more (a turn from there
# pulls it a little further, and it settles back).
xdotool mousemove 200 400 click --repeat 30 --delay 20 5
sleep 0.6
xdotool click --repeat 3 --delay 20 5
sleep 1.2
shot end

echo "-- far down and back up, then a pull refreshes again"
for _ in $(seq 60); do
  [ "$(list_offset)" -le 0 ] && break
  xdotool mousemove 200 400 click --repeat 2 --delay 20 4
  sleep 0.35
done
[ "$(list_offset)" -le 0 ] || { echo "the list did not get back to its top" >&2; exit 1; }
sleep 0.4
drag 150 400
wait_for "header refreshing" 6
wait_for "header idle" 7

echo "-- idle: nothing drawn and nothing scheduled while nothing changes"
sleep 1
xdotool key s
first=$(query "stats " 1)
sleep 1.5
xdotool key s
second=$(query "stats " 2)
echo "idle: $first, then $second"
if [ "$first" != "$second" ] || [ "${first##* }" != 0 ]; then
  echo "the demo drew or scheduled work while idle" >&2
  exit 1
fi
# Drag pulls and collapses ran at 55 frames a second or more, by the frame clock (all of each
# kind together; the timing line below gives each one).
pull=$(echo "$first" | sed -E 's/.*pull-fps ([0-9]+).*/\1/')
collapse=$(echo "$first" | sed -E 's/.*collapse-fps ([0-9]+).*/\1/')
xdotool key t
query "timing " 1
if [ "$pull" -lt 55 ] || [ "$collapse" -lt 55 ]; then
  echo "too few frames a second: pulling $pull, collapsing $collapse" >&2
  exit 1
fi

echo "states ($out):"
grep -av "^position " "$out/states.log" | sed 's/^/  /'
kill $app 2>/dev/null || true
wait $app 2>/dev/null || true
app=""

echo "-- an app's own GtkListBox: pulled down, pulled up at its end, closed mid-refresh"
"$bin/refreshkit-gtk-listbox-check" >"$out/listbox.log" 2>"$out/listbox-stderr.log" &
app=$!
wait_listbox() {
  for _ in $(seq 100); do
    grep -aqx "listbox $1" "$out/listbox.log" && return 0
    sleep 0.05
  done
  echo "timed out waiting for 'listbox $1'" >&2
  cat "$out/listbox.log" "$out/listbox-stderr.log" >&2
  exit 1
}
wait_listbox "header idle"
sleep 0.3
drag 100 350
wait_listbox "header refreshing"
wait_listbox "header ended destroyed false"
wait_listbox "header idle"
# The wheel down to the end; the next turn, from the end, pulls the back footer up, and it
# loads once the wheel goes quiet.
xdotool mousemove 150 300 click --repeat 40 --delay 20 5
sleep 0.6
xdotool click --repeat 8 --delay 30 5
wait_listbox "footer refreshing"
xdotool key q
wait_listbox "footer ended destroyed true"
wait_listbox "done released true"
status=0
wait $app || status=$?
app=""
sed 's/^/  /' "$out/listbox.log"
if [ "$status" != 0 ] || grep -aE "CRITICAL|WARNING" "$out/listbox-stderr.log"; then
  echo "the list-box check failed (exit $status)" >&2
  cat "$out/listbox-stderr.log" >&2
  exit 1
fi

# Starts the demo with the given arguments (its log `name`.log) and waits until it shows.
launch_demo() {
  local name=$1
  shift
  "$bin/refreshkit-gtk-demo" "$@" >"$out/$name.log" 2>"$out/$name-stderr.log" &
  app=$!
  for _ in $(seq 120); do grep -aqx "header idle" "$out/$name.log" && break; sleep 0.05; done
  sleep 0.5
}

# Waits until the demo launched as `name` refreshes, takes the screenshot `name`-refreshing and
# stops the demo.
shoot_refreshing_and_stop() {
  local name=$1
  for _ in $(seq 120); do grep -aqx "header refreshing" "$out/$name.log" && break; sleep 0.05; done
  grep -aqx "header refreshing" "$out/$name.log" || { echo "$name: no refresh" >&2; exit 1; }
  sleep 0.5
  shot "$name-refreshing"
  kill $app 2>/dev/null || true
  wait $app 2>/dev/null || true
  app=""
}

# Starts the demo with the given arguments, pulls its header to refreshing and takes the
# screenshot `name`-refreshing.
refreshing_shot() {
  local name=$1
  shift
  launch_demo "$name" "$@"
  drag 150 400
  shoot_refreshing_and_stop "$name"
}

# Starts the demo with the given arguments and pulls its header halfway, held: the screenshot
# `name`-pulled; then releases it past the trigger to refreshing: `name`-refreshing.
pulled_and_refreshing_shots() {
  local name=$1
  shift
  launch_demo "$name" "$@"
  drag 150 280 hold
  sleep 0.4
  import -window root -crop 400x684+0+0 +repage "$out/$name-pulled.png"
  for y in $(seq 285 5 400); do xdotool mousemove 200 "$y" sleep 0.008; done
  xdotool mouseup 1
  shoot_refreshing_and_stop "$name"
}

echo "-- the Adwaita look (--header adwaita): an arc that grows with the pull, then spins"
pulled_and_refreshing_shots adwaita --header adwaita

echo "-- the Lottie header (--header lottie): pulled to refreshing, its spinner drawn by Cairo"
refreshing_shot lottie --header lottie

echo "-- GTK's dark theme (--dark): the header follows it, light text on the dark window"
refreshing_shot dark --dark
# Legible: the header's title is light there. (The looks' own grey, all but invisible on the dark
# window, differs from the reference by fewer pixels than the comparison below allows.)
light=$(convert "$out/dark-refreshing.png" -crop 390x55+5+50 +repage -colorspace Gray \
  -threshold 70% -format "%[fx:round(mean*w*h)]" info:)
echo "dark: $light light pixels in the header"
[ "$light" -ge 150 ] || { echo "the header is not light on the dark theme" >&2; exit 1; }

echo "-- the Lottie header on the dark theme: the built-in spinner's 'tint' slot takes its colour"
refreshing_shot dark-lottie --header lottie --dark

status=0
for name in rest pulled refreshing collapsed end lottie-refreshing dark-refreshing \
  dark-lottie-refreshing adwaita-pulled adwaita-refreshing; do
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
