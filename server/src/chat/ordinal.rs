//! A follow-up naming an item of the previous answer by its place: after "Only technical
//! cookies: i18n_redirected, which remembers your language, and csrf-token [1]", "how long does
//! the first one last?" asks about i18n_redirected, and "a cosa serve il secondo?" about
//! csrf-token. Neither question holds a word of what it asks about.

use std::sync::LazyLock;

use app::i18n::Locale;
use regex::Regex;

use super::analyzers::words_at;
use super::answer::CITATION;
use super::frame_words::is_frame_word;

/// The words naming an item by its place, in English and in Italian.
const PLACES: [&[&str]; 2] = [
    &["first", "second", "third", "fourth", "last", "former", "latter"],
    &["primo", "prima", "secondo", "seconda", "terzo", "terza", "quarto", "quarta", "ultimo", "ultima"],
];

/// The words of `locale` naming an item by its place.
pub fn places(locale: Locale) -> &'static [&'static str] {
    match locale {
        Locale::En => PLACES[0],
        Locale::It => PLACES[1],
    }
}

/// "the first", "il secondo", "l'ultimo": an item named by its place.
static ORDINAL: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(&format!(r"(?i)\b(?:the|il|lo|la|l['’]\s*)\s*({})\b", PLACES.concat().join("|"))).expect("the pattern is valid")
});

/// Where items of a list part: commas, semicolons, "and", "or", "e", "o".
static SEPARATOR: LazyLock<Regex> =
    LazyLock::new(|| Regex::new(r"(?i)\s*[,;]\s*(?:(?:and|or|e|o)\s+)?|\s+(?:and|or|e|o)\s+").expect("the pattern is valid"));

/// A part beginning with these says more of the item before it ("i18n_redirected, which
/// remembers your language").
static CLAUSE: LazyLock<Regex> =
    LazyLock::new(|| Regex::new(r"(?i)^(?:which|who|that|where|whose|che|cui|dove|il quale|la quale)\b").expect("the pattern is valid"));

/// The item of `previous_answer` that `question` names by its place, if it does.
pub fn named_item(question: &str, previous_answer: &str) -> Option<String> {
    let captures = ORDINAL.captures(question)?;
    let place = captures.get(1)?;
    // "The first *warning e-mail*" names a thing of its own; "the first *one*", "the first *of
    // them*", "il secondo?" name an item, and so does "the first *cookie*" after "Only technical
    // cookies: …", the kind its list's introduction names.
    let introduction = previous_answer.split_once(':').map_or(String::new(), |(introduction, _)| introduction.to_lowercase());
    let names_a_thing = |next: &str| !is_frame_word(next) && !introduction.contains(next.to_lowercase().trim_end_matches('s'));
    if words_at(&question[place.end()..]).next().is_some_and(|(_, next)| names_a_thing(next)) {
        return None;
    }
    let place = place.as_str().to_lowercase();
    let items = items(previous_answer);
    if items.len() < 2 {
        return None;
    }
    let index = match place.as_str() {
        "first" | "former" | "primo" | "prima" => 0,
        "second" | "secondo" | "seconda" => 1,
        "third" | "terzo" | "terza" => 2,
        "fourth" | "quarto" | "quarta" => 3,
        _ => items.len() - 1,
    };
    items.get(index).cloned()
}

/// The items the answer lists: after its colon when it has one, else all of it.
fn items(answer: &str) -> Vec<String> {
    let text = CITATION.replace_all(answer, "");
    let list = text.split_once(':').map_or(text.as_ref(), |(_, list)| list);
    let list = list.trim().trim_end_matches(['.', '!', '?']);
    let mut items: Vec<String> = Vec::new();
    for part in SEPARATOR.split(list).map(str::trim).filter(|p| !p.is_empty()) {
        match items.last_mut() {
            Some(item) if CLAUSE.is_match(part) => *item = format!("{item}, {part}"),
            _ => items.push(part.to_string()),
        }
    }
    items
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_item_is_named_by_its_place_in_either_language() {
        let en = "Only technical cookies: i18n_redirected, which remembers your language, and csrf-token [1].";
        assert_eq!(named_item("how long does the first one last?", en).as_deref(), Some("i18n_redirected, which remembers your language"));
        assert_eq!(named_item("and the last one?", en).as_deref(), Some("csrf-token"));
        let it = "Solo cookie tecnici: i18n_redirected, che ricorda la lingua, e csrf-token [1].";
        assert_eq!(named_item("e a cosa serve il secondo?", it).as_deref(), Some("csrf-token"));
        assert_eq!(named_item("e l'ultimo?", it).as_deref(), Some("csrf-token"));
    }

    #[test]
    fn no_place_or_no_list_names_nothing() {
        let list = "Telegram, Slack and Teams [1].";
        assert_eq!(named_item("how long does it last?", list), None);
        assert_eq!(named_item("the fourth one?", list), None);
        assert_eq!(named_item("the first one?", "We are based in Turin [1]."), None);
        assert_eq!(named_item("when is the first warning email sent?", list), None, "a thing of its own");
        let cookies = "Only technical cookies: i18n_redirected and csrf-token [1].";
        assert_eq!(named_item("how long does the first cookie last?", cookies).as_deref(), Some("i18n_redirected"), "a thing of the list");
        assert_eq!(named_item("quando arriva il primo avviso?", list), None);
        assert_eq!(named_item("and the first of them?", list).as_deref(), Some("Telegram"));
    }
}
