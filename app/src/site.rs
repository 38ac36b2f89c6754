//! What the server tells the components about the site and the request being rendered. Provided
//! as context by the server; islands receive only what they need, as props.

use serde::{Deserialize, Serialize};

use crate::i18n::Locale;
use crate::routing::{Page, SiteRoute};

/// The operator's site settings (config/site.toml plus `SITE_URL` and `INDEXABLE`).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SiteConfig {
    pub name: String,
    pub description: Localized,
    /// Absolute base URL without a trailing slash, e.g. `https://www.example.com`.
    pub url: String,
    /// The unprefixed language, Italian, as the product's routing requires (not configurable).
    pub default_locale: Locale,
    pub twitter: String,
    pub separator: String,
    pub trailing_slash: bool,
    pub indexable: bool,
    /// Site path of the default image for social cards.
    pub social_image: String,
    /// Whether a portal answers the profile calls (a `PORTAL_API_URL`, or the development
    /// mock): without one the user menu asks nothing and stays hidden.
    pub portal: bool,
    /// The header's menu and the footer's links, in order, with their labels.
    pub navigation: Vec<NavLink>,
    pub footer: Vec<NavLink>,
    /// Development: drafts are shown, and an open page reloads when the content changes.
    pub development: bool,
}

/// A link of a menu: a page and what it is called in each language.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct NavLink {
    pub page: Page,
    pub label: Localized,
}

/// A text given in both languages.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Localized {
    pub it: String,
    pub en: String,
}

impl Localized {
    pub fn get(&self, locale: Locale) -> &str {
        match locale {
            Locale::It => &self.it,
            Locale::En => &self.en,
        }
    }
}

/// The built front-end, as the server found it at start.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct FrontendAssets {
    /// URL of the ES module exporting `mount(name, element, props, callbacks)` for React widgets.
    pub widgets_entry: String,
    /// URL of the page-level script (prefetch, reload guard, deployment check, error reports).
    pub navigation_entry: String,
    /// Identifies this build; the client compares it with `/builds/latest.json`.
    pub build_id: String,
}

/// The page being rendered: its route (an error route for misses), the path as requested, the
/// query parameters, and the message an error page shows.
#[derive(Clone, Debug, PartialEq)]
pub struct PageRequest {
    pub route: SiteRoute,
    pub full_path: String,
    pub query: Vec<(String, String)>,
    pub error_message: Option<String>,
}
