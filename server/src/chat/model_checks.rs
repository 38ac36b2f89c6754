//! What a model's answer is checked for before the visitor trusts it: that it is not the prompt
//! read back (a weak model repeats its rules and the sources' markup, and the rules' own "[1]"
//! would pass for a citation), and that its citations name sources that were sent.

use foldhash::HashSet;

use super::analyzers::lower_words;

/// Words in a row that, found in the rules too, make an answer an echo of them.
const ECHO_WORDS: usize = 8;

/// Recognises an answer that repeats the instructions or the sources' markup.
pub struct EchoGuard {
    rules: HashSet<Vec<String>>,
}

impl EchoGuard {
    /// `rules`: the instructions the model was given.
    pub fn new(rules: &str) -> EchoGuard {
        EchoGuard { rules: lower_words(rules).windows(ECHO_WORDS).map(<[String]>::to_vec).collect() }
    }

    /// Whether `answer` (so far) repeats the instructions or the sources' markup.
    pub fn is_echo(&self, answer: &str) -> bool {
        let lower = answer.to_lowercase();
        let markup = ["<source", "</source", "‹source", "‹/source", "<sources>", "question:"].iter().any(|tag| lower.contains(tag));
        markup || lower_words(answer).windows(ECHO_WORDS).any(|window| self.rules.contains(window))
    }
}

/// Drops citations of sources that were not sent (`[7]` of four), as the answer streams: a
/// `[` is held back until it is clearly not a citation or its number is known.
pub struct CitationFilter {
    sources: usize,
    held: String,
}

/// A citation is `[` a few digits `]`; anything longer held back is text.
const LONGEST_CITATION: usize = 6;

impl CitationFilter {
    pub fn new(sources: usize) -> CitationFilter {
        CitationFilter { sources, held: String::new() }
    }

    /// The part of the text so far, with `piece` added, that can be shown now.
    pub fn push(&mut self, piece: &str) -> String {
        let mut out = String::new();
        for c in piece.chars() {
            if self.held.is_empty() {
                if c == '[' {
                    self.held.push(c);
                } else {
                    out.push(c);
                }
                continue;
            }
            self.held.push(c);
            let inside = &self.held[1..];
            if c == ']' {
                let number = inside.trim_end_matches(']').trim().parse::<usize>();
                match number {
                    Ok(n) if !(1..=self.sources).contains(&n) => {}
                    _ => out.push_str(&self.held),
                }
                self.held.clear();
            } else if c == '[' {
                out.push_str(&self.held[..self.held.len() - 1]);
                self.held = "[".into();
            } else if !(c.is_ascii_digit() || c == ' ') || self.held.len() > LONGEST_CITATION {
                out.push_str(&self.held);
                self.held.clear();
            }
        }
        out
    }

    /// What is still held back, at the end of the answer.
    pub fn finish(&mut self) -> String {
        std::mem::take(&mut self.held)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const RULES: &str = "Answer only from the numbered sources in the visitor's last message. After each claim write the number of its source in square brackets, like [1].";

    #[test]
    fn an_answer_repeating_the_rules_or_the_markup_is_an_echo() {
        let guard = EchoGuard::new(RULES);
        assert!(guard.is_echo("Sure. After each claim write the number of its source in square brackets, like [1]."));
        assert!(guard.is_echo("<source n=\"1\" page=\"About\">Founded in 2024"));
        assert!(guard.is_echo("Question: when were you founded?"));
        assert!(!guard.is_echo("Acme was founded in 2024 in Turin [1]. Its sources are the pages of the site [2]."));
    }

    #[test]
    fn citations_of_sources_not_sent_are_dropped_whatever_the_pieces() {
        let text = "Founded in 2024 [1], in Turin [7] [2][12]. See [note] and [ 3 ].";
        let expected = "Founded in 2024 [1], in Turin  [2]. See [note] and [ 3 ].";
        for size in 1..=text.len() {
            let mut filter = CitationFilter::new(3);
            let mut out = String::new();
            let chars: Vec<char> = text.chars().collect();
            for piece in chars.chunks(size) {
                out += &filter.push(&piece.iter().collect::<String>());
            }
            out += &filter.finish();
            assert_eq!(out, expected, "pieces of {size}");
        }
    }

    #[test]
    fn an_unclosed_bracket_at_the_end_is_kept() {
        let mut filter = CitationFilter::new(2);
        assert_eq!(filter.push("a [1"), "a ");
        assert_eq!(filter.finish(), "[1");
    }
}
