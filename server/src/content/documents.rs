//! The two kinds of content file: pages and blog articles, each a TOML front matter and Markdown,
//! and how one file's text becomes one of them.

use std::path::Path;

use app::content::{ArticleCard, ArticleDoc, PageDoc};
use app::i18n::Locale;
use app::routing::{is_url_safe_slug, Page, SiteRoute};
use serde::Deserialize;

use super::cta::CtaFrontMatter;
use super::dates::PublishedOn;
use super::error::ContentProblem;
use super::front_matter::parse_front_matter;
use super::links::check_internal_link;
use super::markdown::render_markdown;
use super::site_content::{Article, PageSource};

const WORDS_PER_MINUTE: usize = 200;

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PageFrontMatter {
    pub title: String,
    pub description: String,
    pub lead: Option<String>,
    pub cta: Option<CtaFrontMatter>,
    /// Shown only in development.
    #[serde(default)]
    pub draft: bool,
}

/// Just whether a page or an article is a draft: read before anything else, to know which
/// pages exist for links to point at.
#[derive(Debug, Clone, Deserialize)]
pub struct DraftFlag {
    #[serde(default)]
    pub draft: bool,
}

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ArticleFrontMatter {
    pub title: String,
    pub description: String,
    pub date: String,
    pub tags: Vec<String>,
    pub author: String,
    pub cover: String,
    pub cover_alt: String,
    /// A raster image for social cards (Open Graph, Twitter); the site default when absent.
    pub social_image: Option<String>,
    pub cta: Option<CtaFrontMatter>,
    /// Shown only in development.
    #[serde(default)]
    pub draft: bool,
}

fn check_links<'a>(path: &Path, links: impl Iterator<Item = &'a str>, exists: &dyn Fn(&Page) -> bool, problems: &mut Vec<ContentProblem>) {
    for link in links {
        if let Err(problem) = check_internal_link(link, exists) {
            problems.push(ContentProblem::new(path, problem));
        }
    }
}

/// A page from its file's text; `path` names it in the problems found. `exists` tells which
/// site paths links may point to.
pub fn page_from_text(
    path: &Path,
    text: &str,
    locale: Locale,
    exists: &dyn Fn(&Page) -> bool,
    problems: &mut Vec<ContentProblem>,
) -> Option<PageSource> {
    let (meta, body) = parse_front_matter::<PageFrontMatter>(text).map_err(|e| problems.push(ContentProblem::new(path, e))).ok()?;
    let rendered = render_markdown(body, locale);
    check_links(path, rendered.internal_links.iter().map(String::as_str), exists, problems);
    if let Some(cta) = &meta.cta {
        check_links(path, cta.hrefs().filter(|h| h.starts_with('/')), exists, problems);
    }
    Some(PageSource {
        doc: PageDoc {
            title: meta.title,
            description: meta.description,
            lead: meta.lead,
            html: rendered.html,
            cta: meta.cta.map(|c| c.localized(locale)),
            draft: meta.draft,
        },
        markdown: body.to_string(),
    })
}

/// An article from its file's text, like `page_from_text`.
pub fn article_from_text(
    path: &Path,
    text: &str,
    locale: Locale,
    slug: &str,
    exists: &dyn Fn(&Page) -> bool,
    problems: &mut Vec<ContentProblem>,
) -> Option<Article> {
    let (meta, body) = parse_front_matter::<ArticleFrontMatter>(text).map_err(|e| problems.push(ContentProblem::new(path, e))).ok()?;
    let published = PublishedOn::parse(&meta.date).map_err(|e| problems.push(ContentProblem::new(path, e))).ok()?;
    for tag in meta.tags.iter().filter(|t| !is_url_safe_slug(t)) {
        problems.push(ContentProblem::new(path, format!("tag {tag:?} must be lower-case letters, digits and hyphens")));
    }
    for (field, image) in [("cover", Some(&meta.cover)), ("social_image", meta.social_image.as_ref())] {
        if image.is_some_and(|i| !i.starts_with("/images/")) {
            problems.push(ContentProblem::new(path, format!("{field} must be a path under /images/ (files in public/images/)")));
        }
    }
    let rendered = render_markdown(body, locale);
    check_links(path, rendered.internal_links.iter().map(String::as_str), exists, problems);
    if let Some(cta) = &meta.cta {
        check_links(path, cta.hrefs().filter(|h| h.starts_with('/')), exists, problems);
    }
    let card = ArticleCard {
        slug: slug.to_string(),
        href: SiteRoute::new(locale, Page::BlogArticle(slug.to_string())).path(),
        title: meta.title,
        description: meta.description,
        date_iso: published.iso(),
        date_display: published.display(locale),
        reading_minutes: rendered.words.div_ceil(WORDS_PER_MINUTE).max(1) as u32,
        tags: meta.tags,
        author: meta.author,
        cover: meta.cover,
        cover_alt: meta.cover_alt,
        social_image: meta.social_image,
        draft: meta.draft,
    };
    Some(Article {
        doc: ArticleDoc {
            card,
            html: rendered.html,
            headings: rendered.headings,
            previous: None,
            next: None,
            cta: meta.cta.map(|c| c.localized(locale)),
        },
        published,
        markdown: body.to_string(),
    })
}
