#!/usr/bin/env bash
# Installs what the build and the tests need, only what is missing, at pinned versions.
# Safe to run again: every step checks first. See docs/development.md for why each pin exists.
set -euo pipefail
cd "$(dirname "$0")/.."

CARGO_LEPTOS_VERSION=0.3.0
export PATH="$HOME/.cargo/bin:$PWD/tools/node_modules/.bin:$PATH"

say() { printf '\033[1;35mbootstrap:\033[0m %s\n' "$*"; }

as_root() {
  if [ "$(id -u)" -eq 0 ]; then "$@"; else sudo "$@"; fi
}

# The wasm-bindgen version the lockfile pins; the CLI must match it exactly.
wasm_bindgen_version() {
  awk '/^name = "wasm-bindgen"$/ { getline; gsub(/version = |"/, ""); print; exit }' Cargo.lock
}

if ! rustup target list --installed | grep -qx wasm32-unknown-unknown; then
  say "adding the wasm32-unknown-unknown target"
  rustup target add wasm32-unknown-unknown
fi

if [ "$(cargo leptos --version 2>/dev/null)" != "cargo-leptos $CARGO_LEPTOS_VERSION" ]; then
  say "installing cargo-leptos $CARGO_LEPTOS_VERSION (takes about 11 minutes)"
  cargo install --locked "cargo-leptos@$CARGO_LEPTOS_VERSION" --features no_downloads
fi

WB_VERSION=$(wasm_bindgen_version)
if [ "$(wasm-bindgen --version 2>/dev/null)" != "wasm-bindgen $WB_VERSION" ]; then
  say "installing wasm-bindgen-cli $WB_VERSION"
  # Not --locked: one of its locked dependencies is not on the registry.
  cargo install --force "wasm-bindgen-cli@$WB_VERSION"
fi

# npm ci only when the lockfile changed since the last install.
npm_ci() {
  local dir=$1 stamp="$1/node_modules/.bootstrap-stamp"
  if [ ! -f "$stamp" ] || [ "$dir/package-lock.json" -nt "$stamp" ]; then
    say "npm ci in $dir"
    (cd "$dir" && npm ci --no-audit --no-fund)
    touch "$stamp"
  fi
}
npm_ci tools
npm_ci react-widgets
npm_ci end2end

# aiosmtpd: the real SMTP server the notification tests deliver to.
if ! tools/.venv/bin/python -c 'import aiosmtpd' 2>/dev/null; then
  say "installing aiosmtpd into tools/.venv"
  python3 -m venv tools/.venv
  tools/.venv/bin/pip install --quiet --disable-pip-version-check aiosmtpd==1.4.6
fi

# Debian packages: chromium for the browser tests, brotli for `make size`, PostgreSQL for the
# second run of the server tests.
missing=()
ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 || missing+=(postgresql)
[ -x /usr/bin/chromium ] || missing+=(chromium)
command -v brotli >/dev/null || missing+=(brotli)
if [ ${#missing[@]} -gt 0 ]; then
  say "installing Debian packages: ${missing[*]}"
  as_root apt-get update -qq
  as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}"
fi
