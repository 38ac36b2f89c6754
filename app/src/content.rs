//! Content as the components receive it: already rendered, sanitized and localized by the
//! server's content loader (server/src/content/).

use serde::{Deserialize, Serialize};

/// A link of a call to action, with its href already in the page's language.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct CtaLink {
    pub label: String,
    pub href: String,
}

/// The call-to-action section that closes a page or an article.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Cta {
    pub title: String,
    pub text: String,
    pub primary: CtaLink,
    pub secondary: Option<CtaLink>,
}

/// A heading of a rendered document, for tables of contents.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Heading {
    pub id: String,
    pub text: String,
    pub level: u8,
}

/// A content page: prose blocks (sanitized HTML) and a call to action.
#[derive(Clone, Debug, PartialEq)]
pub struct PageDoc {
    pub title: String,
    pub description: String,
    /// An optional lead paragraph shown under the title.
    pub lead: Option<String>,
    pub html: String,
    pub cta: Option<Cta>,
    /// Shown only in development, marked as a draft.
    pub draft: bool,
}

/// What a blog card and the article's header show.
#[derive(Clone, Debug, PartialEq)]
pub struct ArticleCard {
    pub slug: String,
    pub href: String,
    pub title: String,
    pub description: String,
    pub date_iso: String,
    pub date_display: String,
    pub reading_minutes: u32,
    pub tags: Vec<String>,
    pub author: String,
    pub cover: String,
    pub cover_alt: String,
    pub social_image: Option<String>,
    /// Shown only in development, marked as a draft.
    pub draft: bool,
}

#[derive(Clone, Debug, PartialEq)]
pub struct ArticleDoc {
    pub card: ArticleCard,
    pub html: String,
    pub headings: Vec<Heading>,
    pub previous: Option<ArticleCard>,
    pub next: Option<ArticleCard>,
    pub cta: Option<Cta>,
}

/// One page of the blog list.
#[derive(Clone, Debug, PartialEq)]
pub struct BlogListing {
    pub cards: Vec<ArticleCard>,
    pub page: usize,
    pub pages: usize,
    pub tag: Option<String>,
    pub tags: Vec<String>,
}

/// A numbered source of a chat answer.
#[derive(Clone, Debug, PartialEq)]
pub struct ChatSource {
    pub n: usize,
    pub url: String,
    pub title: String,
    pub section: String,
    pub snippet: String,
}

/// What the chat page shows under its form when asked through `?q=` (the form without
/// JavaScript).
#[derive(Clone, Debug, PartialEq)]
pub enum ChatReply {
    Answer {
        question: String,
        /// The answer as sanitized HTML, its `[n]` linked to the sources.
        html: String,
        sources: Vec<ChatSource>,
    },
    /// The question was refused (too long, too many questions): the reason, localized.
    Refused { question: String, message: String },
}

/// The chat page: its prose, starter questions, and the answer to `?q=` if any.
#[derive(Clone, Debug, PartialEq)]
pub struct ChatPage {
    pub page: PageDoc,
    pub starters: Vec<String>,
    pub reply: Option<ChatReply>,
}

/// The content a request renders, chosen by the server for the route.
#[derive(Clone, Debug, PartialEq)]
pub enum PageData {
    Page(PageDoc),
    Home {
        page: PageDoc,
        latest: Vec<ArticleCard>,
    },
    Blog {
        page: PageDoc,
        listing: BlogListing,
    },
    /// Boxed: an article is three times the size of the other variants.
    Article(Box<ArticleDoc>),
    Chat(ChatPage),
    /// Error pages: their text comes from locales/.
    None,
}

impl PageData {
    /// The page's own title and description, for the document head.
    pub fn title_and_description(&self) -> Option<(&str, &str)> {
        match self {
            PageData::Page(page) | PageData::Home { page, .. } | PageData::Blog { page, .. } | PageData::Chat(ChatPage { page, .. }) => {
                Some((&page.title, &page.description))
            }
            PageData::Article(article) => Some((&article.card.title, &article.card.description)),
            PageData::None => None,
        }
    }
}
