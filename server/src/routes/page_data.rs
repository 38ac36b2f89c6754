use app::content::PageData;
use app::i18n::Locale;
use app::routing::Page;

use crate::content::{blog_listing, SiteContent};

/// How many articles the home page shows.
const HOME_LATEST: usize = 2;

/// The route exists but its check failed (an unknown article, a blog page past the end).
#[derive(Debug, PartialEq, Eq)]
pub struct RouteCheckFailed;

/// The content a page shows, or why the route check failed.
pub fn page_data(
    content: &SiteContent,
    locale: Locale,
    page: &Page,
    query: &[(String, String)],
) -> Result<PageData, RouteCheckFailed> {
    let param = |name: &str| query.iter().find(|(k, _)| k == name).map(|(_, v)| v.as_str());
    let doc = |page: &Page| content.page(locale, page).map(|source| source.doc.clone());
    Ok(match page {
        Page::Error(_) => PageData::None,
        Page::Home => PageData::Home {
            page: doc(page).ok_or(RouteCheckFailed)?,
            latest: content.articles(locale).iter().take(HOME_LATEST).map(|a| a.doc.card.clone()).collect(),
        },
        Page::Blog => PageData::Blog {
            page: doc(page).ok_or(RouteCheckFailed)?,
            listing: blog_listing(content.articles(locale), param("page"), param("tag"))
                .map_err(|_| RouteCheckFailed)?,
        },
        Page::BlogArticle(slug) => {
            PageData::Article(content.article(locale, slug).ok_or(RouteCheckFailed)?.doc.clone())
        }
        other => PageData::Page(doc(other).ok_or(RouteCheckFailed)?),
    })
}
