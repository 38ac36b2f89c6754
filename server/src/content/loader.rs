//! Loads content/ and checks it the way an operator needs: every problem in one go, each naming
//! its file.

use std::collections::{BTreeSet, HashMap};
use std::path::{Path, PathBuf};

use app::i18n::Locale;
use app::routing::{is_url_safe_slug, Page, SiteRoute};

use super::chat_content::read_chat_content;
use super::documents::{article_from_text, page_from_text, DraftFlag};
use super::error::{ContentError, ContentProblem};
use super::front_matter::parse_front_matter;
use super::markdown::render_markdown;
use super::people_stack::read_people_stack;
use super::site_content::{Article, SiteContent};

/// What a load includes.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct LoadOptions {
    /// Drafts (`draft = true`) are loaded only in development.
    pub drafts: bool,
}

/// One content file found: its language, slug, path and text.
struct Found {
    locale: Locale,
    slug: String,
    path: PathBuf,
    text: String,
}

/// The Markdown files of `folder/{it,en}/`, with URL-safe names, drafts left out unless
/// `options` take them, and a problem for every slug missing in one language (`required` ones
/// in any).
fn documents(
    dir: &Path,
    folder: &str,
    kind: &str,
    required: &[&str],
    options: LoadOptions,
    problems: &mut Vec<ContentProblem>,
) -> Vec<Found> {
    let mut found = Vec::new();
    let mut slugs: HashMap<Locale, BTreeSet<String>> = HashMap::new();
    for locale in Locale::ALL {
        let slugs = slugs.entry(locale).or_default();
        for path in markdown_files(&dir.join(folder).join(locale.code()), problems) {
            let slug = path.file_stem().and_then(|s| s.to_str()).unwrap_or_default().to_string();
            if !is_url_safe_slug(&slug) {
                problems.push(ContentProblem::new(&path, "the file name is the slug: use lower-case letters, digits and single hyphens"));
                continue;
            }
            let Some(text) = read(&path, problems) else { continue };
            // A broken front matter is reported when the file is parsed for good.
            let draft = parse_front_matter::<DraftFlag>(&text).is_ok_and(|(flag, _)| flag.draft);
            if draft && !options.drafts {
                continue;
            }
            slugs.insert(slug.clone());
            found.push(Found { locale, slug, path, text });
        }
    }
    let (it, en) = (&slugs[&Locale::It], &slugs[&Locale::En]);
    let everywhere: BTreeSet<&str> = it.iter().chain(en).map(String::as_str).chain(required.iter().copied()).collect();
    for slug in everywhere {
        for locale in Locale::ALL.into_iter().filter(|l| !slugs[l].contains(slug)) {
            let why = if required.contains(&slug) {
                format!(
                    "missing: the built-in {kind} {slug:?} needs its copy in every language (and cannot be a draft outside development)"
                )
            } else {
                format!("missing: every {kind} must exist in both languages with the same slug (a draft in one language counts as missing outside development)")
            };
            problems.push(ContentProblem::new(dir.join(folder).join(locale.code()).join(format!("{slug}.md")), why));
        }
    }
    found.retain(|f| it.contains(&f.slug) && en.contains(&f.slug));
    found
}

/// Loads content/ and checks it: every page and article in both languages, complete front
/// matter, URL-safe slugs and tags, no page taking a path the site uses for something else,
/// internal links that lead to real pages.
pub fn load_site_content(dir: &Path, options: LoadOptions) -> Result<SiteContent, ContentError> {
    let mut problems = Vec::new();
    let built_in: Vec<&str> = Page::WITH_CONTENT.iter().map(|(_, slug)| *slug).collect();
    let page_files = documents(dir, "pages", "page", &built_in, options, &mut problems);
    let article_files = documents(dir, "blog", "article", &[], options, &mut problems);
    for file in page_files.iter().filter(|f| f.locale == Locale::It) {
        let page = Page::from_slug(&file.slug);
        if matches!(page, Page::Custom(_)) && Page::from_relative_path(&file.slug) != Some(page) {
            problems.push(ContentProblem::new(
                &file.path,
                format!("the slug {:?} is a path the site already uses (/{0}): rename the file", file.slug),
            ));
        }
    }
    let custom: BTreeSet<&str> = page_files.iter().map(|f| f.slug.as_str()).collect();
    let articles: BTreeSet<&str> = article_files.iter().map(|f| f.slug.as_str()).collect();
    let exists = |page: &Page| match page {
        Page::BlogArticle(slug) => articles.contains(slug.as_str()),
        Page::Custom(slug) => custom.contains(slug.as_str()),
        _ => true,
    };

    let mut pages = HashMap::new();
    for file in &page_files {
        if let Some(source) = page_from_text(&file.path, &file.text, file.locale, &exists, &mut problems) {
            pages.insert((file.locale, file.slug.clone()), source);
        }
    }
    let mut by_locale: HashMap<Locale, Vec<Article>> = HashMap::new();
    for file in &article_files {
        if let Some(article) = article_from_text(&file.path, &file.text, file.locale, &file.slug, &exists, &mut problems) {
            by_locale.entry(file.locale).or_default().push(article);
        }
    }
    for list in by_locale.values_mut() {
        list.sort_by(|a, b| b.published.cmp(&a.published).then_with(|| a.doc.card.slug.cmp(&b.doc.card.slug)));
        link_neighbours(list);
    }

    // Where curated chat answers may point: each page and article of a language, and its headings.
    let mut sections: HashMap<(Locale, String), Vec<String>> = HashMap::new();
    for ((locale, slug), page) in &pages {
        let ids = render_markdown(&page.markdown, *locale).headings.into_iter().map(|h| h.id).collect();
        sections.insert((*locale, SiteRoute::new(*locale, Page::from_slug(slug)).path()), ids);
    }
    for (locale, list) in &by_locale {
        for article in list {
            let ids = article.doc.headings.iter().map(|h| h.id.clone()).collect();
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
        Ok(people) if problems.is_empty() => Ok(SiteContent { pages, articles: by_locale, people, chat }),
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
    let mut files: Vec<PathBuf> =
        entries.filter_map(|e| e.ok().map(|e| e.path())).filter(|p| p.extension().is_some_and(|x| x == "md")).collect();
    files.sort();
    files
}

fn read(path: &Path, problems: &mut Vec<ContentProblem>) -> Option<String> {
    std::fs::read_to_string(path).map_err(|e| problems.push(ContentProblem::new(path, format!("cannot read: {e}")))).ok()
}

/// Newest-first list: the previous article is the older one, the next the newer one.
fn link_neighbours(list: &mut [Article]) {
    let cards: Vec<app::content::ArticleCard> = list.iter().map(|a| a.doc.card.clone()).collect();
    for (i, article) in list.iter_mut().enumerate() {
        article.doc.next = i.checked_sub(1).map(|j| cards[j].clone());
        article.doc.previous = cards.get(i + 1).cloned();
    }
}
