use std::collections::HashMap;

use app::content::{ArticleDoc, PageDoc};
use app::i18n::Locale;
use app::routing::Page;

use super::chat_content::ChatContent;
use super::dates::PublishedOn;
use super::people_stack::PeopleStack;

/// An article with what the site needs besides its rendered form.
#[derive(Debug, Clone)]
pub struct Article {
    pub doc: ArticleDoc,
    pub published: PublishedOn,
    pub markdown: String,
}

/// A page's source, kept for the retrieval index.
#[derive(Debug, Clone)]
pub struct PageSource {
    pub doc: PageDoc,
    pub markdown: String,
}

/// Everything under content/, loaded and checked (`loader::load_site_content`).
#[derive(Debug, Clone)]
pub struct SiteContent {
    /// By language and slug: the built-in pages' and the operator's.
    pub(super) pages: HashMap<(Locale, String), PageSource>,
    /// Newest first.
    pub(super) articles: HashMap<Locale, Vec<Article>>,
    pub people: PeopleStack,
    /// Starter questions, paraphrases and curated answers for the chat (content/chat/).
    pub chat: ChatContent,
}

impl SiteContent {
    pub fn page(&self, locale: Locale, page: &Page) -> Option<&PageSource> {
        self.pages.get(&(locale, page.content_slug()?.to_string()))
    }

    pub fn articles(&self, locale: Locale) -> &[Article] {
        self.articles.get(&locale).map_or(&[], Vec::as_slice)
    }

    pub fn article(&self, locale: Locale, slug: &str) -> Option<&Article> {
        self.articles(locale).iter().find(|a| a.doc.card.slug == slug)
    }

    pub fn chat_starters(&self, locale: Locale) -> &[String] {
        self.chat.starters.get(&locale).map_or(&[], Vec::as_slice)
    }

    /// Whether `page` is there to link to: an article or an operator's page that was loaded
    /// (drafts are not, in production); built-in pages always are.
    pub fn exists(&self, page: &Page) -> bool {
        match page {
            Page::BlogArticle(slug) => Locale::ALL.iter().all(|&l| self.article(l, slug).is_some()),
            Page::Custom(_) => Locale::ALL.iter().all(|&l| self.page(l, page).is_some()),
            Page::Error(_) => false,
            _ => true,
        }
    }

    /// Every page in both languages: the built-in ones in their order, then the operator's by
    /// slug.
    pub fn pages(&self) -> impl Iterator<Item = (Locale, Page, &PageSource)> {
        let mut slugs: Vec<&String> = self.pages.keys().filter(|(l, _)| *l == Locale::It).map(|(_, s)| s).collect();
        let built_in = |slug: &str| Page::WITH_CONTENT.iter().position(|(_, s)| *s == slug).unwrap_or(usize::MAX);
        slugs.sort_by(|a, b| built_in(a).cmp(&built_in(b)).then(a.cmp(b)));
        slugs.into_iter().flat_map(move |slug| {
            Locale::ALL.into_iter().filter_map(move |l| self.pages.get(&(l, slug.clone())).map(|p| (l, Page::from_slug(slug), p)))
        })
    }
}
