//! Letters typed again for emphasis ("Hellooo!", "Grazieee", "pleeease", "whyyy"): as typed, the
//! greeting and the thanks are no courtesies and the word is one the site never uses; with
//! "Hellooo!" / "Ciaooo!" before each question and "Thanksss" / "Grazieee" after it, the demo
//! kept 17 / 16 of its 66 / 67 facts. Neither language writes a letter three times in a row, so
//! such a run is emphasis: it is read as two letters when that makes a word ("Goood" is "good",
//! not "God"), else as one. A word of one letter only ("www", "XXX") is left as typed.

use std::borrow::Cow;

use super::analyzers::with_words_replaced;
use super::dictionary::is_word;

/// How many times a letter is typed in a row before it is emphasis.
const EMPHASIS: usize = 3;

/// `word` with each run of `EMPHASIS` or more of a letter cut to `keep` of it; shorter runs
/// ("ll") as they are.
fn cut(word: &str, keep: usize) -> String {
    let letters: Vec<char> = word.chars().collect();
    let mut out = String::new();
    let mut start = 0;
    while start < letters.len() {
        let same = |c: &char| c.to_lowercase().eq(letters[start].to_lowercase());
        let run = letters[start..].iter().take_while(|c| same(c)).count();
        let kept = if run >= EMPHASIS { keep } else { run };
        out.extend(&letters[start..start + kept]);
        start += run;
    }
    out
}

/// `word` without its emphasis, if it has some.
fn unemphasized(word: &str) -> Option<String> {
    let letters: Vec<char> = word.to_lowercase().chars().collect();
    let emphasized = letters.windows(EMPHASIS).any(|run| run.iter().all(|&c| c == run[0] && c.is_alphabetic()));
    let one_letter = letters.iter().all(|&c| c == letters[0]);
    if !emphasized || one_letter {
        return None;
    }
    let two = cut(word, 2);
    Some(if is_word(&two) { two } else { cut(word, 1) })
}

/// `question` with the letters typed again for emphasis cut.
pub fn without_emphasis(question: &str) -> Cow<'_, str> {
    with_words_replaced(question, |_, word| unemphasized(word))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn letters_typed_again_for_emphasis_are_cut() {
        assert_eq!(without_emphasis("Hellooo! how much is it? Thanksss"), "Hello! how much is it? Thanks");
        assert_eq!(without_emphasis("Ciaooo, quanto costa? Grazieee"), "Ciao, quanto costa? Grazie");
        assert_eq!(without_emphasis("Goood morning, whyyy?"), "Good morning, why?");
        assert_eq!(without_emphasis("pleeease"), "please");
    }

    #[test]
    fn words_without_emphasis_and_runs_of_one_letter_stay() {
        for text in ["www.example.com", "XXX", "hello", "all good", "mmm", "1000 euro"] {
            assert_eq!(without_emphasis(text), text, "{text}");
        }
    }
}
