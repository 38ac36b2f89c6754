use std::fmt::Write as _;

use app::i18n::Locale;
use app::routing::{Page, SiteRoute};

use super::xml::escape;
use crate::content::SiteContent;

/// Which URLs a sitemap lists: every language (`/sitemap.xml`) or one (`/en/sitemap.xml`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SitemapScope {
    All,
    Only(Locale),
}

/// A sitemap of every page and article in canonical form, each with its hreflang alternates
/// (it, en, x-default) and, where content has a date, its lastmod.
pub fn sitemap(content: &SiteContent, base_url: &str, default_locale: Locale, scope: SitemapScope) -> String {
    let newest = |locale: Locale| content.articles(locale).first().map(|a| a.published.iso());
    let mut entries: Vec<(SiteRoute, Option<String>)> = Vec::new();
    for (locale, page, _) in content.pages() {
        let lastmod = matches!(page, Page::Home | Page::Blog).then(|| newest(locale)).flatten();
        entries.push((SiteRoute::new(locale, page), lastmod));
    }
    for locale in Locale::ALL {
        for article in content.articles(locale) {
            let page = Page::BlogArticle(article.doc.card.slug.clone());
            entries.push((SiteRoute::new(locale, page), Some(article.published.iso())));
        }
    }
    entries.retain(|(route, _)| scope == SitemapScope::All || scope == SitemapScope::Only(route.locale));

    let mut xml = String::from(concat!(
        r#"<?xml version="1.0" encoding="UTF-8"?>"#,
        "\n",
        r#"<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">"#,
        "\n"
    ));
    for (route, lastmod) in entries {
        let url = |r: &SiteRoute| escape(&format!("{base_url}{}", r.path()));
        write!(xml, "  <url>\n    <loc>{}</loc>\n", url(&route)).unwrap();
        if let Some(lastmod) = lastmod {
            writeln!(xml, "    <lastmod>{lastmod}</lastmod>").unwrap();
        }
        for locale in Locale::ALL {
            let href = url(&route.in_locale(locale));
            writeln!(xml, r#"    <xhtml:link rel="alternate" hreflang="{locale}" href="{href}"/>"#).unwrap();
        }
        let x_default = url(&route.in_locale(default_locale));
        writeln!(xml, r#"    <xhtml:link rel="alternate" hreflang="x-default" href="{x_default}"/>"#).unwrap();
        xml.push_str("  </url>\n");
    }
    xml.push_str("</urlset>\n");
    xml
}
