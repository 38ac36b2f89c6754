//! `server chat report`: the questions the site could not answer (refused, or only passages
//! offered) and the answers visitors rated down, grouped by similar wording, most frequent
//! first, with the best passages the site has for each: the operator's list of facts to write.

use app::i18n::Locale;
use foldhash::HashSet;
use sqlx::{AnyPool, Row};

use super::analyzers::terms;
use super::answer::AnswerKind;
use super::frame_words::is_frame_word;
use super::index::ChatIndex;
use super::question_log::kind_name;

/// Questions asked in other words that count as one: this share of their words in common.
const SAME_QUESTION: f32 = 0.5;
/// Wordings shown per group, and passages.
const WORDINGS: usize = 3;
const PASSAGES: usize = 2;

/// One kind of question the site could not answer well.
#[derive(Debug, Clone, PartialEq)]
pub struct Gap {
    pub locale: Locale,
    /// How often it was asked (refused, passages only, or rated down).
    pub count: usize,
    pub rated_down: usize,
    /// A few of its wordings, most frequent first.
    pub wordings: Vec<String>,
    /// The best passages the site has for it: URL and section.
    pub passages: Vec<(String, String)>,
}

/// A question's telling words, for comparing wordings.
fn words(question: &str, locale: Locale) -> HashSet<String> {
    let telling: Vec<&str> = question.split(|c: char| !c.is_alphanumeric()).filter(|w| !w.is_empty() && !is_frame_word(w)).collect();
    terms(locale, &telling.join(" ")).into_iter().collect()
}

fn similar(a: &HashSet<String>, b: &HashSet<String>) -> bool {
    let union = a.union(b).count();
    union > 0 && a.intersection(b).count() as f32 / union as f32 >= SAME_QUESTION
}

struct Group {
    locale: Locale,
    words: HashSet<String>,
    wordings: Vec<(String, usize)>,
    count: usize,
    rated_down: usize,
}

/// The gaps of the questions asked since `since` (Unix seconds).
pub async fn gaps(pool: &AnyPool, index: &ChatIndex, since: i64) -> Result<Vec<Gap>, sqlx::Error> {
    let rows = sqlx::query(
        "SELECT q.question, q.locale, q.kind, (SELECT COUNT(*) FROM chat_feedback f WHERE f.message_id = q.answer_id AND f.rating = 'down') AS down \
         FROM chat_questions q WHERE q.created_at >= $1 ORDER BY q.created_at",
    )
    .bind(since)
    .fetch_all(pool)
    .await?;
    let mut groups: Vec<Group> = Vec::new();
    for row in rows {
        let question: String = row.try_get("question")?;
        let kind: String = row.try_get("kind")?;
        let down: i64 = row.try_get("down")?;
        let Some(locale) = Locale::parse(&row.try_get::<String, _>("locale")?) else { continue };
        // The chat's own reply (to thanks, a farewell, a word about the chat, a complaint) is no
        // gap of the site's, rated down or not: a complaint names no question of its own.
        if (kind == kind_name(AnswerKind::Answer) && down == 0) || kind == kind_name(AnswerKind::Reply) {
            continue;
        }
        let words = words(&question, locale);
        let group = match groups.iter_mut().find(|g| g.locale == locale && similar(&g.words, &words)) {
            Some(group) => group,
            None => {
                groups.push(Group { locale, words: words.clone(), wordings: Vec::new(), count: 0, rated_down: 0 });
                groups.last_mut().expect("just pushed")
            }
        };
        group.count += 1;
        group.rated_down += usize::from(down > 0);
        match group.wordings.iter_mut().find(|(w, _)| w.eq_ignore_ascii_case(question.trim())) {
            Some((_, n)) => *n += 1,
            None => group.wordings.push((question.trim().to_string(), 1)),
        }
    }
    groups.sort_by_key(|group| std::cmp::Reverse(group.count));
    Ok(groups
        .into_iter()
        .map(|mut group| {
            group.wordings.sort_by_key(|(_, n)| std::cmp::Reverse(*n));
            let passages = index
                .search(&group.wordings[0].0, group.locale, PASSAGES)
                .into_iter()
                .map(|hit| (hit.chunk.url, format!("{} — {}", hit.chunk.page_title, hit.chunk.section_title)))
                .collect();
            Gap {
                locale: group.locale,
                count: group.count,
                rated_down: group.rated_down,
                wordings: group.wordings.into_iter().take(WORDINGS).map(|(w, _)| w).collect(),
                passages,
            }
        })
        .collect())
}

/// The report as the command prints it.
pub fn render_gaps(gaps: &[Gap]) -> String {
    if gaps.is_empty() {
        return "every question in this period was answered, and none was rated down\n".into();
    }
    let mut out = String::new();
    for gap in gaps {
        let down = if gap.rated_down > 0 { format!(", {} rated down", gap.rated_down) } else { String::new() };
        out += &format!("{}× [{}]{down}\n", gap.count, gap.locale.code());
        for wording in &gap.wordings {
            out += &format!("    \"{wording}\"\n");
        }
        for (url, title) in &gap.passages {
            out += &format!("    closest: {title} ({url})\n");
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn wordings_of_one_question_are_one_group() {
        let a = words("Do you have parking at the office?", Locale::En);
        let b = words("is there parking near your office", Locale::En);
        let c = words("What is the weather tomorrow?", Locale::En);
        assert!(similar(&a, &b));
        assert!(!similar(&a, &c));
    }
}
