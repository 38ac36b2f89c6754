//! The HTML document around every page: `<head>` with everything search engines and the theme
//! need, then the layout and the page.

use leptos::prelude::*;

use crate::content::PageData;
use crate::layout::Layout;
use crate::pages::PageBody;
use crate::routing::{feed_path, ErrorKind, Page};
use crate::site::{FrontendAssets, PageRequest, SiteConfig};
use crate::theme::THEME_BOOT_SCRIPT;

/// Query parameters that change what a page shows, and so stay in its canonical URL.
pub const CANONICAL_QUERY: [&str; 7] = ["page", "sort", "filter", "search", "q", "category", "tag"];

pub fn shell(options: LeptosOptions) -> impl IntoView {
    let request = expect_context::<PageRequest>();
    let site = expect_context::<SiteConfig>();
    let assets = expect_context::<FrontendAssets>();
    let locale = request.route.locale;
    let t = locale.messages();
    let data = expect_context::<PageData>();
    let site_description = site.description.get(locale).to_string();
    let (document_title, description) = match (&request.route.page, data.title_and_description()) {
        (Page::Error(kind), _) => (kind.document_title(), site_description),
        (_, None) => (ErrorKind::Internal.document_title(), site_description),
        (_, Some((title, description))) => (format!("{title} {} {}", site.separator, site.name), description.to_string()),
    };
    let is_error = matches!(request.route.page, Page::Error(_));
    let query = canonical_query(&request.query);
    let absolute = |path: String| format!("{}{}{}", site.url, path, query);
    let canonical = absolute(request.route.path());
    let alternates = crate::i18n::Locale::ALL.map(|l| (l.code(), absolute(request.route.in_locale(l).path())));
    let x_default = absolute(request.route.in_locale(site.default_locale).path());
    // An answer to one visitor's question is not a page for search engines.
    let is_answer = matches!(&data, PageData::Chat(chat) if chat.reply.is_some());
    let robots = if site.indexable && !is_error && !is_answer { "index, follow" } else { "noindex, nofollow" };
    let social_image = match &data {
        PageData::Article(article) => article.card.social_image.clone(),
        _ => None,
    }
    .map_or_else(|| format!("{}{}", site.url, site.social_image), |path| format!("{}{path}", site.url));
    let og_type = if matches!(data, PageData::Article(_)) { "article" } else { "website" };
    let published = match &data {
        PageData::Article(article) => Some(article.card.date_iso.clone()),
        _ => None,
    };
    let structured_data = crate::seo::json_ld(&site, &request, &data);
    let feed_title = format!("{} {} {}", site.name, site.separator, t.nav.blog);
    let css = format!("/{}/{}.css", options.site_pkg_dir, options.output_name);
    view! {
        <!DOCTYPE html>
        <html lang=locale.code() data-theme="light" data-build=assets.build_id>
            <head>
                <meta charset="utf-8"/>
                <meta name="viewport" content="width=device-width, initial-scale=1"/>
                <script inner_html=THEME_BOOT_SCRIPT></script>
                <title>{document_title.clone()}</title>
                <meta name="description" content=description.clone()/>
                <meta name="robots" content=robots/>
                <meta name="theme-color" content="#6b3fd4"/>
                <link rel="stylesheet" href=css/>
                <link rel="icon" href="/favicon.svg" type="image/svg+xml"/>
                {(!is_error).then(|| view! {
                    <link rel="canonical" href=canonical.clone()/>
                    {alternates.map(|(code, href)| view! {
                        <link rel="alternate" hreflang=code href=href/>
                    })}
                    <link rel="alternate" hreflang="x-default" href=x_default/>
                })}
                {open_graph("og:site_name", site.name.clone())}
                {open_graph("og:title", document_title)}
                {open_graph("og:description", description)}
                {open_graph("og:type", og_type.into())}
                {open_graph("og:image", social_image.clone())}
                {open_graph("og:image:width", "1200".into())}
                {open_graph("og:image:height", "630".into())}
                {published.map(|date| open_graph("article:published_time", date))}
                {open_graph("og:url", canonical)}
                {open_graph("og:locale", locale.og_code().into())}
                {open_graph("og:locale:alternate", locale.other().og_code().into())}
                <meta name="twitter:card" content="summary_large_image"/>
                <meta name="twitter:site" content=site.twitter.clone()/>
                <meta name="twitter:image" content=social_image/>
                <link rel="alternate" type="application/rss+xml" title=feed_title href=feed_path(locale)/>
                <script type="application/ld+json" inner_html=structured_data></script>
                <HydrationScripts options islands=true/>
                <script type="module" src=assets.navigation_entry></script>
                {site.development.then(|| view! { <script src="/_dev/reload.js" defer></script> })}
            </head>
            <body>
                <Layout>
                    <PageBody/>
                </Layout>
            </body>
        </html>
    }
}

/// `<meta property=… content=…>`: `property` is not an attribute the view macro knows.
fn open_graph(property: &'static str, content: String) -> impl IntoView {
    use leptos::tachys::html::attribute::custom::custom_attribute;
    leptos::html::meta().add_any_attr(custom_attribute("property", property)).content(content)
}

/// `?a=1&b=2` with only whitelisted parameters, sorted; empty when none remain.
pub fn canonical_query(query: &[(String, String)]) -> String {
    let mut kept: Vec<_> = query.iter().filter(|(k, v)| CANONICAL_QUERY.contains(&k.as_str()) && !v.is_empty()).collect();
    kept.sort();
    if kept.is_empty() {
        return String::new();
    }
    let pairs: Vec<String> = kept.into_iter().map(|(k, v)| format!("{}={}", encode(k), encode(v))).collect();
    format!("?{}", pairs.join("&"))
}

fn encode(text: &str) -> String {
    text.bytes()
        .map(|b| match b {
            b'A'..=b'Z' | b'a'..=b'z' | b'0'..=b'9' | b'-' | b'_' | b'.' | b'~' => (b as char).to_string(),
            _ => format!("%{b:02X}"),
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn q(pairs: &[(&str, &str)]) -> Vec<(String, String)> {
        pairs.iter().map(|(k, v)| (k.to_string(), v.to_string())).collect()
    }

    #[test]
    fn canonical_query_keeps_whitelisted_parameters_sorted() {
        let query = q(&[("utm_source", "x"), ("tag", "rag"), ("page", "2")]);
        assert_eq!(canonical_query(&query), "?page=2&tag=rag");
    }

    #[test]
    fn canonical_query_is_empty_without_whitelisted_parameters() {
        assert_eq!(canonical_query(&q(&[("fbclid", "1")])), "");
        assert_eq!(canonical_query(&q(&[("page", "")])), "");
    }

    #[test]
    fn canonical_query_escapes_values() {
        assert_eq!(canonical_query(&q(&[("q", "a b&c")])), "?q=a%20b%26c");
    }
}
