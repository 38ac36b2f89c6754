#!/usr/bin/env bash
# Lighthouse 12 (mobile preset) on home, a blog article, the chat page and contacts, against the
# release build served locally; prints the four scores of each page (make lighthouse).
set -euo pipefail
cd "$(dirname "$0")/.."

PORT=3400
work=$(mktemp -d)
trap 'kill $(jobs -p) 2>/dev/null; rm -rf "$work"' EXIT

if [ ! -x tools/lighthouse/node_modules/.bin/lighthouse ]; then
  echo "lighthouse: installing lighthouse (tools/lighthouse)"
  (cd tools/lighthouse && npm ci --no-audit --no-fund)
fi

RUST_LOG=warn DATABASE_URL="sqlite://$work/lh.db" CSRF_SECRET=lighthouse SITE_URL="http://127.0.0.1:$PORT" \
  LEPTOS_SITE_ROOT=target/site LEPTOS_SITE_ADDR="127.0.0.1:$PORT" LEPTOS_ENV=PROD target/release/server &
for _ in $(seq 50); do curl -sf "http://127.0.0.1:$PORT/healthz" >/dev/null && break; sleep 0.2; done

printf '%-44s %6s %6s %6s %6s\n' page perf a11y best seo
audit() {
  CHROME_PATH=/usr/bin/chromium tools/lighthouse/node_modules/.bin/lighthouse "http://127.0.0.1:$PORT$1" \
    --quiet --output=json --output-path="$work/report.json" --form-factor=mobile \
    --chrome-flags="--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run --user-data-dir=$work/profile" \
    >"$work/lighthouse.log" 2>&1
}
for path in /en /en/blog/telegram-as-a-front-door /en/rag-chat /en/contacts; do
  # Chromium now and then fails to start here; a second attempt is not a second opinion on the page.
  audit "$path" || audit "$path" || { echo "lighthouse failed on $path:" >&2; tail -5 "$work/lighthouse.log" >&2; continue; }
  node -e '
    const r = require(process.argv[1]);
    const s = (k) => Math.round(r.categories[k].score * 100);
    console.log(process.argv[2].padEnd(44), ...["performance", "accessibility", "best-practices", "seo"].map((k) => String(s(k)).padStart(6)));
  ' "$work/report.json" "$path"
done
