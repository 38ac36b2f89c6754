//! Names of countries and large cities, in English and Italian (`places.txt`, written by
//! `scripts/places.py`). A question about a place the site never mentions ("what is the capital
//! of Australia?", "che tempo fa a Londra?") is about something else, whatever else it shares
//! with the site's words: the capital in "share capital" is not Canberra.

use std::sync::LazyLock;

use foldhash::HashSet;

use super::analyzers::lower_words;

static PLACES: LazyLock<HashSet<String>> =
    LazyLock::new(|| include_str!("places.txt").lines().filter(|l| !l.starts_with('#') && !l.is_empty()).map(normalized).collect());

/// The most words a name of the list has.
static LONGEST: LazyLock<usize> = LazyLock::new(|| PLACES.iter().map(|name| name.split(' ').count()).max().unwrap_or(1));

fn normalized(text: &str) -> String {
    lower_words(text).join(" ")
}

/// The places `text` names, longest names first where they overlap ("new york", not "york").
pub fn places_in(text: &str) -> Vec<String> {
    let words: Vec<String> = normalized(text).split(' ').filter(|w| !w.is_empty()).map(String::from).collect();
    let mut found = Vec::new();
    let mut i = 0;
    while i < words.len() {
        let name = (1..=(*LONGEST).min(words.len() - i)).rev().map(|n| words[i..i + n].join(" ")).find(|name| PLACES.contains(name));
        match name {
            Some(name) => {
                i += name.split(' ').count();
                found.push(name);
            }
            None => i += 1,
        }
    }
    found
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn countries_and_cities_in_either_language() {
        assert_eq!(places_in("what is the capital of australia"), ["australia"]);
        assert_eq!(places_in("Che tempo farà domani a Londra?"), ["londra"]);
        assert_eq!(places_in("the weather in New York tomorrow"), ["new york"]);
        assert_eq!(places_in("qual è la capitale del Canada"), ["canada"]);
        assert_eq!(places_in("che tempo fa in Scozia?"), ["scozia"]);
        assert_eq!(places_in("un ufficio in Irlanda del Nord"), ["irlanda del nord"]);
    }

    #[test]
    fn ordinary_words_are_no_places() {
        for text in
            ["Salta la fila", "una riunione", "i mali del mondo", "a nice van", "la serra", "tanta gente", "quanti iscritti ha il forum?"]
        {
            assert!(places_in(text).is_empty(), "{text}: {:?}", places_in(text));
        }
    }
}
