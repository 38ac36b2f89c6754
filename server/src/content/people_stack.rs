use std::path::{Path, PathBuf};

use app::i18n::Locale;
use app::people::PeopleStackItem;

#[derive(Debug, thiserror::Error)]
pub enum PeopleStackError {
    #[error("cannot read {path}: {source}")]
    Read { path: PathBuf, source: std::io::Error },
    #[error("{path} is not a list of {{ value, title, props: {{ subtitle }} }}: {source}")]
    Parse { path: PathBuf, source: serde_json::Error },
    #[error("{path}: {problem}")]
    Invalid { path: PathBuf, problem: String },
}

/// The contact directory in both languages (content/people-stack/{it,en}.json).
#[derive(Clone, Debug)]
pub struct PeopleStack {
    it: Vec<PeopleStackItem>,
    en: Vec<PeopleStackItem>,
}

impl PeopleStack {
    pub fn for_locale(&self, locale: Locale) -> &[PeopleStackItem] {
        match locale {
            Locale::It => &self.it,
            Locale::En => &self.en,
        }
    }
}

pub fn read_people_stack(content_dir: &Path) -> Result<PeopleStack, PeopleStackError> {
    let read = |locale: Locale| -> Result<Vec<PeopleStackItem>, PeopleStackError> {
        let path = content_dir.join("people-stack").join(format!("{locale}.json"));
        let text = std::fs::read_to_string(&path).map_err(|source| PeopleStackError::Read { path: path.clone(), source })?;
        let items: Vec<PeopleStackItem> =
            serde_json::from_str(&text).map_err(|source| PeopleStackError::Parse { path: path.clone(), source })?;
        if let Some(bad) = items.iter().find(|i| !(i.value.starts_with("group;") || i.value.starts_with("user;"))) {
            return Err(PeopleStackError::Invalid { path, problem: format!("value {:?} must start with group; or user;", bad.value) });
        }
        Ok(items)
    };
    let stack = PeopleStack { it: read(Locale::It)?, en: read(Locale::En)? };
    let values = |items: &[PeopleStackItem]| items.iter().map(|i| i.value.clone()).collect::<Vec<_>>();
    if values(&stack.it) != values(&stack.en) {
        return Err(PeopleStackError::Invalid {
            path: content_dir.join("people-stack"),
            problem: "it.json and en.json must list the same values in the same order".into(),
        });
    }
    Ok(stack)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_shipped_directory_is_valid_in_both_languages() {
        let dir = Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/../content"));
        let stack = read_people_stack(dir).unwrap();
        assert_eq!(stack.for_locale(Locale::En)[0].title, "Sales");
        assert_eq!(stack.for_locale(Locale::It).len(), stack.for_locale(Locale::En).len());
    }

    #[test]
    fn values_must_name_a_group_or_a_user() {
        let dir = tempfile::tempdir().unwrap();
        std::fs::create_dir_all(dir.path().join("people-stack")).unwrap();
        let bad = r#"[{"value":"sales","title":"Sales","props":{"subtitle":""}}]"#;
        for locale in ["it", "en"] {
            std::fs::write(dir.path().join(format!("people-stack/{locale}.json")), bad).unwrap();
        }
        let error = read_people_stack(dir.path()).unwrap_err().to_string();
        assert!(error.contains("group; or user;"), "{error}");
    }
}
