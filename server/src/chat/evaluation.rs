//! `server chat eval`: answers measured the way a visitor reads them. Each gold question names
//! the fact its answer must hold (a regular expression over the answer's text) or `refuse`;
//! what counts is whether the text shown holds the fact, not whether the right section was
//! retrieved (that is kept as a secondary measure).

use std::collections::{BTreeMap, HashSet};
use std::future::Future;

use app::i18n::Locale;
use regex::Regex;
use serde::Deserialize;

use super::answer::{explain, retrieved_sections, Answer, AnswerKind};
use super::index::{ChatIndex, Hit};
use super::request::{ChatRequest, Turn};

/// One question of a gold file, as written.
#[derive(Debug, Clone, Deserialize)]
pub struct GoldQuestion {
    pub locale: String,
    pub question: String,
    /// Earlier turns, for follow-up questions.
    #[serde(default)]
    pub history: Vec<GoldTurn>,
    /// A regular expression the answer's text must match, or `refuse`.
    pub fact: String,
    /// The sections (URL with anchor, or a page URL) that hold the answer.
    #[serde(default)]
    pub expected: Vec<String>,
    /// What the question tests: `paraphrase`, `literal`, `cross-language`, `follow-up`,
    /// `absent` or `offtopic`.
    #[serde(default)]
    pub kind: String,
}

#[derive(Debug, Clone, Deserialize)]
pub struct GoldTurn {
    pub role: String,
    pub content: String,
}

#[derive(Debug, thiserror::Error)]
pub enum GoldError {
    #[error("question {index} ({question:?}): unknown locale {locale:?}")]
    Locale { index: usize, question: String, locale: String },
    #[error("question {index} ({question:?}): the fact is not a valid regular expression: {source}")]
    Fact { index: usize, question: String, source: regex::Error },
    #[error("question {index} ({question:?}): history roles must be user or assistant")]
    Role { index: usize, question: String },
}

/// What a gold question expects: a fact in the answer, or a refusal.
#[derive(Debug, Clone)]
pub enum Expectation {
    Fact(Regex),
    Refuse,
}

/// A gold question ready to be asked.
#[derive(Debug, Clone)]
pub struct EvalCase {
    pub request: ChatRequest,
    pub expectation: Expectation,
    pub expected: Vec<String>,
    pub kind: String,
    /// The gold question itself, when a probe asks it in one message with another: the part of
    /// the answer under it is what the visitor reads for it.
    pub own_question: Option<String>,
}

impl EvalCase {
    pub fn parse(gold: &[GoldQuestion]) -> Result<Vec<EvalCase>, GoldError> {
        gold.iter()
            .enumerate()
            .map(|(index, q)| {
                let locale = Locale::parse(&q.locale).ok_or_else(|| GoldError::Locale {
                    index,
                    question: q.question.clone(),
                    locale: q.locale.clone(),
                })?;
                let expectation = match q.fact.as_str() {
                    "refuse" => Expectation::Refuse,
                    pattern => Expectation::Fact(Regex::new(pattern).map_err(|source| GoldError::Fact {
                        index,
                        question: q.question.clone(),
                        source,
                    })?),
                };
                let history = q
                    .history
                    .iter()
                    .map(|turn| match turn.role.as_str() {
                        "user" => Ok(Turn::User(turn.content.clone())),
                        "assistant" => Ok(Turn::Assistant(turn.content.clone())),
                        _ => Err(GoldError::Role { index, question: q.question.clone() }),
                    })
                    .collect::<Result<_, _>>()?;
                Ok(EvalCase {
                    request: ChatRequest { question: q.question.clone(), locale, history },
                    expectation,
                    expected: q.expected.clone(),
                    kind: q.kind.clone(),
                    own_question: None,
                })
            })
            .collect()
    }
}

/// The kind of a gold question about something else than the site.
const OFFTOPIC: &str = "offtopic";

/// How far on among the questions of its language the one asked before each question is
/// (`asked_after_another`): far enough to be about something else.
const ANOTHER: usize = 7;

/// The cases of `locale` asked first, without history, that `also` keeps: where a probe asks
/// each with another of them.
fn asked_first(cases: &[EvalCase], locale: Locale, also: impl Fn(&EvalCase) -> bool) -> Vec<usize> {
    (0..cases.len()).filter(|&i| cases[i].request.locale == locale && cases[i].request.history.is_empty() && also(&cases[i])).collect()
}

/// Which of `count` questions goes with the `n`th: the one `ANOTHER` places on, never the `n`th
/// itself, whatever `count`.
fn another(n: usize, count: usize) -> usize {
    let offset = Some(ANOTHER % count).filter(|&offset| offset > 0).unwrap_or(1);
    (n + offset) % count
}

/// Every case without history asked as a visitor's next question on something else: after the
/// case `ANOTHER` places on among those of its language, and `answer`'s reply to it.
pub fn asked_after_another(cases: &mut [EvalCase], answer: impl Fn(&ChatRequest) -> Answer) {
    for locale in Locale::ALL {
        let first = asked_first(cases, locale, |_| true);
        if first.len() < 2 {
            continue;
        }
        let before: Vec<Vec<Turn>> = (0..first.len())
            .map(|n| {
                let other = &cases[first[another(n, first.len())]].request;
                vec![Turn::User(other.question.clone()), Turn::Assistant(answer(other).text)]
            })
            .collect();
        for (i, history) in first.into_iter().zip(before) {
            cases[i].request.history = history;
        }
    }
}

/// Every case needing a fact and without history asked in one message with another such
/// question of its language (the one `ANOTHER` places on), as visitors ask two things at once:
/// in turn its own first and second, each ending with its question mark ("How much is the
/// workshop? Where are you based?"), then joined by "and" without them ("how much is the
/// workshop and where are you based"). A case to refuse stays alone: the other question's
/// answer would be judged as its own.
pub fn asked_with_another(cases: &mut [EvalCase]) {
    for locale in Locale::ALL {
        let needing_a_fact = asked_first(cases, locale, |case| matches!(case.expectation, Expectation::Fact(_)));
        if needing_a_fact.len() < 2 {
            continue;
        }
        let asked: Vec<String> = needing_a_fact.iter().map(|&i| cases[i].request.question.trim().to_string()).collect();
        let joined = |one: &str, other: &str, by_and: bool| match (by_and, one.ends_with('?')) {
            (true, _) => joined_by_and(one, other, locale),
            (false, true) => format!("{one} {other}"),
            (false, false) => format!("{one}? {other}"),
        };
        for (n, &i) in needing_a_fact.iter().enumerate() {
            let (own, other) = (&asked[n], &asked[another(n, asked.len())]);
            let by_and = n % 4 >= 2;
            cases[i].request.question = if n % 2 == 0 { joined(own, other, by_and) } else { joined(other, own, by_and) };
            cases[i].own_question = Some(own.clone());
        }
    }
}

/// `one` and `other`, in `locale`, as one message joined by "and" without their marks ("how much
/// is the workshop and where are you based").
fn joined_by_and(one: &str, other: &str, locale: Locale) -> String {
    let and = if locale == Locale::It { "e" } else { "and" };
    format!("{} {and} {}", one.trim_end_matches('?'), other.trim_end_matches('?'))
}

/// Every case needing a fact and without history asked in one message before a question of
/// `others` of its language (the `n`th case before every `ANOTHER`th of them, in turn), joined by
/// "and", as visitors type a keyword query and go on to ask ("workshop price and where are you
/// based"): judged by its own fact.
pub fn asked_before_another(cases: &mut [EvalCase], others: &[EvalCase]) {
    for locale in Locale::ALL {
        let first = asked_first(others, locale, |_| true);
        if first.is_empty() {
            continue;
        }
        let needing_a_fact = asked_first(cases, locale, |case| matches!(case.expectation, Expectation::Fact(_)));
        for (n, i) in needing_a_fact.into_iter().enumerate() {
            let other = &others[first[(n * ANOTHER) % first.len()]].request.question;
            let own = cases[i].request.question.trim().to_string();
            cases[i].request.question = joined_by_and(&own, other.trim(), locale);
            cases[i].own_question = Some(own);
        }
    }
}

/// How one answer fared.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Outcome {
    /// Answered, and the text holds the fact.
    Fact,
    /// Answered without the fact (or answered when it should have refused): the visitor is
    /// misled by an answer that looks grounded.
    ConfidentlyWrong,
    /// Not answered, but pointed at passages ("these pages may help"); for an off-topic question,
    /// pages about something else where a refusal was due.
    Passages,
    /// Refused, rightly.
    RefusedRightly,
    /// Refused (or only passages) although the site holds the fact.
    RefusedWrongly,
}

/// The outcome of `answer` for `case`.
pub fn judge(case: &EvalCase, answer: &Answer) -> Outcome {
    let answered = answer.grounded;
    match (&case.expectation, answered) {
        (Expectation::Fact(fact), true) if fact.is_match(&answer.text) => Outcome::Fact,
        (Expectation::Fact(_), true) | (Expectation::Refuse, true) => Outcome::ConfidentlyWrong,
        (Expectation::Fact(_), false) if answer.kind == AnswerKind::Passages => Outcome::Passages,
        (Expectation::Fact(_), false) => Outcome::RefusedWrongly,
        // A fact the site does not state may be near what its pages say; a question about
        // something else is not, and is refused (issue 15: "Off-topic questions are refused").
        (Expectation::Refuse, false) if case.kind == OFFTOPIC && answer.kind == AnswerKind::Passages => Outcome::Passages,
        (Expectation::Refuse, false) => Outcome::RefusedRightly,
    }
}

/// Whether a sentence `answer` quotes holds the fact `case` needs: what the passages quote, not
/// their pages' titles or the contact link beside them.
fn shows_fact(case: &EvalCase, answer: &Answer) -> bool {
    matches!(&case.expectation, Expectation::Fact(fact) if answer.sources.iter().any(|s| fact.is_match(&s.snippet)))
}

/// Whether a model would read `fact`: in the sections it is given, when it is asked at all (an
/// answer a model wrote carries them all as its sources).
fn reads_fact(fact: &Regex, answer: &Answer) -> bool {
    answer.model_may_answer && answer.model_sources().iter().any(|s| fact.is_match(&s.passage))
}

/// Answer-level figures of one locale.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct LocaleReport {
    pub answerable: usize,
    pub with_fact: usize,
    pub passages: usize,
    /// Passages offered whose text holds the fact: the visitor reads it, though not as an answer.
    pub passages_with_fact: usize,
    pub refused_wrongly: usize,
    pub confidently_wrong: usize,
    pub to_refuse: usize,
    pub refused_rightly: usize,
    pub offtopic: usize,
    pub offtopic_refused: usize,
    /// Off-topic questions offered passages instead of the refusal.
    pub offtopic_passages: usize,
    /// Questions a model would be asked (or was, with `--llm`): it is not for refusals, curated
    /// answers, nor questions that may be about something else.
    pub model_asked: usize,
    /// Answerable questions whose sections a model would read (the answer's sources and its
    /// context) hold the fact: what an answer written by a model can reach at best.
    pub model_sources_with_fact: usize,
    /// Cited passages that hold the fact, of the passages cited by answers holding it.
    pub cited_with_fact: usize,
    pub cited: usize,
    /// Answers that came from the operator's curated answers.
    pub curated: usize,
    /// How many words each answer (`grounded`) gives the visitor to read: an answer holds the fact
    /// more often the more it quotes, so its length is reported beside it.
    pub answer_words: Vec<usize>,
    /// Fact in the answer per kind of question: (with fact, answerable).
    pub by_kind: BTreeMap<String, (usize, usize)>,
    pub hit_at_1: usize,
    pub hit_at_5: usize,
    pub reciprocal_rank: f64,
}

impl LocaleReport {
    pub fn questions(&self) -> usize {
        self.answerable + self.to_refuse
    }
}

/// One question that did not go as it should, for `--failures`.
#[derive(Debug, Clone)]
pub struct Miss {
    pub case: EvalCase,
    pub outcome: Outcome,
    pub text: String,
    /// How the answer came about (`answer::explain`).
    pub why: String,
}

#[derive(Debug, Clone, Default)]
pub struct Report {
    pub locales: BTreeMap<&'static str, LocaleReport>,
    pub misses: Vec<Miss>,
}

const K: usize = 5;

fn url_matches(url: &str, expected: &str) -> bool {
    url == expected || (!expected.contains('#') && url.split('#').next() == Some(expected))
}

/// Asks every case through `answer` and scores what came back, per locale; retrieval (hit@k,
/// MRR) is read from `index` for the answerable questions.
pub async fn evaluate<F, Fut>(index: &ChatIndex, cases: &[EvalCase], mut answer: F) -> Report
where
    F: FnMut(ChatRequest) -> Fut,
    Fut: Future<Output = Answer>,
{
    let mut report = Report::default();
    for case in cases {
        let given = answer(case.request.clone()).await;
        let read = read_for(case, &given);
        let outcome = judge(case, read);
        let locale = report.locales.entry(case.request.locale.code()).or_default();
        locale.curated += usize::from(read.curated);
        locale.model_asked += usize::from(given.model_may_answer);
        if read.grounded {
            locale.answer_words.push(words(&read.text));
        }
        let is_offtopic = case.kind == OFFTOPIC;
        match &case.expectation {
            Expectation::Refuse => {
                locale.to_refuse += 1;
                locale.offtopic += usize::from(is_offtopic);
                locale.offtopic_refused += usize::from(is_offtopic && outcome == Outcome::RefusedRightly);
            }
            Expectation::Fact(fact) => {
                locale.answerable += 1;
                locale.model_sources_with_fact += usize::from(reads_fact(fact, &given));
                let by_kind = locale.by_kind.entry(case.kind.clone()).or_default();
                by_kind.1 += 1;
                if outcome == Outcome::Fact {
                    by_kind.0 += 1;
                    let cited: Vec<_> = read.sources.iter().filter(|s| read.cited.contains(&s.n)).collect();
                    locale.cited += cited.len();
                    locale.cited_with_fact += cited.iter().filter(|s| fact.is_match(&s.passage)).count();
                }
                let hits: Vec<Hit> = retrieved_sections(index, &case.request).into_iter().take(K).collect();
                if let Some(rank) = hits.iter().position(|h| case.expected.iter().any(|e| url_matches(&h.chunk.url, e))) {
                    locale.hit_at_1 += usize::from(rank == 0);
                    locale.hit_at_5 += 1;
                    locale.reciprocal_rank += 1.0 / (rank as f64 + 1.0);
                }
            }
        }
        match outcome {
            Outcome::Fact => locale.with_fact += 1,
            Outcome::ConfidentlyWrong => locale.confidently_wrong += 1,
            Outcome::Passages if is_offtopic => locale.offtopic_passages += 1,
            Outcome::Passages => {
                locale.passages += 1;
                locale.passages_with_fact += usize::from(shows_fact(case, read));
            }
            Outcome::RefusedRightly => locale.refused_rightly += 1,
            Outcome::RefusedWrongly => locale.refused_wrongly += 1,
        }
        if !matches!(outcome, Outcome::Fact | Outcome::RefusedRightly) {
            let fact = match &case.expectation {
                Expectation::Fact(fact) => Some(fact),
                Expectation::Refuse => None,
            };
            report.misses.push(Miss { case: case.clone(), outcome, text: given.text, why: explain(index, &case.request, fact) });
        }
    }
    report
}

/// What the visitor reads for `case` in `answer`: the part under its own question, when a probe
/// asked it with another and the answer takes them in turn; else the whole answer. A part is its
/// own when its heading holds at least half the question's words.
fn read_for<'a>(case: &EvalCase, answer: &'a Answer) -> &'a Answer {
    let Some(own) = &case.own_question else { return answer };
    let words_of = |text: &str| -> HashSet<String> {
        text.split(|c: char| !c.is_alphanumeric()).filter(|w| !w.is_empty()).map(str::to_lowercase).collect()
    };
    let own = words_of(own);
    let shared = answer.parts.iter().map(|(heading, part)| (words_of(heading).intersection(&own).count(), part));
    let best = shared.rev().max_by_key(|&(count, _)| count);
    best.filter(|&(count, _)| 2 * count >= own.len()).map_or(answer, |(_, part)| part)
}

/// The words a visitor reads, citation marks left out.
fn words(text: &str) -> usize {
    text.split_whitespace().filter(|w| !(w.starts_with('[') && w.trim_end_matches(['.', ',']).ends_with(']'))).count()
}

/// The median and the 90th percentile of `values`.
fn median_and_p90(values: &[usize]) -> Option<(usize, usize)> {
    let mut sorted = values.to_vec();
    sorted.sort_unstable();
    let at = |q: f64| sorted[((sorted.len() - 1) as f64 * q).round() as usize];
    (!sorted.is_empty()).then(|| (at(0.5), at(0.9)))
}

fn percent(part: usize, whole: usize) -> String {
    if whole == 0 {
        return "-".into();
    }
    format!("{:.1}%", 100.0 * part as f64 / whole as f64)
}

/// The report as the command prints it.
pub fn render(report: &Report, failures: bool) -> String {
    let mut out = String::new();
    for (code, r) in &report.locales {
        let n = r.answerable.max(1) as f64;
        out += &format!("locale {code}: {} questions ({} answerable, {} to refuse)\n", r.questions(), r.answerable, r.to_refuse);
        out += &format!("  fact in the answer      {:>4} of {:<4} {}\n", r.with_fact, r.answerable, percent(r.with_fact, r.answerable));
        out += &format!(
            "  confidently wrong       {:>4} of {:<4} {}\n",
            r.confidently_wrong,
            r.questions(),
            percent(r.confidently_wrong, r.questions())
        );
        out += &format!(
            "  refused correctly       {:>4} of {:<4} {}\n",
            r.refused_rightly,
            r.to_refuse,
            percent(r.refused_rightly, r.to_refuse)
        );
        out += &format!(
            "  off-topic refused       {:>4} of {:<4} {} ({} given passages)\n",
            r.offtopic_refused,
            r.offtopic,
            percent(r.offtopic_refused, r.offtopic),
            r.offtopic_passages
        );
        out += &format!(
            "  refused wrongly         {:>4} of {:<4} {}\n",
            r.refused_wrongly,
            r.answerable,
            percent(r.refused_wrongly, r.answerable)
        );
        out += &format!(
            "  passages offered        {:>4} of {:<4} {} ({} holding the fact)\n",
            r.passages,
            r.answerable,
            percent(r.passages, r.answerable),
            r.passages_with_fact
        );
        out += &format!("  citation precision      {:>4} of {:<4} {}\n", r.cited_with_fact, r.cited, percent(r.cited_with_fact, r.cited));
        out +=
            &format!("  a model would be asked  {:>4} of {:<4} {}\n", r.model_asked, r.questions(), percent(r.model_asked, r.questions()));
        out += &format!(
            "  fact in a model's sources {:>2} of {:<4} {}\n",
            r.model_sources_with_fact,
            r.answerable,
            percent(r.model_sources_with_fact, r.answerable)
        );
        if let Some((median, p90)) = median_and_p90(&r.answer_words) {
            out += &format!("  words per answer        median {median}, p90 {p90}\n");
        }
        out += &format!("  curated answers         {:>4}\n", r.curated);
        for (kind, (with_fact, of)) in &r.by_kind {
            let kind = if kind.is_empty() { "(no kind)" } else { kind };
            out += &format!("    {kind:<21} {with_fact:>4} of {of:<4} {}\n", percent(*with_fact, *of));
        }
        out += &format!(
            "  retrieval (secondary)   hit@1 {:.2}  hit@5 {:.2}  MRR {:.2}\n",
            r.hit_at_1 as f64 / n,
            r.hit_at_5 as f64 / n,
            r.reciprocal_rank / n
        );
    }
    if failures {
        for miss in &report.misses {
            let expected = match &miss.case.expectation {
                Expectation::Fact(fact) => format!("fact /{}/", fact.as_str()),
                Expectation::Refuse => "a refusal".into(),
            };
            out += &format!(
                "\n[{:?}] {} ({}, {}): expected {expected}\n  {}\n{}",
                miss.outcome,
                miss.case.request.question,
                miss.case.request.locale.code(),
                miss.case.kind,
                miss.text.replace('\n', " "),
                miss.why
            );
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::chat::answer::Source;

    fn case(fact: &str, kind: &str) -> EvalCase {
        let gold = GoldQuestion {
            locale: "en".into(),
            question: "How much is it?".into(),
            history: Vec::new(),
            fact: fact.into(),
            expected: Vec::new(),
            kind: kind.into(),
        };
        EvalCase::parse(&[gold]).unwrap().remove(0)
    }

    fn answer(text: &str, kind: AnswerKind) -> Answer {
        Answer {
            text: text.into(),
            sources: vec![Source { n: 1, passage: "It costs EUR 4,800.".into(), ..Source::default() }],
            cited: vec![1],
            grounded: kind == AnswerKind::Answer,
            kind,
            curated: false,
            context: Vec::new(),
            model_may_answer: false,
            parts: Vec::new(),
        }
    }

    #[test]
    fn a_question_asked_before_another_keeps_its_fact_and_a_case_to_refuse_stays_alone() {
        let mut cases = vec![case("4[.,]?800", "keywords"), case("refuse", "absent")];
        cases[0].request.question = "workshop price?".into();
        let mut other = case("Turin", "paraphrase");
        other.request.question = "Where are you based?".into();
        asked_before_another(&mut cases, &[other]);
        assert_eq!(cases[0].request.question, "workshop price and Where are you based");
        assert!(matches!(cases[0].expectation, Expectation::Fact(_)));
        assert_eq!(cases[1].request.question, "How much is it?");
    }

    #[test]
    fn a_question_asked_with_another_is_judged_by_the_part_under_it() {
        let mut price = case("4[.,]?800", "paraphrase");
        let whole = Answer {
            parts: vec![
                ("Where are you based?".into(), answer("In Turin [1]", AnswerKind::Answer)),
                ("how much is it".into(), answer("These pages may help: EUR 4,800 [2]", AnswerKind::Passages)),
            ],
            ..answer("In Turin [1] These pages may help: EUR 4,800 [2]", AnswerKind::Answer)
        };
        assert_eq!(judge(&price, read_for(&price, &whole)), Outcome::Fact, "asked alone, the whole answer is read");
        price.own_question = Some("How much is it?".into());
        assert_eq!(judge(&price, read_for(&price, &whole)), Outcome::Passages);
        price.own_question = Some("What is the price of the workshop?".into());
        assert_eq!(read_for(&price, &whole), &whole, "no part under it: the cut joined it to another");
    }

    #[test]
    fn an_answer_counts_only_when_its_text_holds_the_fact() {
        let price = case("4[.,]?800", "paraphrase");
        assert_eq!(judge(&price, &answer("It costs EUR 4,800 [1]", AnswerKind::Answer)), Outcome::Fact);
        assert_eq!(judge(&price, &answer("It is about costs [1]", AnswerKind::Answer)), Outcome::ConfidentlyWrong);
        assert_eq!(judge(&price, &answer("These pages may help", AnswerKind::Passages)), Outcome::Passages);
        assert_eq!(judge(&price, &answer("I can't find that", AnswerKind::NotFound)), Outcome::RefusedWrongly);
        let weather = case("refuse", OFFTOPIC);
        assert_eq!(judge(&weather, &answer("I can't find that", AnswerKind::NotFound)), Outcome::RefusedRightly);
        assert_eq!(judge(&weather, &answer("These pages may help", AnswerKind::Passages)), Outcome::Passages, "refused it is not");
        let absent = case("refuse", "absent");
        assert_eq!(judge(&absent, &answer("These pages may help", AnswerKind::Passages)), Outcome::RefusedRightly);
        assert_eq!(judge(&weather, &answer("Sunny [1]", AnswerKind::Answer)), Outcome::ConfidentlyWrong);
    }

    #[test]
    fn passages_are_counted_apart_when_what_they_quote_shows_the_fact() {
        let quoting = |title: &str, snippet: &str| {
            let mut passages = answer(&format!("These pages may help: - **{title}**: {snippet} [1]"), AnswerKind::Passages);
            passages.sources[0].title = title.into();
            passages.sources[0].snippet = snippet.into();
            passages
        };
        let price = case("4[.,]?800", "paraphrase");
        assert!(shows_fact(&price, &quoting("Services", "EUR 4.800 for two days")));
        assert!(!shows_fact(&price, &quoting("Services", "two days")));
        assert!(!shows_fact(&price, &quoting("EUR 4,800 workshop", "two days")), "a page's title is no quote");
        assert!(!shows_fact(&case("refuse", OFFTOPIC), &quoting("Weather", "Sunny")));
    }

    #[test]
    fn a_gold_file_with_a_broken_fact_or_locale_is_refused_with_the_question() {
        let bad = GoldQuestion {
            locale: "en".into(),
            question: "q".into(),
            history: Vec::new(),
            fact: "(".into(),
            expected: Vec::new(),
            kind: String::new(),
        };
        assert!(matches!(EvalCase::parse(std::slice::from_ref(&bad)), Err(GoldError::Fact { index: 0, .. })));
        let french = GoldQuestion { locale: "fr".into(), fact: "x".into(), ..bad };
        assert!(matches!(EvalCase::parse(&[french]), Err(GoldError::Locale { .. })));
    }

    /// The gold files beside the content they are asked of: the demo's, and each corpus folder
    /// under `eval/` (its `gold.json` and `content/`).
    fn evaluation_corpora() -> Vec<(std::path::PathBuf, std::path::PathBuf)> {
        let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
        let mut corpora = vec![(root.join("eval/gold.json"), root.join("content"))];
        for entry in std::fs::read_dir(root.join("eval")).unwrap() {
            let dir = entry.unwrap().path();
            if dir.join("gold.json").is_file() {
                corpora.push((dir.join("gold.json"), dir.join("content")));
            }
        }
        corpora
    }

    /// A fact no page holds can never be answered, whatever the engine does: an ASCII apostrophe
    /// in a fact where the rendered text has a typographic one made an AntennaPod question a
    /// miss of every engine.
    #[test]
    fn every_fact_of_every_gold_set_is_on_a_page_of_its_language() {
        use crate::content::{load_site_content, LoadOptions};
        for (gold, content) in evaluation_corpora() {
            let questions: Vec<GoldQuestion> = serde_json::from_str(&std::fs::read_to_string(&gold).unwrap()).unwrap();
            let cases = EvalCase::parse(&questions).unwrap_or_else(|e| panic!("{}: {e}", gold.display()));
            let site = load_site_content(&content, LoadOptions::default()).unwrap_or_else(|e| panic!("{}: {e}", content.display()));
            let index = ChatIndex::for_content(&site, "").unwrap();
            for (n, case) in cases.iter().enumerate() {
                let Expectation::Fact(fact) = &case.expectation else { continue };
                let held = (0..index.len()).any(|i| index.chunk(i).locale == case.request.locale && fact.is_match(&index.chunk(i).text));
                assert!(held, "{}: question {n}: /{}/ is on no {} page", gold.display(), fact.as_str(), case.request.locale.code());
            }
        }
    }

    #[test]
    fn a_page_url_matches_any_of_its_sections() {
        assert!(url_matches("/en/about#team", "/en/about"));
        assert!(url_matches("/en/about#team", "/en/about#team"));
        assert!(!url_matches("/en/about#team", "/en/about#who"));
        assert!(!url_matches("/en/about-us", "/en/about"));
    }

    #[test]
    fn the_length_of_an_answer_is_the_words_a_visitor_reads() {
        assert_eq!(words("It costs EUR 4,800. [1] Two days with your team. [2]"), 9);
        assert_eq!(words("See [the contacts](/en/contacts) [1]."), 3);
        assert_eq!(median_and_p90(&[]), None);
        assert_eq!(median_and_p90(&[30, 10, 20]), Some((20, 30)));
        assert_eq!(median_and_p90(&(1..=10).collect::<Vec<_>>()), Some((6, 9)));
    }
}
