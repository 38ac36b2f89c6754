//! Structured data for search engines: JSON-LD describing the organization, the site, the page's
//! place in it and, on articles, the article.

use serde_json::{json, Value};

use crate::content::PageData;
use crate::layout::nav_label;
use crate::routing::{Page, SiteRoute};
use crate::site::{PageRequest, SiteConfig};

/// The JSON-LD `@graph` for a page, ready to sit inside `<script type="application/ld+json">`.
pub fn json_ld(site: &SiteConfig, request: &PageRequest, data: &PageData) -> String {
    let base = &site.url;
    let locale = request.route.locale;
    let absolute = |path: &str| format!("{base}{path}");
    let organization = json!({
        "@type": "Organization",
        "@id": format!("{base}/#organization"),
        "name": site.name,
        "url": absolute("/"),
        "logo": absolute("/favicon.svg"),
    });
    let website = json!({
        "@type": "WebSite",
        "@id": format!("{base}/#website"),
        "url": absolute("/"),
        "name": site.name,
        "description": site.description.get(locale),
        "inLanguage": locale.code(),
        "publisher": { "@id": format!("{base}/#organization") },
    });
    let mut graph = vec![organization, website];

    let home = SiteRoute::new(locale, Page::Home);
    let label = |page: &Page| nav_label(page, locale.messages()).unwrap_or_default().to_string();
    let mut crumbs = vec![(label(&Page::Home), home.path())];
    match (&request.route.page, data) {
        (Page::Home, _) | (Page::Error(_), _) => {}
        (Page::BlogArticle(_), PageData::Article(article)) => {
            let blog = SiteRoute::new(locale, Page::Blog);
            crumbs.push((label(&Page::Blog), blog.path()));
            crumbs.push((article.card.title.clone(), article.card.href.clone()));
            let image = article.card.social_image.as_deref().unwrap_or(&site.social_image);
            graph.push(json!({
                "@type": "BlogPosting",
                "headline": article.card.title,
                "description": article.card.description,
                "datePublished": article.card.date_iso,
                "inLanguage": locale.code(),
                "image": absolute(image),
                "author": { "@type": "Organization", "name": article.card.author },
                "publisher": { "@id": format!("{base}/#organization") },
                "mainEntityOfPage": absolute(&article.card.href),
                "keywords": article.card.tags.join(", "),
            }));
        }
        (page, data) => {
            let title = data.title_and_description().map_or_else(|| label(page), |(t, _)| t.to_string());
            crumbs.push((title, request.route.path()));
        }
    }
    if crumbs.len() > 1 {
        let items: Vec<Value> = crumbs
            .iter()
            .enumerate()
            .map(|(i, (name, path))| json!({ "@type": "ListItem", "position": i + 1, "name": name, "item": absolute(path) }))
            .collect();
        graph.push(json!({ "@type": "BreadcrumbList", "itemListElement": items }));
    }
    // Inside a script element `<` could end it early or open a comment; JSON allows \u003c.
    json!({ "@context": "https://schema.org", "@graph": graph }).to_string().replace('<', "\\u003c")
}
