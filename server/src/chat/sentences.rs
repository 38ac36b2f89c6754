//! A section's text cut into sentences: the unit an answer quotes.

/// How the chat's copy of a page marks a list item at the start of its line.
pub const LIST_ITEM: &str = "- ";
/// And how it holds a code block: on a line of its own, between backticks.
pub const CODE: char = '`';
/// And a heading below the section's own (`###`, `####`…): a line saying what the sentences
/// after it are about, up to the next such line.
pub const SUBHEADING: &str = "### ";
/// The longest code block (in words) an answer quotes after its introduction: a command, not a
/// listing.
const MAX_CODE_WORDS: usize = 40;

/// One sentence, and whether it belongs to an item of a list, or is a code block (which reads
/// like an item of the list its introduction announces: "revoke it like so:"), and the
/// sub-heading it stands under, if any ("Google Play" above "We publish a beta…").
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Piece {
    pub text: String,
    pub list_item: bool,
    pub code: bool,
    pub under: Option<String>,
}

/// Sentences of a section's text: a line ends one (list items and paragraphs are lines), and so
/// does a stop followed by a space and a capital letter (or the end), so "S.r.l." and "4.800"
/// stay whole; a stop inside closing quotes or brackets ends one at them when a capital follows
/// ("…and clicking “Cancel.” If you choose to cancel…"). A piece without two words and without
/// a value (digits, an address) is not a sentence: inside a line it opens the next one ("No.
/// The app runs on Android only."), alone it is left out.
pub fn sentences(text: &str) -> Vec<Piece> {
    let mut out = Vec::new();
    let mut under: Option<String> = None;
    for line in text.lines() {
        if let Some(code) = line.strip_prefix(CODE).and_then(|l| l.strip_suffix(CODE)).filter(|c| !c.trim().is_empty()) {
            let quotable = code.split_whitespace().count() <= MAX_CODE_WORDS;
            out.push(Piece { text: code.to_string(), list_item: quotable, code: true, under: under.clone() });
            continue;
        }
        // A sub-heading is read as a sentence too ("Did you download it from Google Play?" asks
        // what the next sentence answers), about what the heading above it is about.
        let (line, heading) = match line.strip_prefix(SUBHEADING) {
            Some(heading) => (heading, Some(heading.trim().to_string())),
            None => (line, None),
        };
        if heading.is_some() {
            under = None;
        }
        let (line, list_item) = match line.strip_prefix(LIST_ITEM) {
            Some(item) => (item, true),
            None => (line, false),
        };
        let chars: Vec<char> = line.chars().collect();
        let mut current = String::new();
        for (i, c) in chars.iter().enumerate() {
            current.push(*c);
            let spaced = chars.get(i + 1).is_none_or(|n| n.is_whitespace());
            let after = chars[i + 1..].iter().find(|n| !n.is_whitespace());
            let ends = if is_stop(*c) {
                spaced && after.is_none_or(|n| n.is_uppercase() || !n.is_alphanumeric())
            } else {
                // A question quoted goes on after a dash: "“torque for the M12 flange?” — and…".
                is_closing(*c)
                    && chars[..i].iter().rev().find(|b| !is_closing(**b)).is_some_and(|b| is_stop(*b))
                    && spaced
                    && after.is_none_or(|n| n.is_uppercase())
            };
            // "Yes." or "No." opening a line is no sentence of its own: it opens the next one.
            if ends && is_sentence(&current) {
                out.push(Piece { text: std::mem::take(&mut current), list_item, code: false, under: under.clone() });
            }
        }
        out.push(Piece { text: current, list_item, code: false, under: under.clone() });
        if heading.is_some() {
            under = heading;
        }
    }
    out.into_iter().map(|p| Piece { text: p.text.trim().to_string(), ..p }).filter(|p| is_sentence(&p.text)).collect()
}

/// The marks ending a sentence before a space.
fn is_stop(c: char) -> bool {
    matches!(c, '.' | '!' | '?' | ';')
}

/// Closing quotes and brackets, after which a sentence they hold the stop of ends.
fn is_closing(c: char) -> bool {
    matches!(c, '"' | '”' | '’' | '\'' | '»' | ')')
}

/// Whether a piece says something: two words, or a value (digits, an address).
fn is_sentence(text: &str) -> bool {
    text.split_whitespace().count() >= 2 || text.contains(|c: char| c.is_ascii_digit() || c == '@')
}

#[cfg(test)]
mod tests {
    use super::*;

    fn texts(text: &str) -> Vec<String> {
        sentences(text).into_iter().map(|p| p.text).collect()
    }

    #[test]
    fn sentences_keep_abbreviations_and_numbers_whole() {
        let text = "Acme Intelligence S.r.l. was founded in 2024. It costs EUR 4.800 per workshop! Fine.";
        assert_eq!(texts(text), ["Acme Intelligence S.r.l. was founded in 2024.", "It costs EUR 4.800 per workshop!"]);
    }

    #[test]
    fn a_stop_inside_quotes_ends_the_sentence_at_them() {
        let text = "Go to your account and click “Cancel.” If you cancel, access ends. Ask “why?” — and we answer.";
        assert_eq!(texts(text), ["Go to your account and click “Cancel.”", "If you cancel, access ends.", "Ask “why?” — and we answer."]);
        assert_eq!(
            texts("It says \"no.\" then stops (see the terms.) and goes."),
            ["It says \"no.\" then stops (see the terms.) and goes."]
        );
    }

    #[test]
    fn a_bare_yes_or_no_opens_the_sentence_after_it() {
        assert_eq!(texts("No. The app runs on Android only. Fine."), ["No. The app runs on Android only."]);
        assert_eq!(texts("Sì. Ogni piano parte con due settimane gratis."), ["Sì. Ogni piano parte con due settimane gratis."]);
    }

    #[test]
    fn lines_are_sentences_of_their_own() {
        let text = "E-mail: hello@example.com\nPhone: +39 011 000 0000\nOffice hours: Monday to Friday\nSales";
        assert_eq!(texts(text), ["E-mail: hello@example.com", "Phone: +39 011 000 0000", "Office hours: Monday to Friday"]);
    }

    #[test]
    fn list_items_lose_their_mark_and_keep_that_they_are_items() {
        let pieces = sentences("Our rates:\n- Daily entrance: €15\n- Monthly pass: €120");
        let items: Vec<(&str, bool)> = pieces.iter().map(|p| (p.text.as_str(), p.list_item)).collect();
        assert_eq!(items, [("Our rates:", false), ("Daily entrance: €15", true), ("Monthly pass: €120", true)]);
    }

    #[test]
    fn a_sentence_knows_the_sub_heading_it_stands_under() {
        let pieces = sentences("We publish in two stores.\n### Google Play\nBetas are there first.\n- Open the listing.\n### Did you get it from F-Droid?\nWait two days.");
        let read: Vec<(&str, Option<&str>)> = pieces.iter().map(|p| (p.text.as_str(), p.under.as_deref())).collect();
        assert_eq!(
            read,
            [
                ("We publish in two stores.", None),
                ("Google Play", None),
                ("Betas are there first.", Some("Google Play")),
                ("Open the listing.", Some("Google Play")),
                ("Did you get it from F-Droid?", None),
                ("Wait two days.", Some("Did you get it from F-Droid?")),
            ]
        );
    }

    #[test]
    fn a_code_block_is_one_piece_whatever_its_stops() {
        let pieces = sentences("Revoke it like so:\n`certbot revoke --cert-path /a/cert.pem. Then --reason keyCompromise`");
        assert_eq!(pieces.len(), 2);
        assert_eq!(
            pieces[1],
            Piece {
                text: "certbot revoke --cert-path /a/cert.pem. Then --reason keyCompromise".into(),
                list_item: true,
                code: true,
                under: None
            }
        );
        assert!(!pieces[0].code);
        let listing = format!("Our configuration:\n`{}`", "key = value ".repeat(20));
        assert!(!sentences(&listing)[1].list_item, "a listing is not quoted after its introduction");
    }
}
