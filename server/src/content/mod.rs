//! The operator's content under content/, loaded and checked once at start.

mod blog_listing;
mod chat_content;
mod cta;
mod dates;
mod documents;
mod error;
mod front_matter;
mod links;
mod loader;
mod markdown;
mod people_stack;
mod site_content;
mod site_links;

pub use blog_listing::{blog_listing, NoSuchListPage, ARTICLES_PER_PAGE};
pub use chat_content::ChatContent;
pub use dates::PublishedOn;
pub use documents::{article_from_text, page_from_text};
pub use error::{ContentError, ContentProblem};
pub use links::localize_href;
pub use loader::{load_site_content, LoadOptions};
pub use markdown::{render_markdown, render_untrusted_markdown, CONTENT_MARKDOWN};
pub use people_stack::{read_people_stack, PeopleStack, PeopleStackError};
pub use site_content::{Article, PageSource, SiteContent};
pub use site_links::{resolve_site_links, NavEntry, Redirects, SiteLinks, SiteLinksFile};
