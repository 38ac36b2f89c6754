use crate::support::{spawn_app, spawn_app_with};

const BASE: &str = "https://site.test";

fn locs(xml: &str) -> Vec<String> {
    let doc = roxmltree::Document::parse(xml).expect("the sitemap is well-formed XML");
    doc.descendants().filter(|n| n.has_tag_name("loc")).map(|n| n.text().unwrap().to_string()).collect()
}

#[tokio::test]
async fn every_sitemap_url_answers_200() {
    let app = spawn_app().await;
    let xml = app.get("/sitemap.xml").await.text().await.unwrap();
    let urls = locs(&xml);
    assert_eq!(urls.len(), 2 * (8 + 4), "every page and article in both languages");
    for url in &urls {
        let path = url.strip_prefix(BASE).unwrap_or_else(|| panic!("{url} is absolute on SITE_URL"));
        assert_eq!(app.get(path).await.status(), 200, "{url}");
    }
    assert!(urls.contains(&format!("{BASE}/about")) && urls.contains(&format!("{BASE}/en/about")));
    assert!(xml.contains(r#"<xhtml:link rel="alternate" hreflang="x-default" href="https://site.test/about"/>"#));
    assert!(xml.contains("<lastmod>2025-09-16</lastmod>"));
}

#[tokio::test]
async fn locale_sitemaps_list_only_their_language() {
    let app = spawn_app().await;
    let english = locs(&app.get("/en/sitemap.xml").await.text().await.unwrap());
    assert_eq!(english.len(), 12);
    assert!(english.iter().all(|u| u.starts_with(&format!("{BASE}/en"))), "{english:?}");
    let italian = locs(&app.get("/it/sitemap.xml").await.text().await.unwrap());
    assert_eq!(italian.len(), 12);
    assert!(italian.iter().all(|u| !u.starts_with(&format!("{BASE}/en"))), "{italian:?}");
}

#[tokio::test]
async fn robots_allow_and_name_the_sitemap_when_indexable() {
    let app = spawn_app().await;
    let response = app.get("/robots.txt").await;
    assert!(response.headers().get("x-robots-tag").is_none());
    let body = response.text().await.unwrap();
    assert!(body.contains("Allow: /") && body.contains("Sitemap: https://site.test/sitemap.xml"), "{body}");
}

#[tokio::test]
async fn a_site_that_is_not_indexable_says_so_everywhere() {
    let app = spawn_app_with(|settings| settings.site_overrides.indexable = Some(false)).await;
    let response = app.get("/robots.txt").await;
    assert_eq!(response.headers()["x-robots-tag"], "noindex, nofollow");
    assert_eq!(response.text().await.unwrap(), "User-agent: *\nDisallow: /\n");
    let page = app.get("/en/about").await;
    assert_eq!(page.headers()["x-robots-tag"], "noindex, nofollow");
    assert!(page.text().await.unwrap().contains(r#"<meta name="robots" content="noindex, nofollow">"#));
}

#[tokio::test]
async fn feeds_parse_and_list_articles_newest_first() {
    let app = spawn_app().await;
    for (path, first_title, language) in
        [("/en/feed.xml", "Bilingual search, Italian and English", "en"), ("/feed.xml", "Ricerca bilingue, italiano e inglese", "it")]
    {
        let response = app.get(path).await;
        assert_eq!(response.headers()["content-type"], "application/rss+xml; charset=utf-8");
        let xml = response.text().await.unwrap();
        let doc = roxmltree::Document::parse(&xml).expect("the feed is well-formed XML");
        let items: Vec<_> = doc.descendants().filter(|n| n.has_tag_name("item")).collect();
        assert_eq!(items.len(), 4, "{path}");
        let title = items[0].children().find(|n| n.has_tag_name("title")).unwrap().text().unwrap();
        assert_eq!(title, first_title);
        let lang = doc.descendants().find(|n| n.has_tag_name("language")).unwrap().text().unwrap();
        assert_eq!(lang, language);
    }
    let html = app.get("/en").await.text().await.unwrap();
    assert!(
        html.contains(r#"<link rel="alternate" type="application/rss+xml" title="Acme Intelligence | Blog" href="/en/feed.xml">"#),
        "{html}"
    );
}

fn json_ld(html: &str) -> serde_json::Value {
    let start = html.find(r#"<script type="application/ld+json">"#).expect("JSON-LD present") + 35;
    let end = start + html[start..].find("</script>").unwrap();
    serde_json::from_str(&html[start..end]).expect("JSON-LD is valid JSON")
}

#[tokio::test]
async fn structured_data_describes_the_organization_the_site_and_articles() {
    let app = spawn_app().await;
    let html = app.get("/en/blog/telegram-as-a-front-door").await.text().await.unwrap();
    let data = json_ld(&html);
    let types: Vec<_> = data["@graph"].as_array().unwrap().iter().map(|n| n["@type"].as_str().unwrap()).collect();
    assert_eq!(types, ["Organization", "WebSite", "BlogPosting", "BreadcrumbList"]);
    let post = &data["@graph"][2];
    assert_eq!(post["datePublished"], "2025-06-03");
    assert_eq!(post["image"], "https://site.test/images/blog/telegram-as-a-front-door.jpg");
    assert_eq!(data["@graph"][3]["itemListElement"].as_array().unwrap().len(), 3);
    assert!(html.contains(r#"<meta property="og:type" content="article">"#));
    assert!(html.contains(r#"<meta property="og:image" content="https://site.test/images/blog/telegram-as-a-front-door.jpg">"#));

    let home = json_ld(&app.get("/").await.text().await.unwrap());
    assert_eq!(home["@graph"].as_array().unwrap().len(), 2);
    let about = app.get("/about").await.text().await.unwrap();
    assert!(about.contains(r#"<meta property="og:image" content="https://site.test/images/og-default.jpg">"#));
}
