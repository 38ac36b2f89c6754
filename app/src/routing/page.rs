use serde::{Deserialize, Serialize};

use super::ErrorKind;

/// Every page of the site, independent of its language.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Page {
    Home,
    About,
    Contacts,
    Chat,
    Services,
    Manifesto,
    Blog,
    BlogArticle(String),
    StartupNotice,
    Error(ErrorKind),
}

impl Page {
    /// The pages a visitor navigates between, in menu order.
    pub const NAVIGATION: [Page; 7] = [
        Page::Home,
        Page::About,
        Page::Services,
        Page::Manifesto,
        Page::Blog,
        Page::Chat,
        Page::Contacts,
    ];

    /// The path below the locale prefix, without a leading slash (`""` for home).
    pub fn relative_path(&self) -> String {
        match self {
            Page::Home => String::new(),
            Page::About => "about".into(),
            Page::Contacts => "contacts".into(),
            Page::Chat => "rag-chat".into(),
            Page::Services => "services".into(),
            Page::Manifesto => "manifesto".into(),
            Page::Blog => "blog".into(),
            Page::BlogArticle(slug) => format!("blog/{slug}"),
            Page::StartupNotice => "informativa-startup".into(),
            Page::Error(ErrorKind::BadRequest) => "bad-request".into(),
            Page::Error(ErrorKind::Unauthorized) => "unauthorized".into(),
            Page::Error(ErrorKind::Forbidden) => "forbidden".into(),
            Page::Error(ErrorKind::Internal) => "internal-error".into(),
            // Not-found has no address of its own: it answers wherever nothing else does.
            Page::Error(ErrorKind::NotFound) => "404".into(),
        }
    }

    pub fn from_relative_path(path: &str) -> Option<Page> {
        let page = match path {
            "" => Page::Home,
            "about" => Page::About,
            "contacts" => Page::Contacts,
            "rag-chat" => Page::Chat,
            "services" => Page::Services,
            "manifesto" => Page::Manifesto,
            "blog" => Page::Blog,
            "informativa-startup" => Page::StartupNotice,
            "bad-request" => Page::Error(ErrorKind::BadRequest),
            "unauthorized" => Page::Error(ErrorKind::Unauthorized),
            "forbidden" => Page::Error(ErrorKind::Forbidden),
            "internal-error" => Page::Error(ErrorKind::Internal),
            other => {
                let slug = other.strip_prefix("blog/")?;
                if !is_url_safe_slug(slug) {
                    return None;
                }
                Page::BlogArticle(slug.to_string())
            }
        };
        Some(page)
    }
}

/// Lower-case ASCII letters, digits and single hyphens inside: what every article slug must be.
pub fn is_url_safe_slug(slug: &str) -> bool {
    !slug.is_empty()
        && !slug.starts_with('-')
        && !slug.ends_with('-')
        && !slug.contains("--")
        && slug
            .bytes()
            .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'-')
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_named_page_round_trips_through_its_path() {
        let pages = [
            Page::Home,
            Page::About,
            Page::Contacts,
            Page::Chat,
            Page::Services,
            Page::Manifesto,
            Page::Blog,
            Page::BlogArticle("bilingual-search".into()),
            Page::StartupNotice,
            Page::Error(ErrorKind::BadRequest),
            Page::Error(ErrorKind::Unauthorized),
            Page::Error(ErrorKind::Forbidden),
            Page::Error(ErrorKind::Internal),
        ];
        for page in pages {
            assert_eq!(Page::from_relative_path(&page.relative_path()), Some(page));
        }
    }

    #[test]
    fn slugs_must_be_url_safe() {
        assert!(is_url_safe_slug("on-premise-llms-for-law-firms"));
        for bad in ["", "-a", "a-", "a--b", "Caps", "a/b", "a.b", "è"] {
            assert!(!is_url_safe_slug(bad), "{bad:?} accepted");
        }
        assert_eq!(Page::from_relative_path("blog/a/b"), None);
    }
}
