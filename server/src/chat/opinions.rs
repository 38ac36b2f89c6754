//! What a visitor thinks of the site, said before a question ("il sito è davvero chiaro e quanto
//! costa?", "la chat è lenta e come vi contatto?"). Italian asks yes or no as it states ("il
//! workshop è gratuito e dove siete?"), so a piece before "e" may be either; one closing on a
//! word of opinion after "è" or "sembra" gives an opinion, and asks nothing the site could
//! answer. Read as a question, its words found the site's sentences that share them ("non
//! scrivere in *bella* prosa", "una risposta *lenta*").

use std::sync::LazyLock;

use regex::Regex;

/// The Italian words of opinion, in every gender and number, and those made with "bene".
const ITALIAN_OPINIONS: &str = concat!(
    r"bell[oaie]|bellissim[oaie]|brutt[oaie]|chiar[oaie]|chiarissim[oaie]|comod[oaie]|util[ei]|utilissim[oaie]|inutil[ei]|",
    r"ottim[oaie]|fantastic[oaie]|fantastich[ei]|stupend[oaie]|splendid[oaie]|perfett[oaie]|meraviglios[oaie]|",
    r"lent[oaie]|lentissim[oaie]|veloc[ei]|velocissim[oaie]|rapid[oaie]|carin[oaie]|pulit[oaie]|elegant[ei]|",
    r"interessant[ei]|curat[oaie]|intuitiv[oaie]|confus[oaie]|complicat[oaie]|orribil[ei]|",
    r"(?:fatt|scritt|pensat|organizzat)[oaie] (?:bene|benissimo|male)|ben (?:fatt|scritt|pensat|organizzat)[oaie]"
);

/// Whether an Italian `piece` gives an opinion: it closes on a word of opinion, after a copula
/// and the words of degree before it ("è *molto* bella", "sembra *davvero* utile").
pub fn gives_an_italian_opinion(piece: &str) -> bool {
    static OPINION: LazyLock<Regex> = LazyLock::new(|| {
        Regex::new(&format!(
            r"(?i)\b(?:è|e'|sono|sembra|sembrano|mi sembra|mi sembrano|pare|risulta|risultano)\s+(?:(?:molto|davvero|proprio|veramente|super|troppo|abbastanza|piuttosto|un po['’]|così|cosi)\s+)*(?:{ITALIAN_OPINIONS})\W*$"
        ))
        .expect("the opinion pattern is valid")
    });
    OPINION.is_match(piece.trim())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_opinion_closes_on_its_word_after_a_copula() {
        for piece in [
            "il sito è bello",
            "Il sito è davvero chiaro",
            "la chat è un po' lenta",
            "le vostre pagine sono scritte bene",
            "la grafica mi sembra molto curata!",
        ] {
            assert!(gives_an_italian_opinion(piece), "{piece}");
        }
        for piece in [
            "il workshop è gratuito",
            "il workshop è utile per una piccola azienda",
            "funziona anche su Slack",
            "il sito si apre veloce sul telefono",
            "bello",
        ] {
            assert!(!gives_an_italian_opinion(piece), "{piece}");
        }
    }
}
