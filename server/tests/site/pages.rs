use crate::support::{copy_dir, repo_path, spawn_app, spawn_app_with};

const PAGES: [&str; 8] =
    ["about", "contacts", "rag-chat", "services", "manifesto", "blog", "blog/telegram-as-a-front-door", "informativa-startup"];

fn lang_of(html: &str) -> &str {
    let start = html.find("<html lang=\"").expect("an html element with lang") + 12;
    &html[start..start + 2]
}

#[tokio::test]
async fn every_page_answers_in_three_variants_with_its_language() {
    let app = spawn_app().await;
    for page in PAGES {
        for (prefix, lang) in [("", "it"), ("/it", "it"), ("/en", "en")] {
            let path = format!("{prefix}/{page}");
            let response = app.get(&path).await;
            assert_eq!(response.status(), 200, "{path}");
            assert_eq!(lang_of(&response.text().await.unwrap()), lang, "{path}");
        }
    }
    for (path, lang) in [("/", "it"), ("/it", "it"), ("/en", "en")] {
        let response = app.get(path).await;
        assert_eq!(response.status(), 200, "{path}");
        assert_eq!(lang_of(&response.text().await.unwrap()), lang, "{path}");
    }
}

#[tokio::test]
async fn error_pages_answer_with_their_status_and_title() {
    let app = spawn_app().await;
    let cases = [
        ("forbidden", 403, "403 - Forbidden"),
        ("unauthorized", 401, "401 - Unauthorized"),
        ("bad-request", 400, "400 - Bad Request"),
        ("internal-error", 500, "500 - Internal Server Error"),
    ];
    for (page, status, title) in cases {
        for prefix in ["", "/it", "/en"] {
            let path = format!("{prefix}/{page}");
            let response = app.get(&path).await;
            assert_eq!(response.status(), status, "{path}");
            let html = response.text().await.unwrap();
            assert!(html.contains(&format!("<title>{title}</title>")), "{path}");
            assert!(html.contains("noindex"), "{path} must not be indexed");
        }
    }
}

#[tokio::test]
async fn unknown_paths_are_404_with_the_path_in_the_message() {
    let app = spawn_app().await;
    for (path, lang, home) in [
        ("/nowhere", "it", "Torna alla home"),
        ("/fr/about", "it", "Torna alla home"),
        ("/en/nowhere?x=1", "en", "Back to the home page"),
        ("/nowhere/", "it", "Torna alla home"),
    ] {
        let response = app.get(path).await;
        assert_eq!(response.status(), 404, "{path}");
        let html = response.text().await.unwrap();
        assert!(html.contains("<title>404 - Page Not Found</title>"), "{path}");
        assert!(html.contains(&format!("Page not found: {}", path.replace('&', "&amp;"))), "{path}");
        assert_eq!(lang_of(&html), lang, "{path}");
        assert!(html.contains(home), "{path} offers a way home");
    }
}

#[tokio::test]
async fn pages_refuse_methods_other_than_get() {
    let app = spawn_app().await;
    let response = app.client.post(app.url("/about")).send().await.unwrap();
    assert_eq!(response.status(), 405);
}

#[tokio::test]
async fn unknown_articles_fail_the_route_check_with_a_fatal_404() {
    let app = spawn_app().await;
    for path in ["/blog/no-such-article", "/en/blog/no-such-article"] {
        let response = app.get(path).await;
        assert_eq!(response.status(), 404, "{path}");
        let html = response.text().await.unwrap();
        assert!(html.contains(&format!("Page Not Found: {path}")), "{path}");
        assert!(html.contains("<title>404 - Page Not Found</title>"));
    }
}

#[tokio::test]
async fn pages_carry_their_content_in_both_languages() {
    let app = spawn_app().await;
    let html = app.get("/en/about").await.text().await.unwrap();
    assert!(html.contains("<title>About us | Acme Intelligence</title>"), "{html}");
    assert!(html.contains("Corso Esempio 10, 10100 Torino"));
    assert!(html.contains(r#"href="/en/blog/on-premise-llms-for-law-firms""#), "links are localized");
    let html = app.get("/about").await.text().await.unwrap();
    assert!(html.contains("<title>Chi siamo | Acme Intelligence</title>"));
    assert!(html.contains(r#"href="/blog/on-premise-llms-for-law-firms""#));
}

#[tokio::test]
async fn the_blog_lists_articles_newest_first_and_filters_by_tag() {
    let app = spawn_app().await;
    let html = app.get("/en/blog").await.text().await.unwrap();
    let order: Vec<usize> = [
        "bilingual-search-italian-english",
        "telegram-as-a-front-door",
        "on-premise-llms-for-law-firms",
        "how-we-measure-retrieval-quality",
    ]
    .iter()
    .map(|slug| html.find(&format!(r#"href="/en/blog/{slug}""#)).unwrap_or_else(|| panic!("{slug} listed")))
    .collect();
    assert!(order.windows(2).all(|w| w[0] < w[1]), "newest first: {order:?}");

    let html = app.get("/en/blog?tag=case-study").await.text().await.unwrap();
    assert!(html.contains("/en/blog/telegram-as-a-front-door"));
    assert!(!html.contains(r#"href="/en/blog/bilingual-search-italian-english""#));

    let response = app.get("/en/blog?page=2").await;
    assert_eq!(response.status(), 404);
    assert!(response.text().await.unwrap().contains("Page Not Found: /en/blog?page=2"));
    assert_eq!(app.get("/en/blog?page=1").await.status(), 200);
}

#[tokio::test]
async fn an_article_is_rendered_in_full_on_the_server() {
    let app = spawn_app().await;
    let html = app.get("/en/blog/bilingual-search-italian-english").await.text().await.unwrap();
    assert!(html.contains(r#"<h2 id="elisions">Elisions</h2>"#), "{html}");
    assert!(html.contains(r#"<code class="language-rust">"#));
    assert!(html.contains(r#"<time datetime="2025-09-16">16 September 2025</time>"#));
    assert!(html.contains(r#"rel="prev" href="/en/blog/telegram-as-a-front-door""#));
}

#[tokio::test]
async fn a_trailing_slash_redirects_to_the_page_without_it() {
    let app = spawn_app().await;
    for (path, target) in [("/about/", "/about"), ("/en/blog/?tag=rag", "/en/blog?tag=rag"), ("/en/", "/en")] {
        let response = app.get(path).await;
        assert_eq!(response.status(), 301, "{path}");
        assert_eq!(response.headers()["location"], target, "{path}");
    }
}

#[tokio::test]
async fn the_blog_list_shows_paging_only_when_there_is_a_second_page() {
    let app = spawn_app().await;
    let html = app.get("/en/blog").await.text().await.unwrap();
    assert!(!html.contains(r#"class="pagination""#), "four articles fit one page");

    let content = tempfile::tempdir().unwrap();
    copy_dir(&repo_path("content"), content.path());
    for n in 1..=3 {
        for locale in ["it", "en"] {
            let blog = content.path().join("blog").join(locale);
            std::fs::copy(blog.join("telegram-as-a-front-door.md"), blog.join(format!("telegram-again-{n}.md"))).unwrap();
        }
    }
    let app = spawn_app_with(|settings| settings.content_dir = content.path().to_path_buf()).await;
    let first = app.get("/en/blog").await.text().await.unwrap();
    assert!(first.contains("Page 1 of 2"), "{first}");
    assert!(first.contains(r#"<a rel="next" href="/en/blog?page=2">"#), "{first}");
    assert!(!first.contains(r#"rel="prev""#));
    let second = app.get("/en/blog?page=2").await.text().await.unwrap();
    assert!(second.contains("Page 2 of 2"), "{second}");
    assert!(second.contains(r#"<a rel="prev" href="/en/blog">"#), "{second}");
    assert!(!second.contains(r#"rel="next""#));
}
