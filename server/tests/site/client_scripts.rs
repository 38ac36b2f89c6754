use crate::support::spawn_app;

#[tokio::test]
async fn the_latest_build_is_reported_uncached_and_matches_the_page() {
    let app = spawn_app().await;
    let response = app.get("/builds/latest.json?1700000000").await;
    assert_eq!(response.status(), 200);
    assert_eq!(response.headers()["cache-control"], "no-store");
    let body: serde_json::Value = response.json().await.unwrap();
    let id = body["id"].as_str().unwrap().to_string();
    assert_eq!(id.len(), 16);
    let html = app.get("/en").await.text().await.unwrap();
    assert!(html.contains(&format!(r#"data-build="{id}""#)));
    assert!(html.contains(r#"<script type="module" src="/widgets/assets/navigation-test.js"></script>"#));
}

#[tokio::test]
async fn client_errors_are_accepted_then_rate_limited() {
    let app = spawn_app().await;
    let report = serde_json::json!({ "message": "TypeError: x", "page": "/en", "line": 3 });
    for _ in 0..10 {
        let response = app.client.post(app.url("/api/client-errors")).json(&report).send().await.unwrap();
        assert_eq!(response.status(), 204);
    }
    let response = app.client.post(app.url("/api/client-errors")).json(&report).send().await.unwrap();
    assert_eq!(response.status(), 429);
    assert!(response.headers().contains_key("retry-after"));
    let body: serde_json::Value = response.json().await.unwrap();
    assert!(body["error"].as_str().unwrap().starts_with("Too many requests"));
}

#[tokio::test]
async fn client_errors_reject_bad_bodies_with_json() {
    let app = spawn_app().await;
    let url = app.url("/api/client-errors");
    let cases = [
        ("application/json", "not json".to_string(), 400),
        ("text/plain", r#"{"message":"x","page":"/"}"#.to_string(), 415),
        ("application/json", format!(r#"{{"message":"{}","page":"/"}}"#, "x".repeat(9000)), 413),
    ];
    for (content_type, body, status) in cases {
        let response = app.client.post(&url).header("content-type", content_type).body(body).send().await.unwrap();
        assert_eq!(response.status(), status, "{content_type}");
        let body: serde_json::Value = response.json().await.unwrap();
        assert!(body["error"].is_string());
    }
}

#[tokio::test]
async fn every_response_carries_the_security_headers() {
    let app = spawn_app().await;
    for path in ["/en", "/robots.txt", "/api/csrf-cookie", "/en/no-such-page"] {
        let response = app.get(path).await;
        let headers = response.headers();
        assert_eq!(headers["x-content-type-options"], "nosniff", "{path}");
        assert_eq!(headers["referrer-policy"], "strict-origin-when-cross-origin", "{path}");
        assert_eq!(headers["cross-origin-opener-policy"], "same-origin", "{path}");
        assert!(headers["permissions-policy"].to_str().unwrap().contains("camera=()"), "{path}");
        assert_eq!(headers["strict-transport-security"], "max-age=31536000; includeSubDomains", "{path}");
        assert!(!headers["content-security-policy"].to_str().unwrap().contains("unsafe-inline"), "{path}");
    }
}

#[tokio::test]
async fn the_policy_allows_exactly_the_inline_scripts_of_the_page() {
    use base64::Engine;
    use sha2::{Digest, Sha256};
    let app = spawn_app().await;
    for path in ["/", "/en/blog", "/en/contacts", "/forbidden"] {
        let response = app.get(path).await;
        let csp = response.headers()["content-security-policy"].to_str().unwrap().to_string();
        let html = response.text().await.unwrap();
        let theme = base64::engine::general_purpose::STANDARD.encode(Sha256::digest(app::theme::THEME_BOOT_SCRIPT.as_bytes()));
        assert!(csp.contains(&format!("'sha256-{theme}'")), "{path}: {csp}");
        for hash in server::http::inline_script_hashes(&html) {
            assert!(csp.contains(&hash), "{path}: {hash} missing from {csp}");
        }
    }
}

#[tokio::test]
async fn health_and_readiness_answer() {
    let app = spawn_app().await;
    let health = app.get("/healthz").await;
    assert_eq!(health.status(), 200);
    assert_eq!(health.json::<serde_json::Value>().await.unwrap()["status"], "ok");
    let ready = app.get("/readyz").await;
    assert_eq!(ready.status(), 200);
    assert_eq!(ready.json::<serde_json::Value>().await.unwrap()["status"], "ready");
}
