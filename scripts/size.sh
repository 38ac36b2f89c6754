#!/usr/bin/env bash
# Prints what the home page loads, raw and brotli-compressed, from the release build.
set -euo pipefail
cd "$(dirname "$0")/.."
command -v brotli >/dev/null || { echo "size: needs brotli (apt-get install brotli)" >&2; exit 1; }

row() {
  local file=$1 raw br
  raw=$(stat -c %s "$file")
  br=$(brotli -c -q 11 "$file" | wc -c)
  printf '%-48s %9d %9d\n' "${file#target/site}" "$raw" "$br"
  total_raw=$((total_raw + raw)); total_br=$((total_br + br))
}

total_raw=0; total_br=0
printf '%-48s %9s %9s\n' "home page asset" "raw B" "brotli B"
for f in target/site/pkg/*.wasm target/site/pkg/*.js target/site/pkg/snippets/*/*.js; do
  [ -f "$f" ] && row "$f"
done
printf '%-48s %9d %9d\n' "wasm + JS total" "$total_raw" "$total_br"

total_raw=0; total_br=0
for f in target/site/widgets/assets/*.js; do row "$f"; done
printf '%-48s %9d %9d\n' "React widgets (only on pages that show them)" "$total_raw" "$total_br"
