use crate::support::spawn_app;
use reqwest::header::{ACCEPT_LANGUAGE, COOKIE, LOCATION, SET_COOKIE};

#[tokio::test]
async fn the_root_redirects_to_english_only_when_detection_says_so() {
    let app = spawn_app().await;
    let cases: [(Option<&str>, Option<&str>, Option<&str>); 7] = [
        (None, None, None),
        (None, Some("it-IT,it;q=0.9"), None),
        (None, Some("en"), Some("/en")),
        (None, Some("en-GB,en;q=0.8"), Some("/en")),
        (None, Some("de-DE,fr;q=0.8"), None),
        (Some("i18n_redirected=en"), Some("it"), Some("/en")),
        (Some("i18n_redirected=it"), Some("en"), None),
    ];
    for (cookie, accept, redirect) in cases {
        let mut request = app.client.get(app.url("/"));
        if let Some(cookie) = cookie {
            request = request.header(COOKIE, cookie);
        }
        if let Some(accept) = accept {
            request = request.header(ACCEPT_LANGUAGE, accept);
        }
        let response = request.send().await.unwrap();
        let case = format!("cookie {cookie:?}, accept-language {accept:?}");
        match redirect {
            Some(target) => {
                assert_eq!(response.status(), 302, "{case}");
                assert_eq!(response.headers()[LOCATION], target, "{case}");
            }
            None => assert_eq!(response.status(), 200, "{case}"),
        }
    }
}

#[tokio::test]
async fn an_unknown_cookie_value_is_ignored() {
    let app = spawn_app().await;
    let response = app.client.get(app.url("/")).header(COOKIE, "i18n_redirected=fr").header(ACCEPT_LANGUAGE, "en").send().await.unwrap();
    assert_eq!(response.headers()[LOCATION], "/en");
}

#[tokio::test]
async fn paths_other_than_the_root_never_redirect_by_language() {
    let app = spawn_app().await;
    for path in ["/about", "/it", "/it/about", "/en/about"] {
        let response =
            app.client.get(app.url(path)).header(COOKIE, "i18n_redirected=en").header(ACCEPT_LANGUAGE, "en").send().await.unwrap();
        assert_eq!(response.status(), 200, "{path}");
    }
}

#[tokio::test]
async fn the_language_cookie_follows_the_page_being_viewed() {
    let app = spawn_app().await;
    for (path, locale) in [("/en/about", "en"), ("/about", "it"), ("/it/blog", "it")] {
        let response = app.get(path).await;
        assert_eq!(response.headers()[SET_COOKIE], format!("i18n_redirected={locale}; Path=/; Max-Age=31536000; SameSite=Lax"), "{path}");
    }
}

#[tokio::test]
async fn head_links_alternates_canonical_and_titles() {
    let app = spawn_app().await;
    let html = app.get("/it/about?utm_source=x&tag=ai&page=2").await.text().await.unwrap();
    assert!(html.contains(r#"<link rel="canonical" href="https://site.test/about?page=2&amp;tag=ai">"#), "{html}");
    assert!(html.contains(r#"<link rel="alternate" hreflang="it" href="https://site.test/about?page=2&amp;tag=ai">"#));
    assert!(html.contains(r#"<link rel="alternate" hreflang="en" href="https://site.test/en/about?page=2&amp;tag=ai">"#));
    assert!(html.contains(r#"<link rel="alternate" hreflang="x-default" href="https://site.test/about?page=2&amp;tag=ai">"#));
    assert!(html.contains("<title>Chi siamo | Acme Intelligence</title>"));
    assert!(html.contains(r#"<meta property="og:locale" content="it_IT">"#));
    assert!(html.contains(r#"<meta property="og:locale:alternate" content="en_GB">"#));

    let html = app.get("/en").await.text().await.unwrap();
    assert!(html.contains(r#"<link rel="canonical" href="https://site.test/en">"#));
    assert!(html.contains("<title>Private AI assistants that cite their sources | Acme Intelligence</title>"));
}

#[tokio::test]
async fn locale_messages_are_served_for_widgets() {
    let app = spawn_app().await;
    let response = app.get("/_i18n/abc123/en/messages.json").await;
    assert_eq!(response.status(), 200);
    assert_eq!(response.headers()["cache-control"], "public, max-age=86400");
    let body: serde_json::Value = response.json().await.unwrap();
    assert_eq!(body["nav"]["about"], "About");

    let response = app.get("/_i18n/abc123/fr/messages.json").await;
    assert_eq!(response.status(), 404);
    let body: serde_json::Value = response.json().await.unwrap();
    assert_eq!(body["error"], "Failed loading locale (fr)");
}
