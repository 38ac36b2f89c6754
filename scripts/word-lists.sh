#!/usr/bin/env bash
# Writes server/src/chat/words/{en,it}.txt, the dictionaries that tell the chat's typo reader a
# word of the language from a typo (server/src/chat/dictionary.rs), from the npm packages named
# in server/src/chat/words/SOURCE.md: words of four letters or more, letters only, lower case,
# sorted by code point (the order the server's binary search expects). Run by hand when the
# packages change; the lists are committed.
set -euo pipefail
cd "$(dirname "$0")/.."
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
(cd "$work" && npm pack --silent an-array-of-english-words@2.0.0 an-array-of-italian-words@1.2.0 >/dev/null)
for archive in "$work"/*.tgz; do
  mkdir -p "${archive%.tgz}"
  tar xzf "$archive" -C "${archive%.tgz}"
done
python3 - "$work" <<'PY'
import json, sys
work = sys.argv[1]
lists = {
    "en": f"{work}/an-array-of-english-words-2.0.0/package/index.json",
    "it": f"{work}/an-array-of-italian-words-1.2.0/package/words.json",
}
for language, path in lists.items():
    words = sorted({w.strip().lower() for w in json.load(open(path, encoding="utf-8")) if len(w.strip()) >= 4 and w.strip().isalpha()})
    with open(f"server/src/chat/words/{language}.txt", "w", encoding="utf-8") as out:
        out.write("\n".join(words) + "\n")
    print(language, len(words), "words")
PY
