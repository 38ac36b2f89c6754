use std::collections::BTreeSet;

use app::content::BlogListing;

use super::site_content::Article;

pub const ARTICLES_PER_PAGE: usize = 6;

/// A `?page=` that names no page of the list: the route check answers 404.
#[derive(Debug, PartialEq, Eq)]
pub struct NoSuchListPage;

/// One page of the blog list, newest first, optionally only the articles with `tag`.
pub fn blog_listing(articles: &[Article], page: Option<&str>, tag: Option<&str>) -> Result<BlogListing, NoSuchListPage> {
    let page = match page {
        None => 1,
        Some(text) => text.parse::<usize>().ok().filter(|n| *n >= 1).ok_or(NoSuchListPage)?,
    };
    let tag = tag.filter(|t| !t.is_empty());
    let matching: Vec<_> = articles.iter().filter(|a| tag.is_none_or(|t| a.doc.card.tags.iter().any(|x| x == t))).collect();
    let pages = matching.len().div_ceil(ARTICLES_PER_PAGE).max(1);
    if page > pages {
        return Err(NoSuchListPage);
    }
    let tags: BTreeSet<String> = articles.iter().flat_map(|a| a.doc.card.tags.iter().cloned()).collect();
    Ok(BlogListing {
        cards: matching.into_iter().skip((page - 1) * ARTICLES_PER_PAGE).take(ARTICLES_PER_PAGE).map(|a| a.doc.card.clone()).collect(),
        page,
        pages,
        tag: tag.map(str::to_string),
        tags: tags.into_iter().collect(),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::content::dates::PublishedOn;
    use app::content::{ArticleCard, ArticleDoc};

    fn article(n: usize, tags: &[&str]) -> Article {
        let card = ArticleCard {
            slug: format!("a{n}"),
            href: format!("/blog/a{n}"),
            title: format!("A{n}"),
            description: String::new(),
            date_iso: String::new(),
            date_display: String::new(),
            reading_minutes: 1,
            tags: tags.iter().map(|t| t.to_string()).collect(),
            author: String::new(),
            cover: String::new(),
            draft: false,
            cover_alt: String::new(),
            social_image: None,
        };
        Article {
            doc: ArticleDoc { card, html: String::new(), headings: vec![], previous: None, next: None, cta: None },
            published: PublishedOn::parse("2025-01-01").unwrap(),
            markdown: String::new(),
        }
    }

    fn slugs(listing: &BlogListing) -> Vec<&str> {
        listing.cards.iter().map(|c| c.slug.as_str()).collect()
    }

    #[test]
    fn lists_six_per_page() {
        let articles: Vec<_> = (1..=8).map(|n| article(n, &["x"])).collect();
        let first = blog_listing(&articles, None, None).unwrap();
        assert_eq!((first.cards.len(), first.page, first.pages), (6, 1, 2));
        let second = blog_listing(&articles, Some("2"), None).unwrap();
        assert_eq!(slugs(&second), ["a7", "a8"]);
    }

    #[test]
    fn pages_that_do_not_exist_are_refused() {
        let articles: Vec<_> = (1..=3).map(|n| article(n, &[])).collect();
        for bad in ["2", "0", "-1", "two", ""] {
            assert_eq!(blog_listing(&articles, Some(bad), None), Err(NoSuchListPage), "{bad:?}");
        }
    }

    #[test]
    fn filters_by_tag_and_lists_every_tag() {
        let articles = vec![article(1, &["rag"]), article(2, &["law"]), article(3, &["rag", "law"])];
        let listing = blog_listing(&articles, None, Some("rag")).unwrap();
        assert_eq!(slugs(&listing), ["a1", "a3"]);
        assert_eq!(listing.tags, ["law", "rag"]);
        let empty = blog_listing(&articles, None, Some("none")).unwrap();
        assert!(empty.cards.is_empty());
        assert_eq!(empty.pages, 1);
    }
}
