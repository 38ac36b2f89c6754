//! The links config/site.toml gives the site: the header's menu and the footer's links, and the
//! redirects of renamed or removed pages. They are checked against the content, so a menu entry
//! or a redirect never leads nowhere.

use std::collections::{BTreeMap, HashMap};
use std::path::Path;

use app::i18n::Locale;
use app::layout::nav_label;
use app::routing::{Page, SiteRoute};
use app::site::{Localized, NavLink};
use serde::Deserialize;

use super::error::{ContentError, ContentProblem};
use super::site_content::SiteContent;

/// A menu entry as site.toml writes it.
#[derive(Debug, Clone, PartialEq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct NavEntry {
    /// A page's slug (`home` for the landing page), or `blog`.
    pub page: String,
    pub label: Option<Localized>,
}

/// What site.toml says about links, before it is checked.
#[derive(Debug, Clone, Default, PartialEq, Deserialize)]
pub struct SiteLinksFile {
    #[serde(default)]
    pub navigation: Vec<NavEntry>,
    #[serde(default)]
    pub footer: Vec<NavEntry>,
    /// Old path -> new path, both unprefixed Italian paths.
    #[serde(default)]
    pub redirects: BTreeMap<String, String>,
}

/// Renamed or removed pages, by their old path (unprefixed): where each now is.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Redirects(HashMap<String, Page>);

impl Redirects {
    /// Where a request for `path` (in any language) is sent, in that language, if anywhere.
    pub fn target(&self, path: &str) -> Option<String> {
        let (locale, relative) = match path.strip_prefix("/en/") {
            Some(rest) => (Locale::En, rest),
            None => (Locale::It, path.strip_prefix("/it/").unwrap_or_else(|| path.strip_prefix('/').unwrap_or(path))),
        };
        let page = self.0.get(&format!("/{relative}"))?;
        Some(SiteRoute::new(locale, page.clone()).path())
    }

    /// Every redirect, old path to new, sorted (for `server content check`).
    pub fn list(&self) -> Vec<(String, String)> {
        let mut list: Vec<(String, String)> =
            self.0.iter().map(|(from, to)| (from.clone(), SiteRoute::new(Locale::It, to.clone()).path())).collect();
        list.sort();
        list
    }
}

/// The menus and redirects, checked against `content`.
#[derive(Debug, Clone, PartialEq)]
pub struct SiteLinks {
    pub navigation: Vec<NavLink>,
    pub footer: Vec<NavLink>,
    pub redirects: Redirects,
}

/// The page a menu entry names, if it names one that exists.
fn page_of(slug: &str, content: &SiteContent) -> Option<Page> {
    let page = match slug {
        "home" => Page::Home,
        "blog" => Page::Blog,
        slug => Page::from_slug(slug),
    };
    content.page(Locale::It, &page).and(content.page(Locale::En, &page)).map(|_| page)
}

/// A page's label in both languages: the one given, else its built-in label, else its title.
fn label_of(page: &Page, given: Option<&Localized>, content: &SiteContent, footer: bool) -> Localized {
    let built_in = |locale: Locale| {
        let t = locale.messages();
        match (page, footer) {
            (Page::Contacts, true) => Some(t.footer.contacts),
            _ => nav_label(page, t),
        }
    };
    let label = |locale: Locale| {
        built_in(locale).map(str::to_string).or_else(|| content.page(locale, page).map(|p| p.doc.title.clone())).unwrap_or_default()
    };
    given.cloned().unwrap_or_else(|| Localized { it: label(Locale::It), en: label(Locale::En) })
}

fn menu(
    entries: &[NavEntry],
    defaults: &[Page],
    content: &SiteContent,
    footer: bool,
    file: &Path,
    problems: &mut Vec<ContentProblem>,
) -> Vec<NavLink> {
    let section = if footer { "[[footer]]" } else { "[[navigation]]" };
    if entries.is_empty() {
        return defaults.iter().map(|page| NavLink { page: page.clone(), label: label_of(page, None, content, footer) }).collect();
    }
    entries
        .iter()
        .filter_map(|entry| match page_of(&entry.page, content) {
            Some(page) => Some(NavLink { label: label_of(&page, entry.label.as_ref(), content, footer), page }),
            None => {
                problems.push(ContentProblem::new(file, format!("{section} page {:?} is no page of the site", entry.page)));
                None
            }
        })
        .collect()
}

/// A site path written in site.toml (unprefixed, as content links are), as the page it names.
fn path_page(path: &str) -> Option<Page> {
    SiteRoute::parse(path).ok().filter(|route| route.locale == Locale::It && route.path() == path).map(|route| route.page)
}

/// Checks `file`'s links against `content`: every problem, naming site.toml.
pub fn resolve_site_links(file: &SiteLinksFile, content: &SiteContent, site_toml: &Path) -> Result<SiteLinks, ContentError> {
    let mut problems = Vec::new();
    let navigation = menu(&file.navigation, &Page::NAVIGATION, content, false, site_toml, &mut problems);
    let footer = menu(&file.footer, &Page::FOOTER, content, true, site_toml, &mut problems);
    let mut redirects = HashMap::new();
    for (from, to) in &file.redirects {
        let mut problem = |text: String| problems.push(ContentProblem::new(site_toml, format!("redirect {from} -> {to}: {text}")));
        if !from.starts_with('/') || from.contains(['?', '#']) || from == "/" {
            problem("the old path must be a site path such as /old-page".into());
            continue;
        }
        if path_page(from).is_some_and(|page| content.exists(&page)) {
            problem("the old path is still a page: remove the redirect or the page".into());
            continue;
        }
        if file.redirects.contains_key(to) {
            problem(format!("{to} is itself redirected: point straight at the final page (no chains or loops)"));
            continue;
        }
        match path_page(to).filter(|page| content.exists(page)) {
            Some(page) => {
                redirects.insert(from.clone(), page);
            }
            None => problem("the new path is no page or article of the site (write it as the unprefixed Italian path)".into()),
        }
    }
    if problems.is_empty() {
        Ok(SiteLinks { navigation, footer, redirects: Redirects(redirects) })
    } else {
        Err(ContentError(problems))
    }
}
