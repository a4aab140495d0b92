#!/usr/bin/env bash
# Checks the GTK host's Cairo drawing of every Lottie fixture against ThorVG and rlottie, with
# Scripts/lottie-oracle/oracle.py's players, frames and rule (cairo_oracle.py imports it), and
# exits non-zero when a fixture fails (the fixtures oracle's run.sh allows, excepted).
#
#   Hosts/GTK/Tests/LottieOracle/run.sh [--fixture NAME]... [--save DIR]
#   Hosts/GTK/Tests/LottieOracle/run.sh --speed     # ms/frame beside ThorVG's and rlottie's
#
# Installs the oracle's pinned Python packages into the venv Scripts/lottie-oracle/run.sh uses
# (.build/lottie-oracle-venv) when missing, builds refreshkit-gtk-lottie-render (debug, or
# release for --speed) and runs unattended (CI=true, no input).
set -euo pipefail
cd "$(dirname "$0")/../../../.."
export PATH="/opt/swift/usr/bin:$PATH"
oracle=Scripts/lottie-oracle

# The pinned Python packages, in the venv every Lottie script shares.
source Scripts/lottie-oracle/venv.sh

configuration=debug
for argument in "$@"; do
  # Timing a debug build would say nothing about the player.
  if [ "$argument" = --speed ]; then configuration=release; fi
done
echo "== cairo oracle: building refreshkit-gtk-lottie-render ($configuration)"
log=/tmp/cairo-oracle-build.log
swift build --package-path Hosts/GTK -c "$configuration" --product refreshkit-gtk-lottie-render \
  >"$log" 2>&1 || { tail -n 40 "$log" >&2; exit 1; }
tail -n 1 "$log"
tool="$(swift build --package-path Hosts/GTK -c "$configuration" --show-bin-path)/refreshkit-gtk-lottie-render"

# The fixtures the oracle documents as deliberately divergent (its README), read from its
# run.sh so the two checks never disagree on the list.
# The definition may span lines: from `known_divergent=(` to the first line with `)`.
definition=$(sed -n '/^known_divergent=(/,/)/p' "$oracle/run.sh")
[ -n "$definition" ] \
  || { echo "cairo oracle: no known_divergent=(...) in $oracle/run.sh" >&2; exit 1; }
eval "$definition"

echo "== cairo oracle: Cairo against ThorVG and rlottie (cairo_oracle.py $*)"
"$venv/bin/python" Hosts/GTK/Tests/LottieOracle/cairo_oracle.py --tool "$tool" \
  "${known_divergent[@]}" "$@"
