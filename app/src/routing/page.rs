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
    /// A page the operator added with a file (content/pages/{it,en}/{slug}.md).
    Custom(String),
    Error(ErrorKind),
}

impl Page {
    /// The pages a visitor navigates between, in menu order, unless site.toml says otherwise.
    pub const NAVIGATION: [Page; 7] = [Page::Home, Page::About, Page::Services, Page::Manifesto, Page::Blog, Page::Chat, Page::Contacts];

    /// The footer's links, unless site.toml says otherwise.
    pub const FOOTER: [Page; 2] = [Page::Contacts, Page::StartupNotice];

    /// The built-in pages that take their copy from content/pages/{locale}/{slug}.md, with
    /// their slug.
    pub const WITH_CONTENT: [(Page, &'static str); 8] = [
        (Page::Home, "home"),
        (Page::About, "about"),
        (Page::Services, "services"),
        (Page::Manifesto, "manifesto"),
        (Page::Contacts, "contacts"),
        (Page::Chat, "rag-chat"),
        (Page::Blog, "blog"),
        (Page::StartupNotice, "informativa-startup"),
    ];

    /// The page a content slug names: a built-in page, or one of the operator's.
    pub fn from_slug(slug: &str) -> Page {
        Page::WITH_CONTENT.iter().find(|(_, s)| *s == slug).map_or_else(|| Page::Custom(slug.to_string()), |(page, _)| page.clone())
    }

    /// The slug of this page's content file, if it has one.
    pub fn content_slug(&self) -> Option<&str> {
        match self {
            Page::Custom(slug) => Some(slug),
            page => Page::WITH_CONTENT.iter().find(|(p, _)| p == page).map(|(_, slug)| *slug),
        }
    }

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
            Page::Custom(slug) => slug.clone(),
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
            other => match other.strip_prefix("blog/") {
                Some(slug) if is_url_safe_slug(slug) => Page::BlogArticle(slug.to_string()),
                None if is_url_safe_slug(other) && !RESERVED.contains(&other) => Page::Custom(other.to_string()),
                _ => return None,
            },
        };
        Some(page)
    }
}

/// Paths the site uses for something other than a page: an operator's page cannot take them.
/// (Paths with a dot, such as `sitemap.xml`, are no slugs anyway.)
pub const RESERVED: [&str; 17] = [
    "home",
    "404",
    "it",
    "en",
    "api",
    "v1",
    "pkg",
    "widgets",
    "images",
    "builds",
    "_i18n",
    "_dev",
    "healthz",
    "readyz",
    "metrics",
    "logout",
    "refresh-token",
];

/// Lower-case ASCII letters, digits and single hyphens inside: what every article slug must be.
pub fn is_url_safe_slug(slug: &str) -> bool {
    !slug.is_empty()
        && !slug.starts_with('-')
        && !slug.ends_with('-')
        && !slug.contains("--")
        && slug.bytes().all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'-')
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
            Page::Custom("careers".into()),
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
        assert_eq!(Page::from_relative_path("a/b"), None);
    }

    #[test]
    fn a_slug_names_a_built_in_page_or_an_operators() {
        assert_eq!(Page::from_slug("rag-chat"), Page::Chat);
        assert_eq!(Page::from_slug("careers"), Page::Custom("careers".into()));
        assert_eq!(Page::Chat.content_slug(), Some("rag-chat"));
        assert_eq!(Page::Custom("careers".into()).content_slug(), Some("careers"));
        assert_eq!(Page::BlogArticle("x".into()).content_slug(), None);
        assert_eq!(Page::from_relative_path("healthz"), None, "the server's own paths are no pages");
    }
}
