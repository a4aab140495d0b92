# Sourced by the Lottie scripts: makes .build/lottie-oracle-venv hold the pinned packages of
# Scripts/lottie-oracle/requirements.txt (remade when the pins change: a copy of the
# requirements marks what it holds). Expects to run from the repository's root; sets $venv.
venv=.build/lottie-oracle-venv
if ! cmp -s Scripts/lottie-oracle/requirements.txt "$venv/requirements.txt" 2>/dev/null; then
  echo "== installing the pinned Python packages into $venv"
  rm -rf "$venv"
  if ! python3 -m venv "$venv" 2>/dev/null; then
    export DEBIAN_FRONTEND=noninteractive
    apt-get update -qq && apt-get install -y -qq python3-venv >/dev/null
    python3 -m venv "$venv"
  fi
  "$venv/bin/pip" install -q --disable-pip-version-check --no-input \
    -r Scripts/lottie-oracle/requirements.txt
  cp Scripts/lottie-oracle/requirements.txt "$venv/requirements.txt"
fi
