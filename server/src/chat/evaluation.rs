use app::i18n::Locale;
use serde::Deserialize;

use super::answer::offline_answer;
use super::index::ChatIndex;

/// One question of a gold file: the sections (URL with anchor, or a page URL) that answer it,
/// or none when the site cannot answer it.
#[derive(Debug, Clone, Deserialize)]
pub struct GoldQuestion {
    pub locale: String,
    pub question: String,
    pub expected: Vec<String>,
}

/// Retrieval quality in one locale.
#[derive(Debug, Clone, PartialEq)]
pub struct LocaleReport {
    pub locale: Locale,
    pub answerable: usize,
    /// Answerable questions the offline answerer answered (rather than declined).
    pub answered: usize,
    pub hit_at_1: f64,
    pub hit_at_5: f64,
    pub mrr: f64,
    pub unanswerable: usize,
    /// Unanswerable questions the offline answerer declined.
    pub refused: usize,
}

const K: usize = 5;

fn matches(url: &str, expected: &str) -> bool {
    url == expected || (!expected.contains('#') && url.split('#').next() == Some(expected))
}

/// Scores `index` on the gold questions, per locale.
pub fn evaluate(index: &ChatIndex, gold: &[GoldQuestion]) -> Result<Vec<LocaleReport>, String> {
    let mut reports = Vec::new();
    for locale in Locale::ALL {
        let (mut answerable, mut answered, mut hit1, mut hit5, mut reciprocal, mut unanswerable, mut refused) = (0, 0, 0, 0, 0.0, 0, 0);
        for q in gold.iter().filter(|q| q.locale == locale.code()) {
            let hits = index.search(&q.question, locale, K);
            let grounded = offline_answer(&q.question, None, locale, &hits, &|t| index.weight(t)).grounded;
            if q.expected.is_empty() {
                unanswerable += 1;
                refused += usize::from(!grounded);
                continue;
            }
            answerable += 1;
            answered += usize::from(grounded);
            let rank = hits.iter().position(|h| q.expected.iter().any(|e| matches(&h.chunk.url, e)));
            if let Some(rank) = rank {
                hit1 += usize::from(rank == 0);
                hit5 += 1;
                reciprocal += 1.0 / (rank as f64 + 1.0);
            }
        }
        let n = answerable.max(1) as f64;
        reports.push(LocaleReport {
            locale,
            answerable,
            answered,
            hit_at_1: hit1 as f64 / n,
            hit_at_5: hit5 as f64 / n,
            mrr: reciprocal / n,
            unanswerable,
            refused,
        });
    }
    if let Some(q) = gold.iter().find(|q| Locale::parse(&q.locale).is_none()) {
        return Err(format!("unknown locale {:?} in the gold file", q.locale));
    }
    Ok(reports)
}

#[cfg(test)]
mod tests {
    use super::matches;

    #[test]
    fn a_page_url_matches_any_of_its_sections() {
        assert!(matches("/en/about#team", "/en/about"));
        assert!(matches("/en/about#team", "/en/about#team"));
        assert!(!matches("/en/about#team", "/en/about#who"));
        assert!(!matches("/en/about-us", "/en/about"));
    }
}
