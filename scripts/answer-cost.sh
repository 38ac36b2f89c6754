#!/usr/bin/env bash
# Counts the instructions one offline answer costs on a corpus (make answer-cost), under
# valgrind's cachegrind: unlike `server chat bench`'s milliseconds, the count does not move with
# the load of a shared machine, so two binaries can be compared a few per cent apart. The bench
# is run twice, with 50 and 250 requests per run, and the difference is divided by the 400
# answers it adds (each run serves one visitor, then sixteen): building the index cancels out.
# Usage: scripts/answer-cost.sh [gold content owner], Organic Maps by default; SERVER=binary.
set -euo pipefail
cd "$(dirname "$0")/.."
SERVER=${SERVER:-target/release/server}
GOLD=${1:-eval/faq/gold.json}
CONTENT=${2:-eval/faq/content}
OWNER=${3-Organic Maps}
command -v valgrind > /dev/null || { echo "answer-cost needs valgrind (apt install valgrind)" >&2; exit 1; }

instructions() {
  valgrind --tool=cachegrind --cache-sim=no --cachegrind-out-file=/dev/null \
    "$SERVER" chat bench --gold "$GOLD" --dir "$CONTENT" --owner "$OWNER" --requests "$1" 2>&1 > /dev/null |
    awk '/I *refs/ { gsub(",", "", $NF); print $NF }'
}

few=$(instructions 50)
many=$(instructions 250)
echo "$(( (many - few) / 400 )) instructions per answer ($GOLD)"
