mod support;

use support::spawn_app;

const PAGES: [&str; 8] = [
    "about",
    "contacts",
    "rag-chat",
    "services",
    "manifesto",
    "blog",
    "blog/any-article",
    "informativa-startup",
];

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
        ("/about/", "it", "Torna alla home"),
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
