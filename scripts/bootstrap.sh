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

# The two cargo installs build side by side (each is serial for long stretches: build scripts,
# linking). cargo-leptos's own release profile uses fat LTO and one codegen unit, which took about
# 20 of a fresh machine's minutes; the tool orchestrates builds and needs no such optimisation, so
# both are built unoptimised (cargo's environment overrides the manifest's): compiling is what a
# fresh machine waits for, and neither tool's run time is noticeable at opt-level 0.
light_install() {
  CARGO_PROFILE_RELEASE_LTO=false CARGO_PROFILE_RELEASE_CODEGEN_UNITS=256 \
    CARGO_PROFILE_RELEASE_OPT_LEVEL=0 CARGO_PROFILE_RELEASE_DEBUG=false \
    CARGO_PROFILE_RELEASE_INCREMENTAL=false cargo install --quiet "$@"
}
installs=()
if [ "$(cargo leptos --version 2>/dev/null)" != "cargo-leptos $CARGO_LEPTOS_VERSION" ]; then
  say "installing cargo-leptos $CARGO_LEPTOS_VERSION"
  light_install --locked "cargo-leptos@$CARGO_LEPTOS_VERSION" --features no_downloads &
  installs+=($!)
fi

WB_VERSION=$(wasm_bindgen_version)
if [ "$(wasm-bindgen --version 2>/dev/null)" != "wasm-bindgen $WB_VERSION" ]; then
  say "installing wasm-bindgen-cli $WB_VERSION"
  # Not --locked: one of its locked dependencies is not on the registry.
  light_install --force "wasm-bindgen-cli@$WB_VERSION" &
  installs+=($!)
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

# The cargo installs ran beside everything above; a failed one fails the set-up.
for pid in "${installs[@]}"; do wait "$pid"; done
