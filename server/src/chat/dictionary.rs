//! The words of English and Italian, beyond the site's: a word a visitor types that the site
//! never uses may be a typo of a site word or a word of its own ("funded" is no "founded",
//! "pezzo" no "prezzo", "served" no "server"), and only a dictionary tells them apart: asked
//! alone, about 3% of the words of the other evaluation sites had been read as a site word they
//! are not.
//!
//! The lists are `an-array-of-english-words` 2.0.0 (the Letterpress word list, 273,000 words)
//! and `an-array-of-italian-words` 1.2.0 (121,000 words, accents folded), both MIT
//! (`words/SOURCE.md`, written by `scripts/word-lists.sh`), kept to words of four letters or
//! more: a typo is read in no shorter word. Rare words a far more frequent word one typo away
//! outnumbers are left out (wordfreq's frequencies): the Italian list, gathered from the web,
//! holds the web's typos ("tuti", "cota"), and the English one words no visitor means ("sned"),
//! which hid "tutti", "costa" and "send" mistyped. Compiled in with `words/written.txt`, 4.2 MB:
//! a server reading them from disk would need them installed beside it.

use std::sync::LazyLock;

use app::i18n::Locale;

use super::question::slot;

const ENGLISH: &str = include_str!("words/en.txt");
const ITALIAN: &str = include_str!("words/it.txt");
/// Names, brands and loanwords English and Italian text writes often ("mailchimp", "hostname"),
/// which neither list holds.
const WRITTEN: &str = include_str!("words/written.txt");

/// Both lists, each sorted as its file is, in the order of `question::slot`.
static WORDS: LazyLock<[Vec<&'static str>; 2]> = LazyLock::new(|| [ENGLISH, ITALIAN].map(|list| list.lines().collect()));

static WRITTEN_WORDS: LazyLock<Vec<&'static str>> = LazyLock::new(|| WRITTEN.lines().collect());

/// Reads the lists now rather than on the first question that needs them.
pub fn load() {
    LazyLock::force(&WORDS);
    LazyLock::force(&WRITTEN_WORDS);
}

/// Whether `word` is written as one word in English or Italian text: a word of either language,
/// or a name, brand or loanword written often ("mailchimp" is no "mail chimp").
pub fn is_written_as_one(word: &str) -> bool {
    let folded: String = folded(&word.to_lowercase()).collect();
    is_word(word) || WRITTEN_WORDS.binary_search(&folded.as_str()).is_ok()
}

/// Whether `word` is a word of either language, whatever its case and accents. An Italian verb
/// form is one whenever its verb is, though the Italian list lacks many: the second person
/// plural ("esistete", which the list leaves out, "esistente" outnumbering it), the future
/// ("tenterà") and a form with its pronouns joined ("firmarli", "unirti", "mandatemi").
pub fn is_word(word: &str) -> bool {
    Locale::ALL.iter().any(|&locale| is_word_of(word, locale)) || is_italian_verb_form(word)
}

/// The pronouns Italian joins to the end of an infinitive, an imperative or a gerund, longest
/// first ("dar*glielo*", "firmar*li*").
const ENCLITICS: [&str; 21] = [
    "glielo", "gliela", "glieli", "gliele", "gliene", "celo", "cela", "melo", "mela", "telo", "gli", "lo", "la", "li", "le", "ne", "mi",
    "ti", "ci", "vi", "si",
];
/// The fewest letters of what a pronoun is joined to ("dar|lo").
const MIN_HOST: usize = 3;

/// Whether `word` is a form of an Italian verb the list holds: see `is_word`.
fn is_italian_verb_form(word: &str) -> bool {
    let folded: String = folded(&word.to_lowercase()).collect();
    let infinitive_of = |stem: &str| ["are", "ere", "ire"].iter().any(|ending| is_italian_infinitive(stem, ending));
    let future = |word: &str| {
        ["eranno", "iranno", "eremo", "iremo", "erete", "irete", "erai", "irai", "era", "ero", "ira", "iro"]
            .iter()
            .any(|ending| word.strip_suffix(ending).is_some_and(|stem| stem.chars().count() >= MIN_HOST && infinitive_of(stem)))
    };
    // An infinitive ("firmar|li"), a gerund ("facendo|lo") or the imperative addressing the owner
    // ("mandate|mi"), not any word ("prezzo|li"). The imperative of one person is left out:
    // "avoca|ti", "servi|si", "scia|le" are typos of "avvocati", "servizi", "sociale" more often.
    let host_of_pronouns = |host: &str| {
        let infinitive = host.ends_with('r') && is_italian_infinitive(host, "e");
        let gerund = (host.ends_with("ando") || host.ends_with("endo")) && is_word_of(host, Locale::It);
        infinitive || gerund || is_italian_second_person_plural(host)
    };
    let with_pronouns = |word: &str| {
        ENCLITICS
            .iter()
            .any(|pronoun| word.strip_suffix(pronoun).is_some_and(|host| host.chars().count() >= MIN_HOST && host_of_pronouns(host)))
    };
    is_italian_second_person_plural(&folded) || future(&folded) || with_pronouns(&folded)
}

/// Whether `word` is a word of `locale`'s language, whatever its case and accents.
pub fn is_word_of(word: &str, locale: Locale) -> bool {
    let folded: String = folded(&word.to_lowercase()).collect();
    WORDS[slot(locale)].binary_search(&folded.as_str()).is_ok()
}

/// The words of `locale`'s language one edit from `typed` (lower case, accents folded) past its
/// first letter: a letter left out, added, changed, or two side by side swapped.
pub fn one_edit_from(typed: &[char], locale: Locale) -> Vec<&'static str> {
    let mut near: &[&'static str] = &WORDS[slot(locale)];
    let mut found: Vec<&'static str> = Vec::new();
    let mut edited = String::new();
    for i in 1..=typed.len() {
        // Every edit from the `i`th letter on keeps the letters before it: only the words
        // starting with them are looked at, narrowed letter by letter, and once none does, no
        // edit further on finds one (a string of a thousand random letters costs what a word
        // does).
        let kept: String = typed[..i].iter().collect();
        let first = near.partition_point(|word| *word < kept.as_str());
        near = &near[first..first + near[first..].partition_point(|word| word.starts_with(kept.as_str()))];
        if near.is_empty() {
            break;
        }
        let mut look_up = |parts: [&[char]; 3]| {
            edited.clear();
            edited.extend(parts.into_iter().flatten());
            if let Ok(j) = near.binary_search(&edited.as_str()) {
                if !found.contains(&near[j]) {
                    found.push(near[j]);
                }
            }
        };
        for letter in 'a'..='z' {
            look_up([&typed[..i], &[letter], &typed[i..]]);
            if i < typed.len() && typed[i] != letter {
                look_up([&typed[..i], &[letter], &typed[i + 1..]]);
            }
        }
        if i < typed.len() {
            look_up([&typed[..i], &typed[i + 1..], &[]]);
        }
        if i + 1 < typed.len() {
            look_up([&typed[..i], &[typed[i + 1], typed[i]], &typed[i + 2..]]);
        }
    }
    found
}

/// Whether `stem` and `ending` ("lavor", "are") make an Italian infinitive: what tells a verb's
/// forms ("lavoriamo", "lavorate") from other words ending as they do.
pub fn is_italian_infinitive(stem: &str, ending: &str) -> bool {
    !stem.is_empty() && is_word_of(&format!("{stem}{ending}"), Locale::It)
}

/// The endings of the Italian second person plural, each with its infinitive's.
const SECOND_PERSON_PLURAL: [(&str, &str); 3] = [("ate", "are"), ("ete", "ere"), ("ite", "ire")];

/// Whether `word` is an Italian verb in the second person plural ("esistete", "lavorate",
/// "offrite"): its infinitive is an Italian word.
pub fn is_italian_second_person_plural(word: &str) -> bool {
    is_form_of_an_infinitive(&word.to_lowercase(), &SECOND_PERSON_PLURAL)
}

/// Whether `word` (in lower case) ends with one of `forms`' endings after a stem whose
/// infinitive, with the ending beside it, is an Italian word.
fn is_form_of_an_infinitive(word: &str, forms: &[(&str, &str)]) -> bool {
    forms.iter().any(|(ending, infinitive)| {
        word.strip_suffix(ending).is_some_and(|stem| stem.chars().count() >= MIN_HOST && is_italian_infinitive(stem, infinitive))
    })
}

/// The endings of the Italian present's third person, singular and plural, each with its
/// infinitive's: "costa", "prende", "offre", "costano", "prendono".
const THIRD_PERSON: [(&str, &str); 6] = [("ano", "are"), ("ono", "ere"), ("ono", "ire"), ("a", "are"), ("e", "ere"), ("e", "ire")];

/// The Italian verbs of the present no infinitive tells (being, having, can, must, doing, going),
/// and the conditionals a request is made with ("vorrei parlare con…").
const IRREGULAR_PRESENT: [&str; 23] = [
    "è", "ha", "hanno", "avete", "sono", "siete", "può", "possono", "deve", "devono", "fa", "fanno", "fate", "va", "vanno", "sa", "sanno",
    "vorrei", "vorremmo", "potrei", "potremmo", "potreste", "sarebbe",
];

/// Whether `word` is an Italian verb in the present, said of someone or something or to the
/// owner ("costa", "prendono", "è", "avete"), or asking in the conditional ("vorrei"): what makes
/// a piece of a message a clause of its own ("e il workshop *ha* un prezzo fisso") rather than
/// more things named ("e gli enti pubblici").
pub fn is_italian_present_verb(word: &str) -> bool {
    let word = word.to_lowercase();
    IRREGULAR_PRESENT.contains(&word.as_str())
        || is_form_of_an_infinitive(&word, &SECOND_PERSON_PLURAL)
        || is_form_of_an_infinitive(&word, &THIRD_PERSON)
}

/// The endings of the Italian present's first person singular, each with its infinitive's:
/// "annullo", "prendo", "apro".
const FIRST_PERSON: [(&str, &str); 3] = [("o", "are"), ("o", "ere"), ("o", "ire")];

/// The Italian verbs in the first person no infinitive tells.
const IRREGULAR_FIRST_PERSON: [&str; 7] = ["posso", "devo", "faccio", "ho", "voglio", "tengo", "so"];

/// Whether `word` is an Italian verb in the present, in any person a visitor asks with: "come
/// lo *annullo*?", "per quanto le *tenete*?", "dove li *trovano*?".
pub fn is_italian_verb_in_the_present(word: &str) -> bool {
    let lower = word.to_lowercase();
    is_italian_present_verb(&lower) || IRREGULAR_FIRST_PERSON.contains(&lower.as_str()) || is_form_of_an_infinitive(&lower, &FIRST_PERSON)
}

/// The Italian verbs in the second person plural one edit from `typed` (lower case, accents
/// folded): "esitsete" is "esistete". The list lacks most of them but holds their infinitives,
/// so the infinitive's ending takes the place of the form's and the infinitives one edit from
/// that are read back as forms.
pub fn second_person_plurals_one_edit_from(typed: &[char]) -> Vec<String> {
    let word: String = typed.iter().collect();
    let mut found = Vec::new();
    for (ending, infinitive) in SECOND_PERSON_PLURAL {
        let Some(stem) = word.strip_suffix(ending) else { continue };
        let as_infinitive: Vec<char> = stem.chars().chain(infinitive.chars()).collect();
        for near in one_edit_from(&as_infinitive, Locale::It) {
            if let Some(stem) = near.strip_suffix(infinitive) {
                found.push(format!("{stem}{ending}"));
            }
        }
    }
    found
}

/// `word` without the accents Italian and English write: "perche" is typed for "perché", and the
/// Italian list is written so.
pub fn folded(word: &str) -> impl Iterator<Item = char> + '_ {
    word.chars().map(|c| match c {
        'à' | 'á' | 'â' | 'ä' => 'a',
        'è' | 'é' | 'ê' | 'ë' => 'e',
        'ì' | 'í' | 'î' | 'ï' => 'i',
        'ò' | 'ó' | 'ô' | 'ö' => 'o',
        'ù' | 'ú' | 'û' | 'ü' => 'u',
        _ => c,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn italian_verbs_of_the_present_are_told_from_the_things_they_name() {
        load();
        for verb in ["costa", "prende", "offre", "costano", "prendono", "è", "ha", "avete", "lavora"] {
            assert!(is_italian_present_verb(verb), "{verb}");
        }
        for other in ["enti", "pubblici", "documenti", "clienti", "manutenzione", "glossario"] {
            assert!(!is_italian_present_verb(other), "{other}");
        }
    }

    #[test]
    fn the_lists_are_sorted_for_a_binary_search() {
        for words in WORDS.iter().chain([&*WRITTEN_WORDS]) {
            assert!(words.windows(2).all(|pair| pair[0] < pair[1]));
        }
    }

    #[test]
    fn the_words_one_edit_away_are_those_of_the_language() {
        let typed = |word: &str| word.chars().collect::<Vec<char>>();
        assert_eq!(one_edit_from(&typed("risponndete"), Locale::It), ["rispondete"]);
        assert!(one_edit_from(&typed("spnd"), Locale::En).contains(&"spend"));
        let mut near = one_edit_from(&typed("tsted"), Locale::En);
        near.sort();
        assert!(near.contains(&"tasted") && near.contains(&"tested"), "{near:?}");
        assert!(one_edit_from(&typed("xsted"), Locale::It).is_empty());
    }

    #[test]
    fn italian_verb_forms_the_list_lacks_are_words() {
        for word in
            ["esistete", "tenterà", "adopereremo", "firmarli", "unirti", "riscriverti", "emetterlo", "revocarsi", "mandatemi", "chiamateci"]
        {
            assert!(is_word(word), "{word}");
        }
        for word in ["prezzoli", "telfeono", "indirizo", "avviisi", "avocati", "servisi", "tenici", "sciale", "whete"] {
            assert!(!is_word(word), "{word}");
        }
    }

    #[test]
    fn the_verbs_addressing_the_owner_one_edit_away_are_read_from_their_infinitives() {
        let typed = |word: &str| word.chars().collect::<Vec<char>>();
        assert!(!WORDS[slot(Locale::It)].contains(&"esistete"), "the list lacks the form");
        assert_eq!(second_person_plurals_one_edit_from(&typed("esitsete")), ["esistete"]);
        assert!(second_person_plurals_one_edit_from(&typed("esitsenza")).is_empty(), "no such ending");
    }

    #[test]
    fn names_and_brands_are_written_as_one_word() {
        for word in ["mailchimp", "Hostname", "smartphone", "youtube"] {
            assert!(is_written_as_one(word), "{word}");
        }
        for word in ["theproject", "howmuch", "quantocosta", "dovesiete"] {
            assert!(!is_written_as_one(word), "{word}");
        }
    }

    #[test]
    fn words_of_either_language_are_words_and_typos_are_not() {
        for word in ["funded", "served", "starter", "pezzo", "vedere", "città", "perche", "Founded"] {
            assert!(is_word(word), "{word}");
        }
        // The rare words a far more frequent word one typo away outnumbers are typos too.
        for word in ["worskhop", "azirnda", "numbet", "telfeono", "indirizo", "adress", "tuti", "cota", "numer", "sned", "prat"] {
            assert!(!is_word(word), "{word}");
        }
    }
}
