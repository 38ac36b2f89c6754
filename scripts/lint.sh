#!/usr/bin/env bash
# make lint (CI runs it before the tests): formatting, Clippy with warnings as errors on the
# server and the app for both targets (server-side and in the browser's wasm), TypeScript and
# ESLint on the React widgets and the end-to-end tests.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$HOME/.cargo/bin:$PWD/tools/node_modules/.bin:$PATH"

say() { printf '\033[1;35mlint:\033[0m %s\n' "$*"; }

say "rustfmt"
cargo fmt --all --check
(cd fuzz && cargo fmt --check)

say "clippy: the server and the app (ssr), every target"
cargo clippy --release --workspace --exclude frontend --all-targets --features server/model-smoke -- -D warnings
say "clippy: the app and the wasm entry in the browser (hydrate)"
cargo clippy --target wasm32-unknown-unknown -p frontend -p app --features app/hydrate -- -D warnings

say "TypeScript and ESLint: the React widgets"
(cd react-widgets && npm run --silent generate && npx tsc --noEmit && npx eslint --max-warnings 0 .)
say "TypeScript and ESLint: the end-to-end tests"
(cd end2end && npx tsc --noEmit && npx eslint --max-warnings 0 .)
