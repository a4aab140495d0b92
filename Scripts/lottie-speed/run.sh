#!/usr/bin/env bash
# Times RefreshKit's Lottie player (evaluate + the GTK host's Cairo raster) beside ThorVG and
# rlottie, through their C APIs, on the same files at the same size into the same pixel format
# (premultiplied ARGB32), in interleaved rounds; prints per-file ratios and geometric means.
#
#   bash Scripts/lottie-speed/run.sh                   # the fixtures, 5 rounds
#   bash Scripts/lottie-speed/run.sh --short           # CI: the loader fixtures, 3 rounds
#   bash Scripts/lottie-speed/run.sh DIR_OR_FILES...   # real files (never committed)
#   bash Scripts/lottie-speed/run.sh --rounds 21 --size 512 DIR
#
# Installs what it needs (the oracle's pinned wheels, which ship libthorvg and librlottie; a C
# compiler), builds refreshkit-gtk-lottie-render in release, compiles players.c, and runs
# speed.py. Needs the GTK host's packages (libgtk-4-dev), as the GTK oracle does.
set -euo pipefail
cd "$(dirname "$0")/../.."
export PATH="/opt/swift/usr/bin:$PATH"
here=Scripts/lottie-speed

rounds=5
runs=3
files=()
extra=()
while [ $# -gt 0 ]; do
  case "$1" in
    --short) rounds=3; runs=2; files=(Tests/LottieFormatTests/Fixtures/loader-*.json) ;;
    --rounds) rounds=$2; shift ;;
    --runs) runs=$2; shift ;;
    --size) extra+=(--size "$2"); shift ;;
    *) files+=("$1") ;;
  esac
  shift
done
[ ${#files[@]} -gt 0 ] || files=(Tests/LottieFormatTests/Fixtures)

source Scripts/lottie-oracle/venv.sh
site=$("$venv/bin/python" -c "import sysconfig; print(sysconfig.get_paths()['purelib'])")
thorvg="$site/thorvg_python/libthorvg-1.so"
rlottie="$site/rlottie_python/librlottie.so"
[ -f "$thorvg" ] && [ -f "$rlottie" ] \
  || { echo "lottie-speed: the wheels carry no $thorvg or $rlottie" >&2; exit 1; }

if ! command -v cc >/dev/null; then
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq && apt-get install -y -qq gcc >/dev/null
fi
mkdir -p .build/lottie-speed
cc -O2 -Wall -o .build/lottie-speed/players "$here/players.c" -ldl

echo "== lottie speed: building refreshkit-gtk-lottie-render (release)"
log=/tmp/lottie-speed-build.log
swift build --package-path Hosts/GTK -c release --product refreshkit-gtk-lottie-render \
  >"$log" 2>&1 || { tail -n 40 "$log" >&2; exit 1; }
tool="$(swift build --package-path Hosts/GTK -c release --show-bin-path)/refreshkit-gtk-lottie-render"

python3 "$here/speed.py" --tool "$tool" --players .build/lottie-speed/players \
  --thorvg "$thorvg" --rlottie "$rlottie" --rounds "$rounds" --runs "$runs" \
  ${extra[@]+"${extra[@]}"} "${files[@]}"
