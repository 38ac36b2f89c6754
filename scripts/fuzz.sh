#!/usr/bin/env bash
# Runs each fuzz target for FUZZ_SECONDS (default 60) with cargo-fuzz (make fuzz). The toolchain
# here is stable; RUSTC_BOOTSTRAP lets it accept the sanitizer flags cargo-fuzz passes.
set -euo pipefail
cd "$(dirname "$0")/../fuzz"
CARGO_FUZZ_VERSION=0.13.2
export PATH="$HOME/.cargo/bin:$PATH"
if [ "$(cargo fuzz --version 2>/dev/null | awk '{print $2}')" != "$CARGO_FUZZ_VERSION" ]; then
  echo "fuzz: installing cargo-fuzz $CARGO_FUZZ_VERSION"
  cargo install --locked "cargo-fuzz@$CARGO_FUZZ_VERSION"
fi
for target in contact_payload content_document chat_question; do
  echo "== $target"
  mkdir -p "corpus/$target"
  RUSTC_BOOTSTRAP=1 cargo fuzz run "$target" "corpus/$target" "seeds/$target" -- -max_total_time="${FUZZ_SECONDS:-60}" -max_len=65536
done
