#!/usr/bin/env bash
# Measures the release build (make bench):
#   1. one cached page from our server against nginx serving the same bytes from disk, one
#      worker each, pinned to core 0, wrk pinned to core 1, 64 connections: requests/s, p99, ratio;
#   2. the uncached render path (a blog list with a query);
#   3. the chat engine (retrieval and whole offline answers, 1 and 16 clients), on the gold
#      questions and on messages at the length limit that no visitor writes;
#   4. server memory: idle, under load, and after a soak of SOAK_SECONDS (default 300).
set -euo pipefail
cd "$(dirname "$0")/.."

DURATION=${DURATION:-15}
# Our server and nginx take turns this many times; the medians are compared (the machine is
# noisy: one run of either varies by about 10 %).
ROUNDS=${ROUNDS:-3}
SOAK_SECONDS=${SOAK_SECONDS:-300}
PORT=3300
NGINX_PORT=3301
PAGE=/en/about
work=$(mktemp -d)
trap 'kill $(jobs -p) 2>/dev/null; [ -f "$work/nginx.pid" ] && kill "$(cat "$work/nginx.pid")" 2>/dev/null; rm -rf "$work"' EXIT

need=()
command -v wrk >/dev/null || need+=(wrk)
command -v nginx >/dev/null || [ -x /usr/sbin/nginx ] || need+=(nginx-light)
command -v taskset >/dev/null || need+=(util-linux)
if [ ${#need[@]} -gt 0 ]; then
  echo "bench: installing ${need[*]}"
  if [ "$(id -u)" -eq 0 ]; then apt-get install -y -qq "${need[@]}" >/dev/null; else sudo apt-get install -y -qq "${need[@]}" >/dev/null; fi
fi
NGINX=$(command -v nginx || echo /usr/sbin/nginx)

rss_kb() { ps -o rss= -p "$1" | tr -d ' '; }

# wrk's requests/s and p99 (in ms) for a URL.
measure() {
  local url=$1 out
  out=$(taskset -c 1 wrk -t1 -c64 -d"${DURATION}s" --latency -H 'Accept-Encoding: br' "$url")
  local rps p99
  rps=$(awk '/Requests\/sec/ { print $2 }' <<<"$out")
  p99=$(awk '$1 == "99%" { v=$2; if (v ~ /us$/) { sub(/us/, "", v); v=v/1000 } else if (v ~ /ms$/) { sub(/ms/, "", v) } else if (v ~ /s$/) { sub(/s/, "", v); v=v*1000 } print v }' <<<"$out")
  echo "$rps $p99"
}

echo "== starting the server (1 worker thread, core 0)"
db="sqlite://$work/bench.db"
TOKIO_WORKER_THREADS=1 RUST_LOG=warn RATE_LIMIT_PER_MINUTE=0 DATABASE_URL="$db" CSRF_SECRET=bench \
  LEPTOS_SITE_ROOT=target/site LEPTOS_SITE_ADDR="127.0.0.1:$PORT" LEPTOS_ENV=PROD \
  taskset -c 0 target/release/server &
server=$!
for _ in $(seq 50); do curl -sf "http://127.0.0.1:$PORT/healthz" >/dev/null && break; sleep 0.2; done
sleep 1
idle=$(rss_kb "$server")

# The same bytes for nginx: the page as our server sends it to a brotli client.
mkdir -p "$work/www$(dirname "$PAGE")"
curl -sf -H 'Accept-Encoding: br' "http://127.0.0.1:$PORT$PAGE" -o "$work/www$PAGE"
cat > "$work/nginx.conf" <<NGINX
worker_processes 1;
pid $work/nginx.pid;
error_log $work/nginx-error.log;
daemon on;
events { worker_connections 1024; }
http {
  access_log off;
  sendfile on;
  tcp_nopush on;
  open_file_cache max=100;
  keepalive_requests 1000000;
  client_body_temp_path $work/tmp; proxy_temp_path $work/tmp; fastcgi_temp_path $work/tmp;
  uwsgi_temp_path $work/tmp; scgi_temp_path $work/tmp;
  server {
    listen 127.0.0.1:$NGINX_PORT;
    root $work/www;
    location / { default_type "text/html; charset=utf-8"; add_header Content-Encoding br; add_header Vary Accept-Encoding; }
  }
}
NGINX
mkdir -p "$work/tmp"
taskset -c 0 "$NGINX" -c "$work/nginx.conf" -p "$work"

median() { sort -g | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }'; }

echo "== cached page $PAGE ($(stat -c %s "$work/www$PAGE") bytes brotli), wrk -c64 -d${DURATION}s, $ROUNDS rounds"
printf '%-22s %12s %10s\n' "" "requests/s" "p99 ms"
: > "$work/ours"; : > "$work/nginx"
for round in $(seq "$ROUNDS"); do
  read -r rps p99 < <(measure "http://127.0.0.1:$PORT$PAGE")
  echo "$rps $p99" >> "$work/ours"
  printf '%-22s %12s %10s\n' "our server ($round)" "$rps" "$p99"
  [ "$round" -eq 1 ] && under_load=$(rss_kb "$server")
  read -r rps p99 < <(measure "http://127.0.0.1:$NGINX_PORT$PAGE")
  echo "$rps $p99" >> "$work/nginx"
  printf '%-22s %12s %10s\n' "nginx ($round)" "$rps" "$p99"
done
ours_rps=$(cut -d' ' -f1 "$work/ours" | median); ours_p99=$(cut -d' ' -f2 "$work/ours" | median)
nginx_rps=$(cut -d' ' -f1 "$work/nginx" | median); nginx_p99=$(cut -d' ' -f2 "$work/nginx" | median)
printf '%-22s %12s %10s\n' "our server, median" "$ours_rps" "$ours_p99"
printf '%-22s %12s %10s\n' "nginx, median" "$nginx_rps" "$nginx_p99"
awk -v a="$ours_rps" -v b="$nginx_rps" 'BEGIN { printf "ratio ours/nginx       %12.2f\n", a / b }'

echo "== uncached render path: /en/blog?tag=retrieval"
read -r render_rps render_p99 < <(measure "http://127.0.0.1:$PORT/en/blog?tag=retrieval")
printf '%-22s %12s %10s\n' "rendered per request" "$render_rps" "$render_p99"

echo "== chat engine"
target/release/server chat bench --requests 4000
echo "== chat engine on messages no visitor writes (eval/hostile.json: 1,000 characters of gibberish, a thousand digits, emoji, typos)"
target/release/server chat bench --gold eval/hostile.json --requests 400

echo "== memory (RSS)"
printf 'idle                   %8d KB\n' "$idle"
printf 'under load             %8d KB\n' "$under_load"
if [ "$SOAK_SECONDS" -gt 0 ]; then
  echo "soaking for ${SOAK_SECONDS}s (pages, queries and chat answers)..."
  cat > "$work/mix.lua" <<'LUA'
local paths = { "/en/about", "/blog", "/en/blog?tag=retrieval", "/en/rag-chat", "/it/services", "/en/blog/telegram-as-a-front-door" }
local i = 0
request = function()
  i = i + 1
  if i % 10 == 0 then
    return wrk.format("POST", "/api/chat", { ["Content-Type"] = "application/json" }, '{"question":"When was Acme founded?","locale":"en"}')
  end
  return wrk.format("GET", paths[(i % #paths) + 1], { ["Accept-Encoding"] = "br" })
end
LUA
  before=$(rss_kb "$server")
  taskset -c 1 wrk -t1 -c64 -d"${SOAK_SECONDS}s" -s "$work/mix.lua" "http://127.0.0.1:$PORT" | awk '/Requests\/sec/ { print "soak requests/s        " $2 }'
  after=$(rss_kb "$server")
  printf 'before the soak        %8d KB\n' "$before"
  printf 'after the soak         %8d KB\n' "$after"
fi
