//! What content/chat/ holds for the chat: starter questions per language, the operator's
//! paraphrases (`lexicon.txt`) and curated answers (`answers/{locale}.md`).

use std::collections::HashMap;
use std::path::Path;

use app::i18n::Locale;
use app::routing::Page;

use super::error::ContentProblem;
use super::links::{check_internal_link, localize_href};
use crate::chat::{parse_curated, CuratedAnswer, Lexicon, MAX_QUESTION_CHARS};

#[derive(Debug, Clone, Default)]
pub struct ChatContent {
    /// Starter questions (content/chat/{locale}.json).
    pub starters: HashMap<Locale, Vec<String>>,
    /// The general paraphrases and the operator's.
    pub lexicon: Lexicon,
    /// Curated answers per language; none when the file is absent.
    pub curated: HashMap<Locale, Vec<CuratedAnswer>>,
}

/// Reads content/chat/ under `dir`, adding what is wrong to `problems`. `exists` tells which
/// articles and pages links may name, `section_exists` which localized paths (with their `#anchor`) a
/// curated answer may cite.
pub fn read_chat_content(
    dir: &Path,
    exists: &dyn Fn(&Page) -> bool,
    section_exists: &dyn Fn(Locale, &str) -> bool,
    problems: &mut Vec<ContentProblem>,
) -> ChatContent {
    let folder = dir.join("chat");
    let mut content = ChatContent::default();
    for locale in Locale::ALL {
        let path = folder.join(format!("{locale}.json"));
        match std::fs::read_to_string(&path)
            .map_err(|e| e.to_string())
            .and_then(|text| serde_json::from_str::<Vec<String>>(&text).map_err(|e| e.to_string()))
        {
            Ok(list) if !list.is_empty() && list.iter().all(|q| !q.trim().is_empty() && q.chars().count() <= MAX_QUESTION_CHARS) => {
                content.starters.insert(locale, list);
            }
            _ => problems.push(ContentProblem::new(
                &path,
                format!("must be a non-empty list of questions (at most {MAX_QUESTION_CHARS} characters each)"),
            )),
        }
        let path = folder.join("answers").join(format!("{locale}.md"));
        let Ok(text) = std::fs::read_to_string(&path) else { continue };
        match parse_curated(&text) {
            Ok(answers) => {
                for answer in &answers {
                    let problem = match check_internal_link(&answer.cite, exists) {
                        Err(problem) => Some(problem),
                        Ok(()) if !section_exists(locale, &localize_href(&answer.cite, locale)) => {
                            Some(format!("{} has no such section in this language", answer.cite))
                        }
                        Ok(()) => None,
                    };
                    if let Some(problem) = problem {
                        problems.push(ContentProblem::new(
                            &path,
                            format!("the answer to {:?} cites a page that does not exist: {problem}", answer.questions[0]),
                        ));
                    }
                }
                content.curated.insert(locale, answers);
            }
            Err(error) => problems.push(ContentProblem::new(&path, error.to_string())),
        }
    }
    let path = folder.join("lexicon.txt");
    let extra = std::fs::read_to_string(&path).ok();
    content.lexicon = Lexicon::with_operator_groups(extra.as_deref()).unwrap_or_else(|error| {
        problems.push(ContentProblem::new(&path, error.to_string()));
        Lexicon::default()
    });
    content
}
