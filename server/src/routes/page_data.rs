use app::content::{ChatPage, ChatReply, PageData};
use app::i18n::Locale;
use app::routing::Page;

use crate::content::{blog_listing, SiteContent};

/// How many articles the home page shows.
const HOME_LATEST: usize = 2;

/// Why a route has no content.
#[derive(Debug, PartialEq, Eq)]
pub enum PageDataError {
    /// The route exists but its check failed (an unknown article, a blog page past the end).
    RouteCheckFailed,
    /// No page of the operator's has this slug: the path names nothing.
    NoSuchPage,
}

use PageDataError::RouteCheckFailed;

/// The content a page shows, or why the route check failed. `ask` answers the chat page's
/// `?q=`.
pub fn page_data(
    content: &SiteContent,
    locale: Locale,
    page: &Page,
    query: &[(String, String)],
    ask: &dyn Fn(&str, Locale) -> Option<ChatReply>,
) -> Result<PageData, PageDataError> {
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
            listing: blog_listing(content.articles(locale), param("page"), param("tag")).map_err(|_| RouteCheckFailed)?,
        },
        Page::BlogArticle(slug) => PageData::Article(Box::new(content.article(locale, slug).ok_or(RouteCheckFailed)?.doc.clone())),
        Page::Chat => PageData::Chat(ChatPage {
            page: doc(page).ok_or(RouteCheckFailed)?,
            starters: content.chat_starters(locale).to_vec(),
            reply: param("q").and_then(|q| ask(q, locale)),
        }),
        Page::Custom(_) => PageData::Page(doc(page).ok_or(PageDataError::NoSuchPage)?),
        other => PageData::Page(doc(other).ok_or(RouteCheckFailed)?),
    })
}
