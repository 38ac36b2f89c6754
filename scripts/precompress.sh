#!/usr/bin/env bash
# Writes .br (brotli -q 11) and .gz (gzip -9) beside the built site's text and wasm files, so the
# server sends them without compressing per request. Run after every build (make build does).
set -euo pipefail
site="${1:-target/site}"
count=0
while IFS= read -r -d '' file; do
  # Through stdout: brotli would copy the original's (rounded) time, making its output look stale.
  brotli -q 11 -c "$file" > "$file.br"
  gzip -9 -n -k -f -c "$file" > "$file.gz"
  count=$((count + 1))
done < <(find "$site/pkg" "$site/widgets" -type f \( -name '*.js' -o -name '*.wasm' -o -name '*.css' -o -name '*.json' -o -name '*.svg' \) -print0)
echo "precompressed $count files under $site"
