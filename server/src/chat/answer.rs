use std::collections::HashSet;

use app::i18n::Locale;
use app::routing::{Page, SiteRoute};
use serde::Serialize;

use super::analyzers::terms;
use super::corpus::Chunk;
use super::index::{ChatIndex, Hit};
use super::request::ChatRequest;

/// A numbered source as the `sources` event carries it.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Source {
    pub n: usize,
    pub url: String,
    pub title: String,
    pub section: String,
    pub snippet: String,
    /// Words of the snippet that matched the question.
    pub highlights: Vec<String>,
    /// The whole section, for a model to read; not sent to the browser.
    #[serde(skip)]
    pub passage: String,
}

/// A composed answer: Markdown text with `[n]` citations, its sources, and whether anything on
/// the site supported it.
#[derive(Debug, Clone, PartialEq)]
pub struct Answer {
    pub text: String,
    pub sources: Vec<Source>,
    pub cited: Vec<usize>,
    pub grounded: bool,
}

const MAX_SOURCES: usize = 4;
const MAX_SENTENCES: usize = 3;
/// Below this, a sentence shares too little with the question to be an answer.
const MIN_SCORE: f32 = 1.5;
/// A sentence must also carry this share of what the question is about (by weight), so that
/// one common word in a question about something else does not pass for an answer.
const MIN_COVERAGE: f32 = 0.35;

/// Words that shape a question without saying what it is about.
const QUESTION_WORDS: [&str; 58] = [
    "what", "when", "where", "who", "whom", "which", "why", "how", "does", "do", "did", "can", "could",
    "would", "should", "is", "are", "was", "were", "you", "your", "me", "tell", "about", "i", "we", "us",
    "our", "have", "has", "much", "many", "any", "there", "cosa", "che", "chi", "quando", "dove", "come",
    "perché", "perche", "quanto", "quanta", "quanti", "quale", "quali", "è", "sono", "mi", "ci", "voi",
    "vostro", "vostra", "dimmi", "parlami", "avete", "fate",
];

/// The answer without a model: the sentences of the best sections that share the most terms
/// with the question, each followed by its citation. `context` (the previous question) helps a
/// short follow-up but counts for less than the question itself.
///
/// `weight` tells how telling a term is (rarer terms tell more): the index's inverse document
/// frequency.
pub fn offline_answer(
    question: &str,
    context: Option<&str>,
    locale: Locale,
    hits: &[Hit],
    weight: &dyn Fn(&str) -> f32,
) -> Answer {
    let mut candidates: Vec<(f32, usize, String, Vec<String>)> = Vec::new();
    for (rank, hit) in hits.iter().take(MAX_SOURCES).enumerate() {
        // Evidence is judged in the language the question matched in.
        let Some((score, index, words)) = best_sentence(question, context, &hit.matched, weight) else { continue };
        let shown = sentences(&hit.chunk.text);
        let sentence = if hit.chunk.key == hit.matched.key && hit.chunk.locale == hit.matched.locale {
            shown.get(index).cloned()
        } else {
            // The same section in the visitor's language: its sentences follow the same order.
            shown.get(index).or(shown.first()).cloned()
        };
        if let Some(sentence) = sentence {
            let words = if hit.chunk.locale == hit.matched.locale {
                words
            } else {
                // The shown sentence is in the other language: mark what it shares with the
                // question there.
                let wanted = question_terms(question, hit.chunk.locale);
                score_sentence(&sentence, hit.chunk.locale, &wanted, &HashSet::new(), weight).1
            };
            candidates.push((score, rank, sentence, words));
        }
    }
    candidates.sort_by(|a, b| b.0.total_cmp(&a.0).then(a.1.cmp(&b.1)));
    candidates.truncate(MAX_SENTENCES);
    if candidates.is_empty() {
        return not_found(locale);
    }
    candidates.sort_by_key(|c| c.1);

    let mut sources = Vec::new();
    let mut parts = Vec::new();
    for (_, rank, sentence, words) in candidates {
        let chunk = &hits[rank].chunk;
        let n = sources.len() + 1;
        sources.push(Source {
            n,
            url: chunk.url.clone(),
            title: chunk.page_title.clone(),
            section: chunk.section_title.clone(),
            snippet: sentence.clone(),
            highlights: words,
            passage: chunk.text.clone(),
        });
        parts.push(format!("{} [{n}]", sentence.trim_end()));
    }
    let cited = sources.iter().map(|s| s.n).collect();
    Answer { text: parts.join(" "), sources, cited, grounded: true }
}

/// Retrieval and the offline answer for one request: a follow-up is searched together with
/// the previous question, which also lends the answer its terms.
pub fn answer_request(index: &ChatIndex, request: &ChatRequest, sources: usize) -> Answer {
    let previous = request.previous_question();
    let query = match previous {
        Some(previous) => format!("{} {previous}", request.question),
        None => request.question.clone(),
    };
    let hits = index.search(&query, request.locale, sources);
    offline_answer(&request.question, previous, request.locale, &hits, &|term| index.weight(term))
}

/// The honest answer when the site holds nothing relevant.
pub fn not_found(locale: Locale) -> Answer {
    let t = locale.messages();
    let contacts = SiteRoute::new(locale, Page::Contacts).path();
    Answer {
        text: format!("{} [{}]({contacts})", t.chat.no_answer, t.chat.contacts_link),
        sources: Vec::new(),
        cited: Vec::new(),
        grounded: false,
    }
}

/// The question's terms as `locale`'s analyzer sees them, without the words that only make it
/// a question.
fn question_terms(question: &str, locale: Locale) -> HashSet<String> {
    let content: Vec<&str> = question
        .split(|c: char| !c.is_alphanumeric())
        .filter(|w| !w.is_empty() && !QUESTION_WORDS.contains(&w.to_lowercase().as_str()))
        .collect();
    let content = content.join(" ");
    terms(locale, &content).into_iter().collect()
}

/// The sentence of `chunk` that best answers the question: its score, position and matched
/// words, if it carries enough of what the question is about.
fn best_sentence(
    question: &str,
    context: Option<&str>,
    chunk: &Chunk,
    weight: &dyn Fn(&str) -> f32,
) -> Option<(f32, usize, Vec<String>)> {
    let wanted = question_terms(question, chunk.locale);
    let background = context.map(|c| question_terms(c, chunk.locale)).unwrap_or_default();
    let total: f32 = wanted.iter().map(|t| weight(t)).sum();
    let needed = MIN_SCORE.max(total * MIN_COVERAGE);
    let mut best: Option<(f32, usize, Vec<String>)> = None;
    for (index, sentence) in sentences(&chunk.text).iter().enumerate() {
        // A section's heading says what each of its sentences is about.
        let in_context = format!("{} {sentence}", chunk.section_title);
        let (score, mut words) = score_sentence(&in_context, chunk.locale, &wanted, &background, weight);
        words.retain(|w| sentence.contains(w.as_str()));
        if score >= needed && best.as_ref().is_none_or(|(s, _, _)| score > *s) {
            best = Some((score, index, words));
        }
    }
    best
}

fn score_sentence(
    sentence: &str,
    locale: Locale,
    wanted: &HashSet<String>,
    background: &HashSet<String>,
    weight: &dyn Fn(&str) -> f32,
) -> (f32, Vec<String>) {
    let mut score = 0.0;
    let mut matched = HashSet::new();
    let mut words = Vec::new();
    for word in sentence.split(|c: char| !c.is_alphanumeric()).filter(|w| !w.is_empty()) {
        for term in terms(locale, word) {
            let fresh = matched.insert(term.clone());
            if wanted.contains(&term) {
                if fresh {
                    score += weight(&term);
                }
                if !words.contains(&word.to_string()) {
                    words.push(word.to_string());
                }
            } else if background.contains(&term) && fresh {
                score += weight(&term) * 0.5;
            }
        }
    }
    (score, words)
}

/// Sentences of a section's text: a stop followed by a space and a capital letter (or the end)
/// ends one, so "S.r.l." and "4.800" stay whole.
fn sentences(text: &str) -> Vec<String> {
    let chars: Vec<char> = text.chars().collect();
    let mut out = Vec::new();
    let mut current = String::new();
    for (i, c) in chars.iter().enumerate() {
        current.push(*c);
        let ends = matches!(c, '.' | '!' | '?' | ';')
            && chars.get(i + 1).is_none_or(|n| n.is_whitespace())
            && chars[i + 1..].iter().find(|n| !n.is_whitespace()).is_none_or(|n| n.is_uppercase() || !n.is_alphanumeric());
        if ends {
            out.push(std::mem::take(&mut current));
        }
    }
    out.push(current);
    out.into_iter()
        .map(|s| s.trim().to_string())
        .filter(|s| s.split_whitespace().count() >= 3)
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn hit(text: &str, url: &str) -> Hit {
        let chunk = Chunk {
                locale: Locale::En,
                key: url.into(),
                page_title: "About us".into(),
                section_title: "Who we are".into(),
                url: url.into(),
                text: text.into(),
        };
        Hit { chunk: chunk.clone(), matched: chunk, score: 1.0 }
    }

    #[test]
    fn answers_with_the_matching_sentences_and_cites_them() {
        let hits = [
            hit("We are 14 people. The office is in Turin, at Corso Esempio 10.", "/en/about#team"),
            hit("We were founded in 2024 in Turin. We love pasta.", "/en/about#who"),
        ];
        let answer = offline_answer("When was the company founded?", None, Locale::En, &hits, &|_| 3.0);
        assert!(answer.grounded);
        assert_eq!(answer.text, "We were founded in 2024 in Turin. [1]");
        assert_eq!(answer.sources[0].url, "/en/about#who");
        assert_eq!(answer.sources[0].highlights, ["founded"]);
        assert_eq!(answer.cited, [1]);
    }

    #[test]
    fn sentences_keep_abbreviations_and_numbers_whole() {
        let text = "Acme Intelligence S.r.l. was founded in 2024. It costs EUR 4.800 per workshop! Fine.";
        assert_eq!(sentences(text), ["Acme Intelligence S.r.l. was founded in 2024.", "It costs EUR 4.800 per workshop!"]);
    }

    #[test]
    fn says_so_honestly_when_nothing_matches() {
        let hits = [hit("We are 14 people in Turin.", "/en/about")];
        let answer = offline_answer("What is the price of bananas?", None, Locale::En, &hits, &|_| 3.0);
        assert!(!answer.grounded);
        assert!(answer.sources.is_empty());
        assert!(answer.text.contains("(/en/contacts)"), "{}", answer.text);
    }

    #[test]
    fn a_follow_up_borrows_terms_from_the_previous_question() {
        let hits = [hit("The workshop lasts two days and costs EUR 4,800.", "/en/services#workshop")];
        let alone = offline_answer("What is the price?", None, Locale::En, &hits, &|_| 3.0);
        assert!(!alone.grounded);
        let follow_up = offline_answer("What is the price?", Some("Tell me about the workshop"), Locale::En, &hits, &|_| 3.0);
        assert!(follow_up.grounded, "{follow_up:?}");
    }
}
