//! A section's text cut into sentences: the unit an answer quotes.

/// Sentences of a section's text: a line ends one (list items and paragraphs are lines), and so
/// does a stop followed by a space and a capital letter (or the end), so "S.r.l." and "4.800"
/// stay whole. A piece without two words and without a value (digits, an address) is not a
/// sentence.
pub fn sentences(text: &str) -> Vec<String> {
    let mut out = Vec::new();
    for line in text.lines() {
        let chars: Vec<char> = line.chars().collect();
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
    }
    out.into_iter()
        .map(|s| s.trim().to_string())
        .filter(|s| s.split_whitespace().count() >= 2 || s.contains(|c: char| c.is_ascii_digit() || c == '@'))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sentences_keep_abbreviations_and_numbers_whole() {
        let text = "Acme Intelligence S.r.l. was founded in 2024. It costs EUR 4.800 per workshop! Fine.";
        assert_eq!(sentences(text), ["Acme Intelligence S.r.l. was founded in 2024.", "It costs EUR 4.800 per workshop!"]);
    }

    #[test]
    fn lines_are_sentences_of_their_own() {
        let text = "E-mail: hello@example.com\nPhone: +39 011 000 0000\nOffice hours: Monday to Friday\nSales";
        assert_eq!(sentences(text), ["E-mail: hello@example.com", "Phone: +39 011 000 0000", "Office hours: Monday to Friday"]);
    }
}
