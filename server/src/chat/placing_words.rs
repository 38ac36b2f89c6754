//! Words that place a thing among others of its kind ("the *next* version", "l'*ultima*
//! versione", "la versione *precedente*", "the *minimum* Android version"): they say which one
//! the question means, nothing of what it is about. Found without the thing they place ("in
//! January of the *next*", "a *minimum* episode length"), they are no evidence for "when is the
//! next version coming out?" or "what's the minimum Android version the app needs?".

use super::question::Concept;

const PLACING: [&str; 25] = [
    "next",
    "last",
    "previous",
    "latest",
    "upcoming",
    "first",
    "prossimo",
    "prossima",
    "prossimi",
    "prossime",
    "ultimo",
    "ultima",
    "ultimi",
    "ultime",
    "precedente",
    "precedenti",
    "primo",
    "minimum",
    "maximum",
    "min",
    "max",
    "minimo",
    "minima",
    "massimo",
    "massima",
];

/// Whether `word` (as typed) places a thing among others of its kind.
fn places_a_thing(word: &str) -> bool {
    PLACING.contains(&word.to_lowercase().as_str())
}

/// For each of `concepts` placing a thing, the concept of that thing: the word after it among
/// the words that say something ("the next *version*"), else the one before ("la *versione*
/// precedente"). `places` holds each concept's place among those words.
pub fn placed_things(concepts: &[Concept], places: &[(usize, usize)]) -> Vec<(usize, usize)> {
    let at = |place: usize| places.iter().find(|&&(_, p)| p == place).map(|&(c, _)| c);
    places
        .iter()
        .filter(|&&(c, _)| places_a_thing(&concepts[c].word))
        .filter_map(|&(c, place)| at(place + 1).or_else(|| place.checked_sub(1).and_then(at)).map(|thing| (c, thing)))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use app::i18n::Locale;

    fn concepts(words: &[&str]) -> Vec<Concept> {
        words.iter().map(|w| Concept::of_terms(Locale::En, &[w], &[])).collect()
    }

    #[test]
    fn a_placing_word_places_the_thing_after_it_else_the_one_before() {
        let next_version = concepts(&["next", "version", "coming"]);
        assert_eq!(placed_things(&next_version, &[(0, 0), (1, 1), (2, 2)]), vec![(0, 1)]);
        let previous_version = concepts(&["versione", "precedente"]);
        assert_eq!(placed_things(&previous_version, &[(0, 0), (1, 1)]), vec![(1, 0)]);
        assert_eq!(placed_things(&concepts(&["Ultima", "versione"]), &[(0, 0), (1, 1)]), vec![(0, 1)], "as typed, in any case");
        let minimum_android = concepts(&["minimum", "Android", "version"]);
        assert_eq!(placed_things(&minimum_android, &[(0, 0), (1, 1), (2, 2)]), vec![(0, 1)], "a bound places the thing it bounds");
    }

    #[test]
    fn other_words_place_nothing() {
        assert!(placed_things(&concepts(&["price", "workshop"]), &[(0, 0), (1, 1)]).is_empty());
        assert!(placed_things(&concepts(&["next"]), &[(0, 0)]).is_empty(), "alone, it places nothing the question names");
    }
}
