//! The words of the site as a visitor may mistype them: a word no section uses, one typo away
//! from a word a section does ("worksop", "indirzzo"), is read as that word; failing that, one
//! typo away from a word of the language whose other forms the site uses ("risponndete" is
//! "rispondete", and the site writes "risponde"), as that word. One typo in a question's telling
//! word otherwise makes it a word the site never uses, and the question is offered passages or
//! refused (`server chat eval --as-typed misspelt`).
//!
//! Written here rather than taken from a spelling crate: what is corrected is the site's own
//! vocabulary, a few thousand words per language counted at start, and what counts as a typo
//! (where in the word, which keys) is narrower than an edit distance. A language's dictionary
//! (`dictionary.rs`) says only which words are no typo: a word of English or Italian the site
//! never uses ("funded", "pezzo") is read as typed, not as the site's word beside it ("founded",
//! "prezzo").

use std::borrow::Cow;
use std::sync::LazyLock;

use app::i18n::Locale;
use foldhash::{HashMap, HashMapExt};

use super::analyzers::{terms, with_words_replaced, words_at};
use super::asked_value::value_named;
use super::corpus::Chunk;
use super::dictionary::{self, folded, is_italian_second_person_plural, is_word, is_written_as_one};
use super::frame_words::{frame_words, is_frame_word};
use super::lexicon::Lexicon;
use super::ordinal::places;
use super::question::{slot, TermStatistics};
use super::values::values_in;

/// The shortest word a typo is read in: shorter words are one letter away from too many others
/// ("cost", "cast", "case").
const MIN_LETTERS: usize = 5;
/// Two inner letters swapped make no other word even in a word of four ("yuor", "wehn").
const MIN_LETTERS_SWAPPED: usize = 4;

/// The words the chat knows in each language (the site's, the lexicon's, those that shape a
/// question), by first letter and length, with how often the site uses them.
#[derive(Default)]
pub struct Spelling {
    words: [HashMap<(char, usize), Vec<KnownWord>>; 2],
    /// Two words of three letters or more the site writes side by side, by the two run together
    /// ("phonenumber" → "phone number").
    side_by_side: HashMap<String, String>,
}

struct KnownWord {
    /// Lower case, accents folded: how a visitor types it on a phone.
    folded: Vec<char>,
    /// As the site mostly writes it: in lower case, or capitalized if a name.
    written: String,
    count: usize,
    /// Whether the site mostly writes it with a capital: a name ("Slack", "Registro").
    name: bool,
}

impl Spelling {
    /// Counts the words of every section's text and headings, and adds the lexicon's words, the
    /// words shaping a question and those naming an item by its place, once each.
    pub fn read(chunks: &[Chunk], lexicon: &Lexicon) -> Spelling {
        // How often each word is written, and how often with a capital.
        let mut counts: [HashMap<String, (usize, usize)>; 2] = Default::default();
        let mut side_by_side = HashMap::new();
        for chunk in chunks {
            for text in [&chunk.page_title, &chunk.section_title, &chunk.text] {
                for word in letters_only(text) {
                    let count = counts[slot(chunk.locale)].entry(word.to_lowercase()).or_default();
                    count.0 += 1;
                    count.1 += usize::from(word.starts_with(char::is_uppercase));
                }
                for (first, second) in pairs(text) {
                    side_by_side.entry(format!("{first}{second}")).or_insert_with(|| format!("{first} {second}"));
                }
            }
        }
        for locale in Locale::ALL {
            let known = lexicon
                .words(locale)
                .iter()
                .map(String::as_str)
                .chain(frame_words(locale).iter().copied())
                .chain(places(locale).iter().copied());
            for word in known.filter(|w| w.chars().all(char::is_alphabetic)) {
                counts[slot(locale)].entry(word.to_string()).or_default().0 += 1;
            }
        }
        dictionary::load();
        let mut spelling = Spelling { side_by_side, ..Spelling::default() };
        for (i, counts) in counts.into_iter().enumerate() {
            for (lower, (count, capitalized)) in counts {
                let folded: Vec<char> = folded(&lower).collect();
                let name = 2 * capitalized > count;
                let written = if name { capitalized_word(&lower) } else { lower };
                if folded.len() >= MIN_LETTERS_SWAPPED {
                    spelling.words[i].entry((folded[0], folded.len())).or_default().push(KnownWord { folded, written, count, name });
                }
            }
        }
        spelling
    }

    /// The two words the site writes side by side that `typed` runs together, as the site writes
    /// them ("phonenumber" → "phone number").
    pub fn apart(&self, typed: &str) -> Option<&str> {
        self.side_by_side.get(&typed.to_lowercase()).map(String::as_str)
    }

    /// The known word of `locale` `word` is a typo of: the most frequent one a typo away
    /// (`one_typo_apart`). None for a word of either language, and when two are as frequent: a
    /// guess ("who wrote Pride and Prejudice?" is no "price": "Pride" is a word). A capitalized
    /// word is read as a name the site writes when one is near ("from Slck" is "Slack"), else as
    /// any word of the site; a word in lower case may be either.
    pub fn corrected(&self, word: &str, locale: Locale) -> Option<&str> {
        let as_name = word.starts_with(char::is_uppercase);
        let typed: Vec<char> = folded(&word.to_lowercase()).collect();
        if typed.len() < MIN_LETTERS_SWAPPED || !typed.iter().all(|c| c.is_alphabetic()) || is_word(word) {
            return None;
        }
        let near: Vec<&KnownWord> = (typed.len() - 1..=typed.len() + 1)
            .filter_map(|length| self.words[slot(locale)].get(&(typed[0], length)))
            .flatten()
            .filter(|known| one_typo_apart(&typed, &known.folded))
            .collect();
        let names: Vec<&KnownWord> = near.iter().copied().filter(|known| known.name).collect();
        if word.chars().all(char::is_uppercase) {
            let as_long: Vec<&KnownWord> = names.into_iter().filter(|known| known.folded.len() == typed.len()).collect();
            return most_frequent(&as_long);
        }
        // A capitalized word is a name of the site when one is near, else the site's word
        // written in a name ("the Regsitro delle imprese", "Hacketspace nights"), unless it is a
        // name of its own, read as typed ("Claude" is no "clause", "Biella" no "bella").
        let near = match (as_name, names.is_empty()) {
            (true, false) => names,
            (true, true) if is_written_as_one(word) => return None,
            _ => near,
        };
        most_frequent(&near)
    }
}

/// The most frequent of `near`, as the site writes it; `None` when two are as frequent: a guess.
fn most_frequent<'a>(near: &[&'a KnownWord]) -> Option<&'a str> {
    let mut best: Option<&KnownWord> = None;
    let mut tied = false;
    for &known in near {
        match best {
            Some(b) if b.count > known.count => {}
            Some(b) if b.count == known.count => tied = true,
            _ => {
                best = Some(known);
                tied = false;
            }
        }
    }
    best.filter(|_| !tied).map(|known| known.written.as_str())
}

/// The words of `text` side by side, each of three letters or more and in lower case, with
/// nothing but spaces between them.
fn pairs(text: &str) -> Vec<(String, String)> {
    let words: Vec<(usize, &str)> = words_at(text).filter(|(_, w)| w.chars().all(char::is_alphabetic)).collect();
    words
        .windows(2)
        .filter(|pair| {
            let ((a, first), (b, second)) = (pair[0], pair[1]);
            text[a + first.len()..b].chars().all(|c| c == ' ')
                && first.chars().count() >= MIN_SECOND_PART
                && second.chars().count() >= MIN_SECOND_PART
        })
        .map(|pair| (pair[0].1.to_lowercase(), pair[1].1.to_lowercase()))
        .collect()
}

/// Whether the chat knows `word`: a word of the site or of the lexicon (its own or another form
/// of it), a word shaping a question, one naming a kind of value, or a value.
pub fn is_known(word: &str, lexicon: &Lexicon, stats: &dyn TermStatistics) -> bool {
    // Most words are the site's: that is asked before the value patterns are run on them.
    is_frame_word(word)
        || Locale::ALL.iter().any(|&locale| {
            let terms = terms(locale, word);
            terms.is_empty() || terms.iter().any(|t| stats.idf(t, locale).is_some() || !lexicon.related(t, locale, locale).is_empty())
        })
        || value_named(word).is_some()
        || !values_in(word).is_empty()
}

/// `question` (written in `language`) with each word the chat does not know that is one typo
/// away from a word it does replaced by that word: "qual è il numero di telfeono?" asks for a
/// phone number, which its wording says only once "telefono" is read. The question's language is
/// tried first, then the other ("where's the sede legaale?").
pub fn respelled<'a>(question: &'a str, language: Locale, lexicon: &Lexicon, stats: &dyn TermStatistics) -> Cow<'a, str> {
    let first = words_at(question).next().map_or(0, |(start, _)| start);
    let languages = [language, language.other()];
    with_words_replaced(question, |start, word| {
        if is_known(word, lexicon, stats) {
            return shaping_word_stemmed_alike(word, language, stats).map(str::to_string);
        }
        // An acronym ("HSTS") is read only as a name the site writes, two letters swapped or one
        // hit for a key beside it ("IRSG" is "ISRG"), never as a word ("hosts"), another form or
        // two words run together ("SHIPHERO"). A question typed all in capitals is lowered before
        // (`typed_capitals.rs`).
        if word.chars().all(char::is_uppercase) {
            return languages.into_iter().find_map(|l| stats.corrected(word, l)).map(str::to_uppercase);
        }
        // A phone writes the first word with a capital, name or not.
        let typed = if start == first { Cow::Owned(word.to_lowercase()) } else { Cow::Borrowed(word) };
        // A word of either language is no typo, nor two words run together.
        if is_word(&typed) {
            return None;
        }
        let site_word = languages.into_iter().find_map(|l| stats.corrected(&typed, l)).map(str::to_string);
        site_word
            .or_else(|| languages.into_iter().find_map(|l| form_of_a_known_word(&typed, l, lexicon, stats)).map(str::to_string))
            .or_else(|| (language == Locale::It).then(|| verb_addressing_the_owner(&typed)).flatten())
            .or_else(|| run_together(&typed, language, lexicon, stats))
            .or_else(|| (language == Locale::It).then(|| double_consonant_twin(&typed, lexicon, stats)).flatten())
    })
}

/// The word shaping a question that `word`, known to the chat only by its stem, is a typo of:
/// "poteete" stems as "potete" does, and would weigh as a word of the question's topic where
/// "potete" only shapes it. (`corrected` reads no word of either language as a typo.) Only a
/// word one typo from a word shaping a question is looked at: every known word of every
/// question passes here, and looking each up cost an answer a tenth more.
fn shaping_word_stemmed_alike<'s>(word: &str, language: Locale, stats: &'s dyn TermStatistics) -> Option<&'s str> {
    static SHAPING: LazyLock<[Vec<Vec<char>>; 2]> = LazyLock::new(|| {
        let letters = |locale| frame_words(locale).iter().map(|word| folded(word).collect()).collect();
        [letters(Locale::En), letters(Locale::It)]
    });
    let typed: Vec<char> = folded(&word.to_lowercase()).collect();
    let near_one = SHAPING[slot(language)]
        .iter()
        .any(|shaping| shaping.first() == typed.first() && shaping.len().abs_diff(typed.len()) <= 1 && one_typo_apart(&typed, shaping));
    if !near_one || is_frame_word(word) {
        return None;
    }
    stats.corrected(word, language).filter(|meant| is_frame_word(meant))
}

/// Italian pronouns written joined to a verb, which open many other words.
const JOINED_PRONOUNS: [&str; 6] = ["mi", "ti", "ci", "vi", "si", "ne"];

/// The fewest letters of the second of two words run together: an ending is no word of its own
/// ("esiste|te").
const MIN_SECOND_PART: usize = 3;

/// `typed` as the two words a visitor ran together, the space missed ("theproject",
/// "howmuch", "ilworkshop", "quantidipendenti"): a word shaping a question in its language (an
/// article, a preposition, an interrogative) and a word the chat knows that says something, two
/// words shaping a question ("Ohio" is no "oh io"), two words the site writes side by side, or
/// two words the site uses that say something ("phonenumber", "googleanalytics"); one way to
/// split it only. A capital inside the word is where the second starts, after such a word
/// ("fromSlack", "releaseAntennaPod"); a word opening with one (but the question's first) is a
/// name, read as typed ("Nextcloud", "TwentyTwo").
fn run_together(typed: &str, language: Locale, lexicon: &Lexicon, stats: &dyn TermStatistics) -> Option<String> {
    // A capital opening the second word is where it starts ("fromSlack", "theRegistro"); English
    // writes "I" so ("Icall").
    let capital_at = typed.char_indices().skip(1).find(|(_, c)| c.is_uppercase()).map(|(i, _)| i);
    let pronoun_i = language == Locale::En && typed.starts_with('I') && capital_at.is_none();
    let named = |i: usize| typed[..i].chars().all(char::is_lowercase);
    let lowered;
    let typed = match capital_at {
        None if pronoun_i => {
            lowered = format!("i{}", &typed[1..]);
            lowered.as_str()
        }
        None if typed.chars().all(char::is_lowercase) => typed,
        Some(i) if named(i) => typed,
        _ => return None,
    };
    if is_written_as_one(typed) {
        return None;
    }
    if let Some(apart) = stats.apart(typed) {
        return Some(apart.to_string());
    }
    let says_something = |word: &str| !is_frame_word(word) && is_known(word, lexicon, stats);
    // The index's stop words of the language are function words too ("il", "di"), and so is an
    // Italian verb addressing the owner ("tempo|rispondete", "aziende|lavorate").
    let function_word = |word: &str| {
        frame_words(language).contains(&word)
            || terms(language, word).is_empty()
            || (language == Locale::It && is_italian_second_person_plural(word))
    };
    // A pronoun joined to what follows opens too many words ("mi|grata", "si|stema").
    let shapes = |word: &str| function_word(word) && !JOINED_PRONOUNS.contains(&word);
    let both_shaping = |left: &str, right: &str| shapes(left) && function_word(right);
    // Two words that say something are read apart only when both are words of the language (a
    // piece of one may stem as a word of the site does, "affid|abilmente"; a name after a capital
    // need not be, "pastingSoundCloud"), the site uses both and neither everywhere
    // ("podcast|tested"): without these, compounds and names the lists lack ("certbot") were
    // split.
    let site_word = |word: &str| {
        !is_frame_word(word) && terms(language, word).iter().any(|t| stats.idf(t, language).is_some() && !stats.is_generic(t, language))
    };
    let both_telling = |left: &str, right: &str| {
        dictionary::is_word_of(left, language)
            && (capital_at.is_some() || dictionary::is_word_of(right, language))
            && site_word(left)
            && site_word(right)
    };
    let splits = || {
        typed
            .char_indices()
            .map(|(i, _)| (&typed[..i], &typed[i..]))
            .filter(|(left, right)| !left.is_empty() && right.chars().count() >= MIN_SECOND_PART)
            .filter(|(left, _)| capital_at.is_none_or(|i| left.len() == i))
    };
    let mut read = splits().filter(|(left, right)| {
        (shapes(left) && says_something(right))
            || (says_something(left) && shapes(right))
            || both_shaping(left, right)
            || both_telling(left, right)
    });
    // Else two long words of the language, one of them the site's and neither everywhere on it:
    // "pubblicaamministrazione" on a site writing "pubblica" and "enti pubblici", never
    // "amministrazione".
    let long = |word: &str| {
        word.chars().count() >= LONG_PART
            && dictionary::is_word_of(word, language)
            && terms(language, word).iter().all(|t| !stats.is_generic(t, language))
    };
    // The Italian list holds words with their first letter cut ("bilmente" of "abilmente"): a
    // word the site never uses counts only when no letter before it makes another.
    let whole = |word: &str| site_word(word) || !('a'..='z').any(|letter| dictionary::is_word_of(&format!("{letter}{word}"), language));
    let words_of_the_language =
        splits().filter(|(left, right)| long(left) && long(right) && (site_word(left) || site_word(right)) && whole(left) && whole(right));
    // A word shaping the question before another word of the language is another reading, and
    // makes it a guess ("sonoriconosciuti": "sono riconosciuti" or "sonori conosciuti").
    let shaped_otherwise = || splits().any(|(left, right)| shapes(left) && dictionary::is_word_of(right, language));
    let apart = |(left, right): (&str, &str)| format!("{left} {right}");
    match (read.next(), read.next()) {
        (None, _) => only(words_of_the_language).filter(|_| !shaped_otherwise()).map(apart),
        (Some(one), None) => Some(apart(one)),
        _ => None,
    }
}

/// The fewest letters of each of two words of the language run together that the site need not
/// both use: shorter ones make too many words ("fare|mi").
const LONG_PART: usize = 5;

/// The one item of `items`; `None` for none or more than one.
fn only<T>(mut items: impl Iterator<Item = T>) -> Option<T> {
    let one = items.next()?;
    items.next().is_none().then_some(one)
}

/// The word of `locale`'s language `typed` is a typo of, when the site writes none near it but
/// uses another form of that word: "risponndete" is "rispondete", which the site never writes,
/// and "risponde" it does. Of the language's words one typo away, only those the chat knows (in
/// any form) count, and two it reads as different words are a guess. `typed` is no word of
/// either language: the caller asks.
fn form_of_a_known_word(typed: &str, locale: Locale, lexicon: &Lexicon, stats: &dyn TermStatistics) -> Option<&'static str> {
    let letters = typed_letters(typed)?;
    let near = dictionary::one_edit_from(&letters, locale)
        .into_iter()
        .filter(|word| one_typo_apart(&letters, &word.chars().collect::<Vec<char>>()) && is_known(word, lexicon, stats));
    one_reading(near, locale)
}

/// The Italian verb addressing the owner `typed` is a typo of, read from an infinitive of the
/// list one typo away ("esitsete" is "esistete", of "esistere"), whether the site uses it or
/// not: it shapes the question ("da quanto tempo esistete?" asks for a date). Asked after the
/// words the chat knows, and only of an Italian question ("seperate" is no "sperate").
fn verb_addressing_the_owner(typed: &str) -> Option<String> {
    let letters = typed_letters(typed)?;
    let near = dictionary::second_person_plurals_one_edit_from(&letters)
        .into_iter()
        .filter(|form| one_typo_apart(&letters, &form.chars().collect::<Vec<char>>()));
    one_reading(near, Locale::It)
}

/// The Italian word the chat knows that an Italian visitor meant by `typed`, no word of either
/// language, with one consonant typed single where it is double or double where it is single
/// ("ano" for "anno", "ala" for "alla"): the mistake Italian spelling invites most, in words too
/// short for the other readings. Two words of different readings are a guess. A word of the
/// language is never read so: asked alone, the other corpora's words the site never uses were
/// read as another nine times in ten ("notte" as "note", "acceso" as "accesso", "coppia" as
/// "copia").
fn double_consonant_twin(typed: &str, lexicon: &Lexicon, stats: &dyn TermStatistics) -> Option<String> {
    let letters: Vec<char> = typed.to_lowercase().chars().collect();
    let consonant = |c: char| !"aeiouàèéìòù".contains(c);
    // An Italian word ends with a vowel; one ending otherwise is cut short ("bel", "quel") or
    // no Italian word ("tel").
    if !letters.iter().all(|c| c.is_alphabetic()) || letters.last().is_none_or(|&last| consonant(last)) {
        return None;
    }
    let twins = (1..letters.len()).filter(|&i| consonant(letters[i])).filter_map(|i| {
        let mut twin = letters.clone();
        if letters.get(i + 1) == Some(&letters[i]) {
            twin.remove(i);
        } else if letters[i - 1] != letters[i] {
            twin.insert(i, letters[i]);
        } else {
            return None;
        }
        let twin: String = twin.into_iter().collect();
        (dictionary::is_word_of(&twin, Locale::It) && is_known(&twin, lexicon, stats)).then_some(twin)
    });
    one_reading(twins, Locale::It)
}

/// `typed` folded as a phone types it, when it may be a typo of a word: letters only, long
/// enough, and no name.
fn typed_letters(typed: &str) -> Option<Vec<char>> {
    let letters: Vec<char> = folded(typed).collect();
    let may_be_a_typo =
        letters.len() >= MIN_LETTERS_SWAPPED && letters.iter().all(|c| c.is_alphabetic()) && !typed.starts_with(char::is_uppercase);
    may_be_a_typo.then_some(letters)
}

/// The first of `near` when all of them read as one word in `locale`: two read differently are
/// a guess.
fn one_reading<W: AsRef<str>>(mut near: impl Iterator<Item = W>, locale: Locale) -> Option<W> {
    let first = near.next()?;
    let read = |word: &str| terms(locale, word);
    let as_first = read(first.as_ref());
    near.all(|other| read(other.as_ref()) == as_first).then_some(first)
}

/// Whether `typed` is `meant` with one typo: a letter left out, one added, one changed for a key
/// beside it, or two side by side swapped. The first letter stays, as it mostly does in what
/// people mistype. In a word of four letters only a swap is read, or a letter left out of a word
/// of five ("whle", "saes"): another letter makes another word of four too often ("cost",
/// "cast"), and a word of the language typed is never read as another ("form" is no "forum").
fn one_typo_apart(typed: &[char], meant: &[char]) -> bool {
    let long_enough = typed.len().min(meant.len()) >= MIN_LETTERS;
    match typed.len() as isize - meant.len() as isize {
        -1 => meant.len() >= MIN_LETTERS && one_left_out(meant, typed),
        1 => long_enough && one_left_out(typed, meant),
        0 => {
            let differ: Vec<usize> = (0..typed.len()).filter(|&i| typed[i] != meant[i]).collect();
            match differ[..] {
                [i] => long_enough && i > 0 && keys_beside(typed[i], meant[i]),
                [i, j] => j == i + 1 && i > 0 && typed[i] == meant[j] && typed[j] == meant[i],
                _ => false,
            }
        }
        _ => false,
    }
}

/// Whether `shorter` is `longer` with one letter left out, not its first.
fn one_left_out(longer: &[char], shorter: &[char]) -> bool {
    (1..longer.len()).any(|i| longer[..i] == shorter[..i] && longer[i + 1..] == shorter[i..])
}

/// The letter rows of a QWERTY keyboard (Italian phones type on one too), each with how far it
/// is staggered from the top one, in keys.
pub(super) const KEYBOARD: [(&str, f32); 3] = [("qwertyuiop", 0.0), ("asdfghjkl", 0.25), ("zxcvbnm", 0.75)];

/// Whether two letters are keys beside each other on the keyboard, the rows staggered as they
/// are.
fn keys_beside(a: char, b: char) -> bool {
    let place =
        |key: char| KEYBOARD.iter().enumerate().find_map(|(row, (keys, offset))| keys.find(key).map(|i| (row as f32, i as f32 + offset)));
    match (place(a), place(b)) {
        (Some((ra, xa)), Some((rb, xb))) => a != b && (ra - rb).abs() <= 1.0 && (xa - xb).abs() <= 1.0,
        _ => false,
    }
}

/// `lower` with its first letter in upper case.
fn capitalized_word(lower: &str) -> String {
    let mut letters = lower.chars();
    letters.next().map(|first| first.to_uppercase().chain(letters).collect()).unwrap_or_default()
}

/// The words of `text` made of letters only: a code or a number has no typo to read.
fn letters_only(text: &str) -> impl Iterator<Item = &str> {
    words_at(text).map(|(_, word)| word).filter(|word| word.chars().all(char::is_alphabetic))
}

#[cfg(test)]
mod tests {
    use super::*;
    use foldhash::HashSet;

    fn spelling(texts: &[(&str, Locale)]) -> Spelling {
        let chunks: Vec<Chunk> = texts
            .iter()
            .map(|(text, locale)| Chunk {
                locale: *locale,
                key: "page".into(),
                page_title: String::new(),
                section_title: String::new(),
                url: "/page".into(),
                text: text.to_string(),
            })
            .collect();
        Spelling::read(&chunks, &Lexicon::default())
    }

    /// A site of `text` in English, as the question reader sees it.
    struct Site {
        spelling: Spelling,
        terms: HashSet<String>,
        /// The terms of every sentence.
        everywhere: HashSet<String>,
    }

    impl TermStatistics for Site {
        fn idf(&self, term: &str, _: Locale) -> Option<f32> {
            self.terms.contains(term).then_some(1.0)
        }
        fn unknown_idf(&self) -> f32 {
            1.0
        }
        fn is_generic(&self, term: &str, _: Locale) -> bool {
            self.everywhere.contains(term)
        }
        fn corrected(&self, word: &str, locale: Locale) -> Option<&str> {
            self.spelling.corrected(word, locale)
        }
        fn apart(&self, typed: &str) -> Option<&str> {
            self.spelling.apart(typed)
        }
    }

    /// `respelled` for questions in `locale` on a site of `text`, with no lexicon.
    fn respelled_on(locale: Locale, text: &str) -> impl Fn(&str) -> String {
        let sentences: Vec<HashSet<String>> =
            text.split_terminator('.').map(|sentence| terms(locale, sentence).into_iter().collect()).collect();
        let everywhere = sentences.iter().skip(1).fold(sentences[0].clone(), |all, sentence| &all & sentence);
        let site = Site { spelling: spelling(&[(text, locale)]), terms: terms(locale, text).into_iter().collect(), everywhere };
        let lexicon = Lexicon::default();
        move |question| respelled(question, locale, &lexicon, &site).into_owned()
    }

    #[test]
    fn a_question_s_typos_are_read_and_its_words_of_the_language_kept() {
        let respelled = respelled_on(Locale::En, "The membership costs EUR 10 a year; members get three passes. We were founded in 2024.");
        assert_eq!(respelled("what do membres get?"), "what do members get?");
        assert_eq!(respelled("what do membres of penguins get?"), "what do members of penguins get?");
        assert_eq!(respelled("who funded you?"), "who funded you?", "a word of the language is no typo");
        assert_eq!(respelled("who foundde you?"), "who founded you?");
        assert_eq!(respelled("are there three membres?"), "are there three members?", "a number word is no typo");
        assert_eq!(respelled("how much is the membrship of penguins?"), "how much is the membership of penguins?", "a long word is read");
        assert_eq!(respelled("what is the membership number?"), "what is the membership number?");
        assert_eq!(respelled("Membres get what?"), "members get what?", "the first word's capital is the keyboard's");
    }

    #[test]
    fn a_typo_of_another_form_of_a_site_word_is_read_as_that_form() {
        let respelled = respelled_on(Locale::En, "We test every release. We taste the coffee.");
        assert_eq!(respelled("how is it tetsed?"), "how is it tested?", "a form the site never writes");
        assert_eq!(respelled("was it tsted?"), "was it tsted?", "tasted or tested: a guess");
        assert_eq!(respelled("was it pstied?"), "was it pstied?", "no form of a word the site uses");
        assert_eq!(respelled("Tetsed by whom?"), "tested by whom?", "the first word's capital is the keyboard's");
        let italian = respelled_on(Locale::It, "Il team risponde entro due giorni.");
        assert_eq!(italian("in quanto tempo risponndete?"), "in quanto tempo rispondete?");
    }

    #[test]
    fn two_words_run_together_are_read_apart() {
        let respelled = respelled_on(Locale::En, "We test every release of the project. Our mail tests run daily. AntennaPod is open.");
        assert_eq!(respelled("who leads theproject?"), "who leads the project?", "a function word and a word of the site");
        assert_eq!(respelled("howmuch is it?"), "how much is it?", "two words shaping a question");
        assert_eq!(respelled("is it aproject?"), "is it a project?", "a function word of one letter");
        assert_eq!(respelled("do you send mailtests?"), "do you send mail tests?", "two words the site writes side by side");
        assert_eq!(respelled("do you test releaseprojects?"), "do you test release projects?", "two telling words of the site");
        assert_eq!(respelled("do you test releasepenguins?"), "do you test release penguins?", "two long words, one of the site");
        assert_eq!(respelled("do you test releasebots?"), "do you test releasebots?", "a short word the site never uses: a compound");
        assert_eq!(respelled("is the releaseAntennaPod open?"), "is the release AntennaPod open?", "a name opening with its capital");
        assert_eq!(respelled("do you use mailchimp?"), "do you use mailchimp?", "a brand is written as one");
        assert_eq!(respelled("can I useAntennaPod offline?"), "can I use AntennaPod offline?", "a verb shaping questions before a name");
        assert_eq!(respelled("is TestRelease open?"), "is TestRelease open?", "a word opening with a capital is a name");
        assert_eq!(respelled("is it in theAntennaPod release?"), "is it in the AntennaPod release?", "a function word before a name");
        assert_eq!(respelled("do Itest it?"), "do i test it?", "the English pronoun");
        assert_eq!(respelled("is it TheProject?"), "is it TheProject?", "a name of two capitals");
        assert_eq!(respelled("who leads thecompany?"), "who leads thecompany?", "no word of the site");
        assert_eq!(respelled("is it opento all?"), "is it opento all?", "an ending is no word of its own");
        let text = "Il tempo di risposta: il team risponde entro due giorni. Siamo nati nel 2024, si legge te.";
        let respelled = respelled_on(Locale::It, text);
        assert_eq!(respelled("da quanto esistete?"), "da quanto esistete?", "a verb, not 'esiste' and 'te'");
        assert_eq!(respelled("ilteam risponde?"), "il team risponde?");
        assert_eq!(respelled("in quanto temporispondete?"), "in quanto tempo rispondete?", "a verb addressing the owner");
        assert_eq!(respelled("mirisponde?"), "mirisponde?", "a pronoun joined opens too many words");
        let respelled = respelled_on(Locale::It, "Vi potete affidare a un tecnico abile. Il servizio è veloce.");
        assert_eq!(respelled("lavorate affidabilmente?"), "lavorate affidabilmente?", "a piece of a word is none, though stemmed alike");
        assert_eq!(respelled("un tecnicoveloce?"), "un tecnico veloce?", "two telling words of the site");
        let respelled =
            respelled_on(Locale::It, "Lavoriamo con enti pubblici e privati. La pubblica utilità conta. I certificati sono conosciuti.");
        assert_eq!(respelled("lavorate con la pubblicaamministrazione?"), "lavorate con la pubblica amministrazione?", "one of the site");
        assert_eq!(
            respelled("i certificati sonoriconosciuti?"),
            "i certificati sonoriconosciuti?",
            "sono riconosciuti or sonori conosciuti"
        );
    }

    #[test]
    fn a_typo_stemmed_as_a_word_shaping_the_question_is_read_as_it() {
        let respelled = respelled_on(Locale::It, "Il potere delle fatture. Il servizio è veloce.");
        assert_eq!(respelled("poteete leggere le fatture?"), "potete leggere le fatture?");
        assert_eq!(respelled("il potere delle fatture?"), "il potere delle fatture?", "a word of the language");
    }

    #[test]
    fn a_typo_of_a_verb_addressing_the_owner_is_read_as_it_though_the_site_never_writes_it() {
        let respelled = respelled_on(Locale::It, "Il servizio è veloce. Le fatture sono lette.");
        assert_eq!(respelled("da quanto tempo esitsete?"), "da quanto tempo esistete?");
        let respelled = respelled_on(Locale::En, "We read your invoices. The service is fast.");
        assert_eq!(respelled("can you seperate invoices?"), "can you seperate invoices?", "only an Italian question");
    }

    #[test]
    fn a_short_italian_word_typed_with_a_consonant_single_is_read_as_the_site_s_double() {
        let respelled = respelled_on(Locale::It, "Il progetto è nato nel 2011. Ogni anno esce una versione.");
        assert_eq!(respelled("in che ano è nato il progetto?"), "in che anno è nato il progetto?");
        assert_eq!(respelled("in che anno è nato il progetto?"), "in che anno è nato il progetto?");
        assert_eq!(respelled("il progetto è nato nel ano?"), "il progetto è nato nel anno?");
        let respelled = respelled_on(Locale::It, "Le note di versione. Il tasto è acceso. Una copia del file.");
        assert_eq!(respelled("cosa cambia di notte?"), "cosa cambia di notte?", "a word of the language, not 'note'");
        assert_eq!(respelled("posso accedere in coppia?"), "posso accedere in coppia?", "a word of the language, not 'copia'");
        let respelled = respelled_on(Locale::It, "Il tell del sistema. Un bell esempio.");
        assert_eq!(respelled("avete un tel?"), "avete un tel?", "a word ending in a consonant");
    }

    #[test]
    fn a_word_the_site_uses_everywhere_is_not_read_out_of_another() {
        let respelled = respelled_on(Locale::En, "Podcast releases are tested. Podcast feeds are open.");
        assert_eq!(respelled("are openreleases tested?"), "are open releases tested?");
        assert_eq!(respelled("is it podcasttested?"), "is it podcasttested?", "a word the site uses everywhere");
    }

    #[test]
    fn an_acronym_is_read_only_as_a_name_of_the_site() {
        let respelled = respelled_on(Locale::En, "ISRG runs it. The hosts of ISRG.");
        assert_eq!(respelled("where is IRSG based?"), "where is ISRG based?", "two letters swapped");
        assert_eq!(respelled("do you use HSTS?"), "do you use HSTS?", "no word of the site");
    }

    #[test]
    fn a_word_one_typo_from_the_site_s_is_read_as_it() {
        let s = spelling(&[
            ("The workshop costs EUR 4,800. Write to our address.", Locale::En),
            ("Il nostro indirizzo è a Torino; la città.", Locale::It),
        ]);
        assert_eq!(s.corrected("worksop", Locale::En), Some("workshop"), "a letter left out");
        assert_eq!(s.corrected("workhsop", Locale::En), Some("workshop"), "two letters swapped");
        assert_eq!(s.corrected("adddress", Locale::En), Some("address"), "a letter doubled");
        assert_eq!(s.corrected("worjshop", Locale::En), Some("workshop"), "a key beside the one meant");
        assert_eq!(s.corrected("indieizzo", Locale::It), Some("indirizzo"));
        assert_eq!(s.corrected("indieizzo", Locale::En), None, "only the language's own words");
        assert_eq!(s.corrected("cittá", Locale::It), None, "the word itself with another accent is no typo");
        assert_eq!(s.corrected("wrkshp", Locale::En), None, "two typos are too far");
        assert_eq!(s.corrected("4,8OO", Locale::En), None);
        assert_eq!(s.corrected("Workshpo", Locale::En), Some("workshop"), "no name is near: a word of a name");
        assert_eq!(s.corrected("Worksop", Locale::En), None, "a name text writes (a town)");
        let s = spelling(&[("Our price, the price of Prise.", Locale::En)]);
        assert_eq!(s.corrected("Prixe", Locale::En), Some("Prise"), "a capitalized word is read as a name first");
        assert_eq!(s.corrected("prixe", Locale::En), Some("price"), "then the more frequent word");
        let s = spelling(&[("Ask from Slack or Telegram. Slack is where we work.", Locale::En)]);
        assert_eq!(s.corrected("Slck", Locale::En), Some("Slack"), "a letter left out of a word of five");
        assert_eq!(s.corrected("Slcak", Locale::En), Some("Slack"));
        assert_eq!(s.corrected("Telgeram", Locale::En), Some("Telegram"), "a name read as the name the site writes");
        assert_eq!(s.corrected("telgeram", Locale::En), Some("Telegram"));
    }

    #[test]
    fn a_typo_keeps_the_first_letter_and_hits_a_key_beside() {
        let s = spelling(&[("The workshop times tutto directory started number write", Locale::En)]);
        assert_eq!(s.corrected("owrkshop", Locale::En), None, "the first letter is kept");
        assert_eq!(s.corrected("workshpo", Locale::En), Some("workshop"), "the last two swapped");
        assert_eq!(s.corrected("numbet", Locale::En), Some("number"), "the last letter: t is beside r");
        assert_eq!(s.corrected("numbe", Locale::En), Some("number"), "the last letter left out");
        assert_eq!(s.corrected("workdhop", Locale::En), Some("workshop"), "d is beside s");
        assert_eq!(s.corrected("wirkshop", Locale::En), Some("workshop"), "i is beside o");
        assert_eq!(s.corrected("workphop", Locale::En), None, "p is not beside s");
        // Words of the language one typo from the site's are words of their own.
        for word in ["timer", "starter", "director", "tetto", "wrote"] {
            assert_eq!(s.corrected(word, Locale::En), None, "{word}");
        }
    }

    #[test]
    fn of_two_words_as_near_the_more_frequent_is_meant_and_a_tie_is_no_guess() {
        let s = spelling(&[("price price prise", Locale::En), ("costly coatly", Locale::En)]);
        assert_eq!(s.corrected("prixe", Locale::En), Some("price"), "x is beside both c and s");
        assert_eq!(s.corrected("coastly", Locale::En), None, "costly and coatly are as frequent");
        assert_eq!(s.corrected("cost", Locale::En), None, "too short to tell");
    }
}
