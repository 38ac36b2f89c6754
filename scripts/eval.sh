#!/usr/bin/env bash
# Measures the chat's answers on every evaluation corpus (make eval): one Markdown row per corpus
# and language, the figures docs/chat.md reports (curated answers off, each corpus with its
# owner), then the off-topic probe on each corpus's content. The sealed, blind and FAQ corpora
# are measured by their totals only: never read their questions or misses (docs/chat.md, "Measuring").
set -euo pipefail
cd "$(dirname "$0")/.."
SERVER=${SERVER:-target/release/server}

# name | gold file | content folder | owner (empty: the site file's)
CORPORA=(
  "demo|eval/gold.json|content|"
  "hack.bs|eval/foreign/gold.json|eval/foreign/content|hack.bs"
  "Let's Encrypt|eval/holdout/gold.json|eval/holdout/content|Let's Encrypt"
  "sealed|eval/sealed/gold.json|eval/sealed/content|Eutopian"
  "AntennaPod|eval/fresh/gold.json|eval/fresh/content|AntennaPod"
  "Race UP|eval/blind/gold.json|eval/blind/content|Race UP Team"
  "Organic Maps|eval/faq/gold.json|eval/faq/content|Organic Maps"
  "Immuni|eval/immuni/gold.json|eval/immuni/content|Immuni"
  "Open Source Guides|eval/osguides/gold.json|eval/osguides/content|Open Source Guides"
  "Mozilla terms|eval/mozterms/gold.json|eval/mozterms/content|Mozilla"
  "Scambi Festival|eval/scambi/gold.json|eval/scambi/content|Scambi Festival"
  "GobCon|eval/gobcon/gold.json|eval/gobcon/content|Garfaludica APS"
)

# The content folder and owner options of one corpus, into the array `args`.
args=()
content_args() {
  local dir=$1 owner=$2
  args=(--dir "$dir")
  if [ -n "$owner" ]; then args+=(--owner "$owner"); fi
}

echo "| corpus | locale | fact in the answer | confidently wrong | off-topic refused | passages (holding the fact) | refused wrongly | citation precision | words per answer (median, p90) |"
echo "| --- | --- | --- | --- | --- | --- | --- | --- | --- |"
for corpus in "${CORPORA[@]}"; do
  IFS='|' read -r name gold dir owner <<<"$corpus"
  content_args "$dir" "$owner"
  "$SERVER" chat eval --gold "$gold" --no-curated "${args[@]}" | awk -v name="$name" '
    BEGIN { words = "-" }
    /^locale/ { locale = $2; sub(":", "", locale) }
    /fact in the answer/ { fact = $5 "/" $7 " = " $8 }
    /confidently wrong/ { wrong = $3 "/" $5 " = " $6 }
    /off-topic refused/ { offtopic = $3 "/" $5 }
    /refused wrongly/ { refused = $3 }
    /passages offered/ { passages = $3 " (" substr($7, 2) ")" }
    /citation precision/ { precision = $6 }
    /words per answer/ { words = $5 " " $7 }
    /curated answers/ { printf "| %s | %s | %s | %s | %s | %s | %s | %s | %s |\n", name, locale, fact, wrong, offtopic, passages, refused, precision, words; words = "-" }'
done

echo
echo "Off-topic probe (eval/offtopic.json), refused per language:"
for corpus in "${CORPORA[@]}"; do
  IFS='|' read -r name gold dir owner <<<"$corpus"
  content_args "$dir" "$owner"
  "$SERVER" chat eval --gold eval/offtopic.json --no-curated "${args[@]}" |
    awk -v name="$name" '/^locale/ { locale = $2; sub(":", "", locale) } /refused correctly/ { line = line " " locale " " $3 "/" $5 } END { print "  " name ":" line }'
done

# Facts and confidently wrong answers per language, one line per corpus of the array named by
# $1 (each as CORPORA holds them), every question asked with the eval options after the title.
facts_probe() {
  local -n sets=$1
  local title=$2
  shift 2
  echo
  echo "$title, fact in the answer and confidently wrong per language:"
  for corpus in "${sets[@]}"; do
    IFS='|' read -r name gold dir owner _ <<<"$corpus"
    content_args "$dir" "$owner"
    "$SERVER" chat eval --gold "$gold" --no-curated "$@" "${args[@]}" |
      awk -v name="$name" '/^locale/ { locale = $2; sub(":", "", locale) } /fact in the answer/ { fact = $5 "/" $7 } /confidently wrong/ { line = line " " locale " " fact " (wrong " $3 "/" $5 ")" } END { print "  " name ":" line }'
  done
}

# Every gold set asked as visitors type it (`--as-typed WAY`).
facts_probe CORPORA "Typo probe (--as-typed misspelt: one typo in each question's longest word)" --as-typed misspelt
facts_probe CORPORA "Short-word typo probe (--as-typed misspelt-short: one typo in each question's shortest word of four letters or more, \"waht\", \"prcie\")" --as-typed misspelt-short
facts_probe CORPORA "Run-together probe (--as-typed run-together: the space before each question's longest word missed, \"theproject\")" --as-typed run-together
facts_probe CORPORA "Greeting probe (--as-typed greeted: a greeting before each question, thanks after every other)" --as-typed greeted
facts_probe CORPORA "Indirect probe (--as-typed indirect: each question inside a request to be told, \"Could you tell me …\")" --as-typed indirect
facts_probe CORPORA "Texting probe (--as-typed texting: the shorthand of text messages, \"where r ur offices?\", \"xké nn…\", and no apostrophes)" --as-typed texting
facts_probe CORPORA "Letter probe (--as-typed letter: each question written as a letter, \"Dear team,⏎…⏎Best regards,⏎Laura\", \"Gentile team,⏎…⏎Cordiali saluti, Mario Rossi\")" --as-typed letter
facts_probe CORPORA "Introduction probe (--as-typed introduced: what the visitor says of themselves before each question, every third on a line of its own, and after every other one typed with its question mark)" --as-typed introduced
facts_probe CORPORA "Remark probe (--as-typed remarked: a remark on the site joined to each question by \"and\", \"The site is really clear and …\", \"Il sito è davvero chiaro e …\")" --as-typed remarked

# Every gold set asked as a conversation goes on: each first question after another one and the
# chat's answer to it.
facts_probe CORPORA "Conversation probe (--after-another: each first question asked after another of its gold set and the chat's answer to it)" --after-another

# Every gold set asked two questions at a time: each question needing a fact in one message with
# another.
facts_probe CORPORA "Two-questions probe (--with-another: each question needing a fact asked in one message with another of its gold set)" --with-another

# Keyword queries, as visitors type into a search box ("workshop price", "orari ufficio"): a gold
# set of their own per open corpus (eval/keywords/), the absent ones to refuse among them.
# Each with its corpus's gold set last, for the probe asking a query before a question.
KEYWORD_SETS=(
  "demo|eval/keywords/demo.json|content||eval/gold.json"
  "hack.bs|eval/keywords/foreign.json|eval/foreign/content|hack.bs|eval/foreign/gold.json"
  "Let's Encrypt|eval/keywords/holdout.json|eval/holdout/content|Let's Encrypt|eval/holdout/gold.json"
  "AntennaPod|eval/keywords/fresh.json|eval/fresh/content|AntennaPod|eval/fresh/gold.json"
)
echo
echo "Keyword probe (eval/keywords: noun phrases, \"workshop price\", \"orari ufficio\"), per language: fact, confidently wrong, refused correctly, passages offered instead of an answer:"
for corpus in "${KEYWORD_SETS[@]}"; do
  IFS='|' read -r name gold dir owner _ <<<"$corpus"
  content_args "$dir" "$owner"
  "$SERVER" chat eval --gold "$gold" --no-curated "${args[@]}" |
    awk -v name="$name" '/^locale/ { locale = $2; sub(":", "", locale) } /fact in the answer/ { fact = $5 "/" $7 } /confidently wrong/ { wrong = $3 "/" $5 } /refused correctly/ { refused = $3 "/" $5 } /passages offered/ { line = line " " locale " " fact " (wrong " wrong ", refused " refused ", passages " $3 " holding the fact " substr($7, 2) ")" } END { print "  " name ":" line }'
done
facts_probe KEYWORD_SETS "Keyword probe asked after another query of its set and the chat's answer to it (--after-another)" --after-another

# A keyword query typed before a question of its corpus's gold set, joined by "and".
echo
echo "Keyword probe asked before a question of its corpus's gold set (--before-another-from: \"workshop price and where are you based?\"), fact in the answer and confidently wrong per language:"
for corpus in "${KEYWORD_SETS[@]}"; do
  IFS='|' read -r name gold dir owner others <<<"$corpus"
  content_args "$dir" "$owner"
  "$SERVER" chat eval --gold "$gold" --no-curated --before-another-from "$others" "${args[@]}" |
    awk -v name="$name" '/^locale/ { locale = $2; sub(":", "", locale) } /fact in the answer/ { fact = $5 "/" $7 } /confidently wrong/ { line = line " " locale " " fact " (wrong " $3 "/" $5 ")" } END { print "  " name ":" line }'
done
