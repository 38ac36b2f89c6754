use serde::{Deserialize, Serialize};

use super::Page;
use crate::i18n::Locale;

/// A page in a language: what a known URL path resolves to.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SiteRoute {
    pub locale: Locale,
    pub page: Page,
}

/// A path that names no page. Its locale is the one the path's prefix implies, so that the
/// not-found page speaks the visitor's language.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RouteMiss {
    pub locale: Locale,
}

impl SiteRoute {
    pub fn new(locale: Locale, page: Page) -> Self {
        Self { locale, page }
    }

    /// Resolves `/x`, `/it/x` and `/en/x` (home: `/`, `/it`, `/en`). Anything else, including a
    /// trailing slash or an unknown prefix such as `/fr/about`, misses.
    pub fn parse(path: &str) -> Result<SiteRoute, RouteMiss> {
        let rest = path.strip_prefix('/').ok_or(RouteMiss { locale: Locale::DEFAULT })?;
        let (locale, relative) = match rest.split_once('/') {
            Some((prefix, tail)) => match Locale::parse(prefix) {
                Some(locale) => (locale, tail),
                None => (Locale::DEFAULT, rest),
            },
            None => match Locale::parse(rest) {
                Some(locale) => (locale, ""),
                None => (Locale::DEFAULT, rest),
            },
        };
        let explicit_prefix = relative.len() != rest.len();
        if explicit_prefix && relative.is_empty() && rest.ends_with('/') {
            return Err(RouteMiss { locale });
        }
        Page::from_relative_path(relative)
            .filter(|page| *page != Page::Error(super::ErrorKind::NotFound))
            .map(|page| SiteRoute { locale, page })
            .ok_or(RouteMiss { locale })
    }

    /// The preferred address of this page: Italian without a prefix, English under `/en`.
    pub fn path(&self) -> String {
        let relative = self.page.relative_path();
        match (self.locale, relative.is_empty()) {
            (Locale::It, _) => format!("/{relative}"),
            (Locale::En, true) => "/en".into(),
            (Locale::En, false) => format!("/en/{relative}"),
        }
    }

    pub fn in_locale(&self, locale: Locale) -> SiteRoute {
        SiteRoute { locale, page: self.page.clone() }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::routing::ErrorKind;

    fn ok(path: &str) -> SiteRoute {
        SiteRoute::parse(path).unwrap_or_else(|_| panic!("{path} should resolve"))
    }

    #[test]
    fn every_page_exists_in_three_variants() {
        assert_eq!(ok("/about"), SiteRoute::new(Locale::It, Page::About));
        assert_eq!(ok("/it/about"), SiteRoute::new(Locale::It, Page::About));
        assert_eq!(ok("/en/about"), SiteRoute::new(Locale::En, Page::About));
        assert_eq!(ok("/"), SiteRoute::new(Locale::It, Page::Home));
        assert_eq!(ok("/it"), SiteRoute::new(Locale::It, Page::Home));
        assert_eq!(ok("/en"), SiteRoute::new(Locale::En, Page::Home));
        assert_eq!(ok("/en/blog/some-article"), SiteRoute::new(Locale::En, Page::BlogArticle("some-article".into())));
        assert_eq!(ok("/forbidden"), SiteRoute::new(Locale::It, Page::Error(ErrorKind::Forbidden)));
    }

    #[test]
    fn unknown_paths_miss_in_the_language_of_their_prefix() {
        assert_eq!(SiteRoute::parse("/fr/about"), Err(RouteMiss { locale: Locale::It }));
        assert_eq!(SiteRoute::parse("/en/no/where"), Err(RouteMiss { locale: Locale::En }));
        assert_eq!(SiteRoute::parse("/en/_nowhere"), Err(RouteMiss { locale: Locale::En }));
        // A single url-safe segment may be an operator's page: the content decides.
        assert_eq!(ok("/en/nowhere"), SiteRoute::new(Locale::En, Page::Custom("nowhere".into())));
        assert_eq!(SiteRoute::parse("/about/"), Err(RouteMiss { locale: Locale::It }));
        assert_eq!(SiteRoute::parse("/en/"), Err(RouteMiss { locale: Locale::En }));
        assert_eq!(SiteRoute::parse("/404"), Err(RouteMiss { locale: Locale::It }));
        assert_eq!(SiteRoute::parse("/en/en/about"), Err(RouteMiss { locale: Locale::En }));
    }

    #[test]
    fn preferred_paths_leave_italian_unprefixed() {
        assert_eq!(ok("/it/about").path(), "/about");
        assert_eq!(ok("/it").path(), "/");
        assert_eq!(ok("/en").path(), "/en");
        assert_eq!(ok("/about").in_locale(Locale::En).path(), "/en/about");
    }
}
