//! What a visitor thinks of the site, said before a question ("il sito è davvero chiaro e quanto
//! costa?", "Your site is nice and is Acme a startup?"). Italian asks yes or no as it states
//! ("il workshop è gratuito e dove siete?"), so a piece before "e" may be either; one closing on
//! a word of opinion after "è" or "sembra" ("is", "looks") gives an opinion, and asks nothing the
//! site could answer. Read as a question, its words found the site's sentences that share them
//! ("non scrivere in *bella* prosa", "una risposta *lenta*"); after it, what is asked is asked
//! however it opens.

use std::sync::LazyLock;

use app::i18n::Locale;
use regex::Regex;

use super::question::slot;

/// The Italian words of opinion, in every gender and number, and those made with "bene".
const ITALIAN_OPINIONS: &str = concat!(
    r"bell[oaie]|bellissim[oaie]|brutt[oaie]|chiar[oaie]|chiarissim[oaie]|comod[oaie]|util[ei]|utilissim[oaie]|inutil[ei]|",
    r"ottim[oaie]|fantastic[oaie]|fantastich[ei]|stupend[oaie]|splendid[oaie]|perfett[oaie]|meraviglios[oaie]|",
    r"lent[oaie]|lentissim[oaie]|veloc[ei]|velocissim[oaie]|rapid[oaie]|carin[oaie]|pulit[oaie]|elegant[ei]|",
    r"interessant[ei]|curat[oaie]|intuitiv[oaie]|confus[oaie]|complicat[oaie]|orribil[ei]|",
    r"(?:fatt|scritt|pensat|organizzat)[oaie] (?:bene|benissimo|male)|ben (?:fatt|scritt|pensat|organizzat)[oaie]"
);

/// The English words of opinion, and those made with "well" or "to use".
const ENGLISH_OPINIONS: &str = concat!(
    r"nice|great|good|lovely|beautiful|gorgeous|clear|handy|useful|helpful|useless|slow|fast|quick|snappy|confusing|clean|elegant|",
    r"interesting|awesome|amazing|excellent|fantastic|brilliant|cool|neat|ugly|bad|terrible|awful|perfect|intuitive|cluttered|messy|",
    r"well (?:written|made|done|designed|organi[sz]ed)|easy to (?:use|read|follow)"
);

/// The words of opinion, per language.
const OPINIONS: [&str; 2] = [ENGLISH_OPINIONS, ITALIAN_OPINIONS];

/// The words that link a thing to its opinion, per language ("is", "looks", "è", "sembra").
const COPULAS: [&str; 2] = [
    r"is|are|was|looks|look|seems|seem|feels|feel|reads|loads|works|s",
    r"è|e'|sono|sembra|sembrano|mi sembra|mi sembrano|pare|risulta|risultano",
];

/// The words of degree before an opinion, per language ("*really* clear", "*davvero* chiaro").
const DEGREES: [&str; 2] = [
    r"very|really|so|quite|pretty|super|too|rather|a bit|a little|extremely|incredibly|fairly",
    r"molto|davvero|proprio|veramente|super|troppo|abbastanza|piuttosto|un po['’]|così|cosi",
];

/// The verbs saying how a page loads, per language ("si apre *veloce*", "loads fast"), and the
/// words after the opinion saying where ("sul telefono", "on my phone").
const LOADING: [&str; 2] = [r"loads|load|opens|open", r"si apre|si aprono|si carica|si caricano|carica|caricano"];
const WHERE: [&str; 2] =
    [r"on|in|from|with|everywhere|here", r"su|sul|sullo|sulla|sui|sugli|sulle|da|dal|dallo|dalla|in|nel|nella|con|col|ovunque|qui"];

/// Whether `piece`, in `language`, gives an opinion: it closes on a word of opinion, after a
/// copula and the words of degree before it ("is *really* clear", "è *molto* bella", "sembra
/// *davvero* utile"), or after a verb saying how a page loads, and where ("il sito si apre
/// *veloce* sul telefono"). "Funziona bene su Slack?" may ask yes or no, and is no opinion.
pub fn gives_an_opinion(piece: &str, language: Locale) -> bool {
    static OPINION: LazyLock<[Regex; 2]> = LazyLock::new(|| {
        [0, 1].map(|slot| {
            let opinion = format!(r"(?:(?:{})\s+)*(?:{})", DEGREES[slot], OPINIONS[slot]);
            Regex::new(&format!(
                r"(?i)\b(?:(?:{copulas})\s+{opinion}|(?:{loading})\s+{opinion}(?:\s+(?:{where})\b[^,;.?!]{{0,30}})?)\W*$",
                copulas = COPULAS[slot],
                loading = LOADING[slot],
                where = WHERE[slot],
            ))
            .expect("the opinion pattern is valid")
        })
    });
    OPINION[slot(language)].is_match(piece.trim())
}

/// Whether `piece`, in `language`, holds a word of opinion anywhere, a verb of liking or a word
/// of praise ("Nice clean design", "Love the new look", "Complimenti per il sito"), as a keyword
/// query does not.
pub fn names_an_opinion(piece: &str, language: Locale) -> bool {
    static OPINION: LazyLock<[Regex; 2]> = LazyLock::new(|| {
        [0, 1].map(|slot| Regex::new(&format!(r"(?i)\b(?:{}|{})\b", OPINIONS[slot], LIKING[slot])).expect("the opinion pattern is valid"))
    });
    OPINION[slot(language)].is_match(piece)
}

/// The verbs of liking and the words of praise, per language.
const LIKING: [&str; 2] = [
    r"love|loved|like|liked|enjoy|enjoyed|adore|congrats|congratulations|kudos|bravo",
    r"amo|adoro|piace|piacciono|piaciuto|piaciuta|complimenti|brav[oaie]|bravissim[oaie]",
];

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_opinion_is_told_from_a_keyword_query_by_its_words() {
        for piece in ["Nice clean design", "Love the new look", "Really great work guys"] {
            assert!(names_an_opinion(piece, Locale::En), "{piece}");
        }
        for piece in ["legal basis for processing", "data deletion", "report vulnerability"] {
            assert!(!names_an_opinion(piece, Locale::En), "{piece}");
        }
        assert!(names_an_opinion("mi piace la grafica", Locale::It));
        assert!(names_an_opinion("Complimenti per il sito", Locale::It));
        assert!(!names_an_opinion("cancellazione dei dati", Locale::It));
    }

    #[test]
    fn an_opinion_closes_on_its_word_after_a_copula() {
        for piece in [
            "Your site is nice",
            "The chat seems a bit slow",
            "This page is really confusing!",
            "Your blog looks great",
            "the docs are well written",
        ] {
            assert!(gives_an_opinion(piece, Locale::En), "{piece}");
        }
        for piece in ["is the workshop good", "Is it good for a bakery", "the workshop is good for small firms", "great"] {
            assert!(!gives_an_opinion(piece, Locale::En), "{piece}");
        }
        for piece in [
            "il sito è bello",
            "Il sito è davvero chiaro",
            "la chat è un po' lenta",
            "le vostre pagine sono scritte bene",
            "la grafica mi sembra molto curata!",
            "il sito si apre veloce sul telefono",
            "le pagine si caricano davvero veloci",
        ] {
            assert!(gives_an_opinion(piece, Locale::It), "{piece}");
        }
        for piece in [
            "il workshop è gratuito",
            "il workshop è utile per una piccola azienda",
            "funziona anche su Slack",
            "funziona bene su Slack",
            "bello",
        ] {
            assert!(!gives_an_opinion(piece, Locale::It), "{piece}");
        }
    }
}
