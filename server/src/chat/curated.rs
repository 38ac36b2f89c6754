//! Answers an operator writes for the questions that matter (price, address, phone,
//! retention…), in `content/chat/answers/{it,en}.md`: used before anything is composed, cited to
//! the page they name.
//!
//! ```markdown
//! ## How much does the AI readiness workshop cost?
//! ask: What is the price of the workshop?
//! cite: /services#ai-readiness-workshop
//!
//! The workshop costs EUR 4,800: a fixed price for two days, ending with a written roadmap.
//! ```
//!
//! The heading and every `ask:` line are questions it answers; `cite:` is the site path it
//! rests on (written like content links: the unprefixed Italian path, with an anchor).

use std::borrow::Borrow;

use app::i18n::Locale;
use foldhash::HashSet;

use super::asked_value::asked_value;
use super::lexicon::Lexicon;
use super::question::{slot, Concept, Question, TermStatistics};
use super::values::ValueKind;

/// One curated answer as written.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CuratedAnswer {
    pub questions: Vec<String>,
    pub cite: String,
    /// Markdown.
    pub text: String,
}

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum CuratedError {
    #[error("line {line}: an answer starts with a `## question` heading")]
    NoHeading { line: usize },
    #[error("the answer to {question:?} has no `cite:` line naming the page it rests on")]
    NoCite { question: String },
    #[error("the answer to {question:?} has no text")]
    NoText { question: String },
}

/// Reads a curated answers file.
pub fn parse_curated(text: &str) -> Result<Vec<CuratedAnswer>, CuratedError> {
    let mut answers: Vec<CuratedAnswer> = Vec::new();
    for (number, line) in text.lines().enumerate() {
        if let Some(question) = line.strip_prefix("## ") {
            answers.push(CuratedAnswer { questions: vec![question.trim().to_string()], cite: String::new(), text: String::new() });
            continue;
        }
        let Some(answer) = answers.last_mut() else {
            if line.trim().is_empty() || line.starts_with("# ") {
                continue;
            }
            return Err(CuratedError::NoHeading { line: number + 1 });
        };
        if let Some(question) = line.strip_prefix("ask:") {
            answer.questions.push(question.trim().to_string());
        } else if let Some(cite) = line.strip_prefix("cite:") {
            answer.cite = cite.trim().to_string();
        } else {
            answer.text.push_str(line);
            answer.text.push('\n');
        }
    }
    for answer in &mut answers {
        answer.text = answer.text.trim().to_string();
        let question = answer.questions[0].clone();
        if answer.cite.is_empty() {
            return Err(CuratedError::NoCite { question });
        }
        if answer.text.is_empty() {
            return Err(CuratedError::NoText { question });
        }
    }
    Ok(answers)
}

/// Share of the visitor's question that must be in a curated question (and of the curated
/// question in the visitor's) for its answer to be used: curated answers are exact, so they are
/// used only for the same question, in other words.
const VISITOR_COVERED: f32 = 0.75;
const CURATED_COVERED: f32 = 0.6;

/// A question read for matching: what each of its words asks for on its own ("price" asks for an
/// amount; "mette" in "quanto ci mette" does not), and its words' terms in each language.
#[derive(Debug)]
struct Matchable<Q> {
    question: Q,
    asks_alone: Vec<Option<ValueKind>>,
    terms: [HashSet<String>; 2],
}

impl<Q: Borrow<Question>> Matchable<Q> {
    fn of(question: Q) -> Matchable<Q> {
        let read = question.borrow();
        let asks_alone = read.concepts.iter().map(|c| asked_value(&c.word)).collect();
        let terms = [0, 1].map(|i| read.concepts.iter().flat_map(|c| c.own[i].iter().cloned()).collect());
        Matchable { question, asks_alone, terms }
    }

    /// How much of this question's concepts are found in `other`'s words, by weight. When both
    /// ask for the same kind of value, the words that say so ("price", "cost") are implied by it.
    fn covered_by(&self, other: &Matchable<impl Borrow<Question>>) -> f32 {
        let (a, b) = (self.question.borrow(), other.question.borrow());
        let locale = a.language;
        let same_kind = a.asks.is_some() && a.asks == b.asks;
        let concepts: Vec<&Concept> =
            a.concepts.iter().zip(&self.asks_alone).filter(|(_, alone)| !(same_kind && **alone == a.asks)).map(|(c, _)| c).collect();
        let total: f32 = concepts.iter().map(|c| c.weight).sum();
        if total <= 0.0 {
            return if same_kind { 1.0 } else { 0.0 };
        }
        let present = &other.terms[slot(locale)];
        concepts.iter().map(|c| c.weight * c.found_in(present, locale)).sum::<f32>() / total
    }
}

/// One language's curated answers with their questions read once, when the content is loaded,
/// rather than on every visitor's question.
#[derive(Debug, Default)]
pub struct CuratedSet {
    answers: Vec<CuratedAnswer>,
    /// Each question of each answer, read, with the answer's place.
    questions: Vec<(usize, Matchable<Question>)>,
}

impl CuratedSet {
    pub fn read(answers: Vec<CuratedAnswer>, locale: Locale, lexicon: &Lexicon, stats: &dyn TermStatistics) -> CuratedSet {
        let questions = answers
            .iter()
            .enumerate()
            .flat_map(|(i, answer)| answer.questions.iter().map(move |q| (i, q)))
            .map(|(i, asked)| (i, Matchable::of(Question::read(asked, None, locale, lexicon, stats))))
            .collect();
        CuratedSet { answers, questions }
    }

    /// The curated answer that answers the visitor's question, if one does.
    pub fn matching(&self, visitor: &Question) -> Option<&CuratedAnswer> {
        let visitor = Matchable::of(visitor);
        let mut best: Option<(f32, usize)> = None;
        for (i, curated) in &self.questions {
            let asks = (visitor.question.asks, curated.question.asks);
            if asks.0.is_some() && asks.1.is_some() && asks.0 != asks.1 {
                continue;
            }
            let forward = visitor.covered_by(curated);
            let backward = curated.covered_by(&visitor);
            if forward >= VISITOR_COVERED && backward >= CURATED_COVERED && best.is_none_or(|(score, _)| forward + backward > score) {
                best = Some((forward + backward, *i));
            }
        }
        best.map(|(_, i)| &self.answers[i])
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    struct Flat;
    impl TermStatistics for Flat {
        fn idf(&self, _: &str, _: Locale) -> Option<f32> {
            Some(2.0)
        }
        fn unknown_idf(&self) -> f32 {
            4.0
        }
        fn is_generic(&self, _: &str, _: Locale) -> bool {
            false
        }
    }

    const FILE: &str = "# Curated answers\n\n## How much does the AI readiness workshop cost?\nask: What is the price of the workshop?\ncite: /services#ai-readiness-workshop\n\nEUR 4,800, fixed.\n\n## Where are you?\ncite: /about\nIn Turin.\n";

    #[test]
    fn answers_are_read_with_their_questions_and_page() {
        let answers = parse_curated(FILE).unwrap();
        assert_eq!(answers.len(), 2);
        assert_eq!(answers[0].questions, ["How much does the AI readiness workshop cost?", "What is the price of the workshop?"]);
        assert_eq!(answers[0].cite, "/services#ai-readiness-workshop");
        assert_eq!(answers[0].text, "EUR 4,800, fixed.");
    }

    #[test]
    fn mistakes_are_named() {
        assert_eq!(parse_curated("text first\n## Q\ncite: /a\nA"), Err(CuratedError::NoHeading { line: 1 }));
        assert_eq!(parse_curated("## Q\nA"), Err(CuratedError::NoCite { question: "Q".into() }));
        assert_eq!(parse_curated("## Q\ncite: /a\n"), Err(CuratedError::NoText { question: "Q".into() }));
    }

    #[test]
    fn the_same_question_in_other_words_matches_and_another_does_not() {
        let lexicon = Lexicon::with_operator_groups(None).unwrap();
        let set = CuratedSet::read(parse_curated(FILE).unwrap(), Locale::En, &lexicon, &Flat);
        let found = |q: &str| set.matching(&Question::read(q, None, Locale::En, &lexicon, &Flat)).map(|a| a.cite.clone());
        assert_eq!(found("how much is the workshop?"), Some("/services#ai-readiness-workshop".to_string()));
        assert_eq!(found("workshop price"), Some("/services#ai-readiness-workshop".to_string()));
        assert_eq!(found("How long is the workshop?"), None, "another question about the same thing");
        assert_eq!(found("Do you sell bananas?"), None);
    }
}
