//! What a URL path means: which page, in which language. A pure function of the path, shared by
//! the server (to answer with the right status) and the components (to build links).

mod error_kind;
mod page;
mod site_route;

pub use error_kind::ErrorKind;
pub use page::{is_url_safe_slug, Page, RESERVED};
pub use site_route::{RouteMiss, SiteRoute};

use crate::i18n::Locale;

/// Where a language's RSS feed lives: `/feed.xml` (Italian) and `/en/feed.xml`.
pub fn feed_path(locale: Locale) -> &'static str {
    match locale {
        Locale::It => "/feed.xml",
        Locale::En => "/en/feed.xml",
    }
}
