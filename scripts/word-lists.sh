#!/usr/bin/env bash
# Writes server/src/chat/words/{en,it}.txt, the dictionaries that tell the chat's typo reader a
# word of the language from a typo (server/src/chat/dictionary.rs), from the packages named in
# server/src/chat/words/SOURCE.md: words of four letters or more, letters only, lower case,
# sorted by code point (the order the server's binary search expects), without the rare ones
# that are mostly typos of a far more frequent word ("tuti", "cota", "sned"); and words/written.txt,
# the other words wordfreq finds often in English or Italian text (names, brands: "mailchimp").
# Run by hand when the packages change; the lists are committed.
set -euo pipefail
cd "$(dirname "$0")/.."
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
(cd "$work" && npm pack --silent an-array-of-english-words@2.0.0 an-array-of-italian-words@1.2.0 >/dev/null)
for archive in "$work"/*.tgz; do
  mkdir -p "${archive%.tgz}"
  tar xzf "$archive" -C "${archive%.tgz}"
done
python3 -m venv "$work/venv"
"$work/venv/bin/pip" install --quiet wordfreq==3.1.1
"$work/venv/bin/python" - "$work" <<'PY'
import json, sys, unicodedata
from wordfreq import iter_wordlist, zipf_frequency

work = sys.argv[1]
lists = {
    "en": f"{work}/an-array-of-english-words-2.0.0/package/index.json",
    "it": f"{work}/an-array-of-italian-words-1.2.0/package/words.json",
}
# A word of a list is left out when it is rare (under RARE on wordfreq's Zipf scale) and a word
# of its language one typo from it (as the reader reads typos: past the first letter, a letter
# left out, added, changed for a key beside it, or two swapped) is MARGIN more frequent: a
# hundred times. Both lists hold such words ("tuti", "numer", "poso" gathered from the web in
# the Italian one; "sned", "prat", "geos" in the English one), and a word of either language is
# never read as a typo. Words people type ("timer", "fist", "amido") are not rare.
RARE, MARGIN = 3.0, 2.0
ROWS = [("qwertyuiop", 0.0), ("asdfghjkl", 0.25), ("zxcvbnm", 0.75)]
PLACE = {c: (row, i + offset) for row, (keys, offset) in enumerate(ROWS) for i, c in enumerate(keys)}
BESIDE = {a: [b for b in PLACE if b != a and abs(PLACE[a][0] - PLACE[b][0]) <= 1 and abs(PLACE[a][1] - PLACE[b][1]) <= 1] for a in PLACE}


def folded(word):
    return "".join(c for c in unicodedata.normalize("NFD", word) if unicodedata.category(c) != "Mn")


def meant(word):
    """The words `word` may be a typo of."""
    for i in range(1, len(word) + 1):
        for c in "abcdefghijklmnopqrstuvwxyz":
            yield word[:i] + c + word[i:]
        if i < len(word):
            yield word[:i] + word[i + 1:]
            for c in BESIDE.get(word[i], []):
                yield word[:i] + c + word[i + 1:]
        if i + 1 < len(word):
            yield word[:i] + word[i + 1] + word[i] + word[i + 2:]


frequency = {}
for language in lists:
    frequency[language] = {}
    for word in iter_wordlist(language, "large"):
        key = folded(word.lower())
        if key.isalpha():
            frequency[language][key] = max(frequency[language].get(key, 0.0), zipf_frequency(word, language, "large"))

for language, path in lists.items():
    words = sorted({w.strip().lower() for w in json.load(open(path, encoding="utf-8")) if len(w.strip()) >= 4 and w.strip().isalpha()})
    own = frequency[language]
    # Within the language: "uptime" is no typo of the Italian "ultime".
    kept = [w for w in words if own.get(w, 0.0) >= RARE or max(own.get(m, 0.0) for m in meant(w)) < own.get(w, 0.0) + MARGIN]
    with open(f"server/src/chat/words/{language}.txt", "w", encoding="utf-8") as out:
        out.write("\n".join(kept) + "\n")
    print(language, len(kept), "words of", len(words))
    listed_words = globals().setdefault("listed_words", set())
    listed_words.update(kept)

# The words of five letters or more wordfreq finds at least WRITTEN on its Zipf scale in English or
# Italian text that neither list holds: names, brands, loanwords ("mailchimp", "hostname"), each
# written as one word, never two run together ("mail chimp").
WRITTEN = 1.8
written = sorted({w for f in frequency.values() for w, z in f.items() if z >= WRITTEN and len(w) >= 5 and w.isascii() and w.isalpha()} - listed_words)
with open("server/src/chat/words/written.txt", "w", encoding="utf-8") as out:
    out.write("\n".join(written) + "\n")
print("written as one", len(written), "words")
PY
