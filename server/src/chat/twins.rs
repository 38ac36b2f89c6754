//! Which section of a page's Italian version translates which of its English one. A section is
//! known by its page and its place in it ("about#2"), which pairs the two versions as long as
//! they have the same sections. Translations drift: a section added in one language, two merged
//! in the other. Then the sections are paired by what a translation keeps (names, numbers,
//! codes, addresses), in page order, and a section with no counterpart pairs with none, so that
//! an answer found in one language is never shown as an unrelated section of the other.

use std::collections::BTreeMap;

use app::i18n::Locale;
use foldhash::HashSet;

use super::corpus::{page_of, Chunk};

/// The least share of their words two sections must share to be one translated.
const SHARED: f32 = 0.05;
/// Shorter words are mostly articles and prepositions, which no translation keeps.
const SHORTEST_WORD: usize = 3;

/// Gives each section of a page whose versions do not have the same sections the key of its
/// counterpart in the other language, or a key of its own when it has none.
pub fn pair_translations(chunks: &mut [Chunk]) {
    let mut pages: BTreeMap<String, [Vec<usize>; 2]> = BTreeMap::new();
    for (i, chunk) in chunks.iter().enumerate() {
        let page = page_of(&chunk.key).to_string();
        pages.entry(page).or_default()[usize::from(chunk.locale != Locale::En)].push(i);
    }
    for (page, [english, italian]) in pages {
        if english.len() == italian.len() || english.is_empty() || italian.is_empty() {
            continue;
        }
        let words = |i: &usize| surface_words(&chunks[*i]);
        let (en_words, it_words): (Vec<_>, Vec<_>) = (english.iter().map(words).collect(), italian.iter().map(words).collect());
        let pairs = align(&en_words, &it_words);
        for (n, &i) in english.iter().enumerate() {
            chunks[i].key = format!("{page}#{n}");
        }
        for (n, &i) in italian.iter().enumerate() {
            chunks[i].key = match pairs.iter().find(|(_, it)| *it == n) {
                Some((en, _)) => format!("{page}#{en}"),
                None => format!("{page}#it-{n}"),
            };
        }
        for (n, &i) in english.iter().enumerate() {
            if !pairs.iter().any(|(en, _)| *en == n) {
                chunks[i].key = format!("{page}#en-{n}");
            }
        }
    }
}

/// The words of a section and its heading, lower case: those a translation keeps are the ones
/// the two versions share.
fn surface_words(chunk: &Chunk) -> HashSet<String> {
    format!("{} {}", chunk.section_title, chunk.text)
        .split(|c: char| !c.is_alphanumeric())
        .filter(|w| w.chars().count() >= SHORTEST_WORD)
        .map(str::to_lowercase)
        .collect()
}

fn shared(a: &HashSet<String>, b: &HashSet<String>) -> f32 {
    let union = a.union(b).count();
    if union == 0 {
        0.0
    } else {
        a.intersection(b).count() as f32 / union as f32
    }
}

/// The pairs (English, Italian) of sections, in page order, that share the most words in all.
fn align(english: &[HashSet<String>], italian: &[HashSet<String>]) -> Vec<(usize, usize)> {
    let (n, m) = (english.len(), italian.len());
    let mut best = vec![vec![0.0f32; m + 1]; n + 1];
    for i in 1..=n {
        for j in 1..=m {
            let pair = shared(&english[i - 1], &italian[j - 1]);
            let paired = if pair >= SHARED { best[i - 1][j - 1] + pair } else { f32::MIN };
            best[i][j] = best[i - 1][j].max(best[i][j - 1]).max(paired);
        }
    }
    let mut pairs = Vec::new();
    let (mut i, mut j) = (n, m);
    while i > 0 && j > 0 {
        if best[i][j] == best[i - 1][j] {
            i -= 1;
        } else if best[i][j] == best[i][j - 1] {
            j -= 1;
        } else {
            pairs.push((i - 1, j - 1));
            i -= 1;
            j -= 1;
        }
    }
    pairs.reverse();
    pairs
}

#[cfg(test)]
mod tests {
    use super::*;

    fn chunk(locale: Locale, n: usize, title: &str, text: &str) -> Chunk {
        Chunk {
            locale,
            key: format!("blog/features#{n}"),
            page_title: "Features".into(),
            section_title: title.into(),
            url: format!("/blog/features#{n}"),
            text: text.into(),
        }
    }

    #[test]
    fn a_section_only_one_version_has_pairs_with_none() {
        let mut chunks = vec![
            chunk(Locale::En, 0, "Features", "What we are working on at ISRG."),
            chunk(Locale::En, 1, "Static CT Logs", "Enabled: March 14, 2024. Sunlight runs our CT logs."),
            chunk(Locale::En, 2, "ACME Profiles", "Enabled: January 9, 2025."),
            chunk(Locale::It, 0, "Funzionalità", "Su cosa lavora ISRG."),
            chunk(Locale::It, 1, "Wildcard Certificates", "Disponibile: 13 Marzo 2018."),
            chunk(Locale::It, 2, "ACME Profiles", "Disponibile: 9 gennaio 2025."),
            chunk(Locale::It, 3, "Convalida multi-prospettiva", "Disponibile: 19 febbraio 2020."),
        ];
        pair_translations(&mut chunks);
        let keys: Vec<&str> = chunks.iter().map(|c| c.key.as_str()).collect();
        assert_eq!(keys[..3], ["blog/features#0", "blog/features#en-1", "blog/features#2"]);
        assert_eq!(keys[3..], ["blog/features#0", "blog/features#it-1", "blog/features#2", "blog/features#it-3"]);
    }

    #[test]
    fn versions_with_the_same_sections_keep_their_places() {
        let mut chunks = vec![chunk(Locale::En, 0, "One", "Alpha."), chunk(Locale::It, 0, "Uno", "Beta.")];
        pair_translations(&mut chunks);
        assert_eq!(chunks[1].key, "blog/features#0");
    }
}
