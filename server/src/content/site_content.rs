use std::collections::{BTreeSet, HashMap};
use std::path::{Path, PathBuf};

use app::content::{ArticleCard, ArticleDoc, PageDoc};
use app::i18n::Locale;
use app::routing::{is_url_safe_slug, Page, SiteRoute};

use super::chat_content::{read_chat_content, ChatContent};
use super::dates::PublishedOn;
use super::documents::{ArticleFrontMatter, PageFrontMatter};
use super::error::{ContentError, ContentProblem};
use super::front_matter::parse_front_matter;
use super::links::check_internal_link;
use super::markdown::render_markdown;
use super::people_stack::{read_people_stack, PeopleStack};

/// The pages that take their copy from content/pages/{locale}/{file}.md.
pub const CONTENT_PAGES: [(Page, &str); 8] = [
    (Page::Home, "home"),
    (Page::About, "about"),
    (Page::Services, "services"),
    (Page::Manifesto, "manifesto"),
    (Page::Contacts, "contacts"),
    (Page::Chat, "rag-chat"),
    (Page::Blog, "blog"),
    (Page::StartupNotice, "informativa-startup"),
];

const WORDS_PER_MINUTE: usize = 200;

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

/// Everything under content/, loaded and checked once at start.
#[derive(Debug, Clone)]
pub struct SiteContent {
    pages: HashMap<(Locale, &'static str), PageSource>,
    /// Newest first.
    articles: HashMap<Locale, Vec<Article>>,
    pub people: PeopleStack,
    /// Starter questions, paraphrases and curated answers for the chat (content/chat/).
    pub chat: ChatContent,
}

impl SiteContent {
    pub fn page(&self, locale: Locale, page: &Page) -> Option<&PageSource> {
        let (_, stem) = CONTENT_PAGES.iter().find(|(p, _)| p == page)?;
        self.pages.get(&(locale, *stem))
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

    pub fn pages(&self) -> impl Iterator<Item = (Locale, Page, &PageSource)> {
        CONTENT_PAGES.iter().flat_map(move |(page, stem)| {
            Locale::ALL
                .into_iter()
                .filter_map(move |l| self.pages.get(&(l, *stem)).map(|p| (l, page.clone(), p)))
        })
    }
}

/// Loads content/ and checks it: every page and article in both languages, complete front
/// matter, URL-safe slugs and tags, internal links that lead to real pages.
pub fn load_site_content(dir: &Path) -> Result<SiteContent, ContentError> {
    let mut problems = Vec::new();
    let mut article_slugs: HashMap<Locale, BTreeSet<String>> = HashMap::new();
    let mut raw_articles = Vec::new();
    for locale in Locale::ALL {
        let folder = dir.join("blog").join(locale.code());
        let slugs = article_slugs.entry(locale).or_default();
        for path in markdown_files(&folder, &mut problems) {
            let slug = path.file_stem().and_then(|s| s.to_str()).unwrap_or_default().to_string();
            if !is_url_safe_slug(&slug) {
                problems.push(ContentProblem::new(&path, "the file name is the slug: use lower-case letters, digits and single hyphens"));
                continue;
            }
            slugs.insert(slug.clone());
            raw_articles.push((locale, slug, path));
        }
    }
    let (it, en) = (&article_slugs[&Locale::It], &article_slugs[&Locale::En]);
    for slug in it.symmetric_difference(en) {
        let missing = if it.contains(slug) { Locale::En } else { Locale::It };
        problems.push(ContentProblem::new(
            dir.join("blog").join(missing.code()).join(format!("{slug}.md")),
            "missing: every article must exist in both languages with the same slug",
        ));
    }
    let exists = |slug: &str| it.contains(slug) && en.contains(slug);

    let mut pages = HashMap::new();
    for locale in Locale::ALL {
        for (_, stem) in CONTENT_PAGES {
            let path = dir.join("pages").join(locale.code()).join(format!("{stem}.md"));
            let text = read(&path, &mut problems);
            if let Some(source) = text.and_then(|text| page_from_text(&path, &text, locale, &exists, &mut problems)) {
                pages.insert((locale, stem), source);
            }
        }
    }

    let mut articles: HashMap<Locale, Vec<Article>> = HashMap::new();
    for (locale, slug, path) in raw_articles {
        let text = read(&path, &mut problems);
        if let Some(article) = text.and_then(|text| article_from_text(&path, &text, locale, &slug, &exists, &mut problems)) {
            articles.entry(locale).or_default().push(article);
        }
    }
    for list in articles.values_mut() {
        list.sort_by(|a, b| b.published.cmp(&a.published).then_with(|| a.doc.card.slug.cmp(&b.doc.card.slug)));
        link_neighbours(list);
    }

    // Where curated chat answers may point: each page and article of a language, and its headings.
    let mut sections: HashMap<(Locale, String), Vec<String>> = HashMap::new();
    for ((locale, stem), page) in &pages {
        let route = CONTENT_PAGES.iter().find(|(_, s)| s == stem).map(|(page, _)| SiteRoute::new(*locale, page.clone()).path());
        let ids = render_markdown(&page.markdown, *locale).headings.into_iter().map(|h| h.id).collect();
        sections.insert((*locale, route.unwrap_or_default()), ids);
    }
    for (locale, list) in &articles {
        for article in list {
            let ids = render_markdown(&article.markdown, *locale).headings.into_iter().map(|h| h.id).collect();
            sections.insert((*locale, article.doc.card.href.clone()), ids);
        }
    }
    let section_exists = |locale: Locale, href: &str| {
        let (path, anchor) = href.split_once('#').unwrap_or((href, ""));
        sections.get(&(locale, path.to_string())).is_some_and(|ids| anchor.is_empty() || ids.iter().any(|id| id == anchor))
    };
    let chat = read_chat_content(dir, &exists, &section_exists, &mut problems);

    let people = read_people_stack(dir).map_err(|e| problems.push(ContentProblem::new(dir.join("people-stack"), e.to_string())));
    match people {
        Ok(people) if problems.is_empty() => Ok(SiteContent { pages, articles, people, chat }),
        _ => Err(ContentError(problems)),
    }
}

fn markdown_files(folder: &Path, problems: &mut Vec<ContentProblem>) -> Vec<PathBuf> {
    let entries = match std::fs::read_dir(folder) {
        Ok(entries) => entries,
        Err(e) => {
            problems.push(ContentProblem::new(folder, format!("cannot read the folder: {e}")));
            return Vec::new();
        }
    };
    let mut files: Vec<PathBuf> = entries
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "md"))
        .collect();
    files.sort();
    files
}

fn read(path: &Path, problems: &mut Vec<ContentProblem>) -> Option<String> {
    std::fs::read_to_string(path)
        .map_err(|e| problems.push(ContentProblem::new(path, format!("cannot read: {e}"))))
        .ok()
}

fn check_links<'a>(
    path: &Path,
    links: impl Iterator<Item = &'a str>,
    exists: &dyn Fn(&str) -> bool,
    problems: &mut Vec<ContentProblem>,
) {
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
    exists: &dyn Fn(&str) -> bool,
    problems: &mut Vec<ContentProblem>,
) -> Option<PageSource> {
    let (meta, body) = parse_front_matter::<PageFrontMatter>(text)
        .map_err(|e| problems.push(ContentProblem::new(path, e)))
        .ok()?;
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
    exists: &dyn Fn(&str) -> bool,
    problems: &mut Vec<ContentProblem>,
) -> Option<Article> {
    let (meta, body) = parse_front_matter::<ArticleFrontMatter>(text)
        .map_err(|e| problems.push(ContentProblem::new(path, e)))
        .ok()?;
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

/// Newest-first list: the previous article is the older one, the next the newer one.
fn link_neighbours(list: &mut [Article]) {
    let cards: Vec<ArticleCard> = list.iter().map(|a| a.doc.card.clone()).collect();
    for (i, article) in list.iter_mut().enumerate() {
        article.doc.next = i.checked_sub(1).map(|j| cards[j].clone());
        article.doc.previous = cards.get(i + 1).cloned();
    }
}
