use crate::support::{spawn_app, spawn_app_with, TestApp};
use reqwest::header::{COOKIE, SET_COOKIE};
use serde_json::{json, Value};

/// A token from `GET /api/csrf-cookie`, as the page would read it.
async fn token(app: &TestApp) -> String {
    let response = app.get("/api/csrf-cookie").await;
    let body: Value = response.json().await.unwrap();
    body["token"].as_str().unwrap().to_string()
}

fn valid_payload() -> Value {
    json!({ "name": "Ada Lovelace", "email": "ada@example.com", "privacyConsent": true,
            "message": "We have 10,000 contracts.", "company": "Analytical Engines", "recipient": "group;sales" })
}

fn body_with(payload: Value) -> Value {
    json!({ "Source": "website", "Payload": payload.to_string() })
}

async fn submit(app: &TestApp, token: Option<&str>, cookie: Option<&str>, body: &Value) -> (u16, Value) {
    let mut request = app.client.post(app.url("/v1/contacts")).json(body);
    if let Some(token) = token {
        request = request.header("X-CSRF-Token", token);
    }
    if let Some(cookie) = cookie {
        request = request.header(COOKIE, format!("csrf-token={cookie}"));
    }
    let response = request.send().await.unwrap();
    (response.status().as_u16(), response.json().await.unwrap())
}

async fn stored(app: &TestApp) -> i64 {
    sqlx::any::install_default_drivers();
    let pool = sqlx::AnyPool::connect(&app.database_url).await.unwrap();
    sqlx::query_scalar("SELECT COUNT(*) FROM contact_submissions").fetch_one(&pool).await.unwrap()
}

fn errors(body: &Value) -> Vec<&str> {
    assert_eq!(body["Status"], "error", "{body}");
    body["Errors"].as_array().unwrap().iter().map(|e| e.as_str().unwrap()).collect()
}

#[tokio::test]
async fn the_csrf_cookie_is_readable_strict_and_secure_on_https() {
    let app = spawn_app().await;
    let response = app.get("/api/csrf-cookie").await;
    let cookie = response.headers()[SET_COOKIE].to_str().unwrap().to_string();
    let body: Value = response.json().await.unwrap();
    let token = body["token"].as_str().unwrap();
    assert_eq!(cookie, format!("csrf-token={token}; Path=/; Max-Age=3600; SameSite=Strict; Secure"));
    assert!(!cookie.contains("HttpOnly"), "the page must read it");
}

#[tokio::test]
async fn a_valid_request_is_stored_and_answered_201() {
    let app = spawn_app().await;
    let token = token(&app).await;
    let (status, body) = submit(&app, Some(&token), Some(&token), &body_with(valid_payload())).await;
    assert_eq!(status, 201, "{body}");
    assert_eq!(body["Status"], "success");
    assert_eq!(body["success"], true);
    assert_eq!(body["Errors"], json!([]));
    assert!(body["message"].as_str().unwrap().len() > 10);
    assert_eq!(stored(&app).await, 1);
}

#[tokio::test]
async fn every_validation_rule_answers_400_with_its_message() {
    let app = spawn_app().await;
    let cases: Vec<(Value, &str)> = vec![
        (json!([1, 2]), "Invalid request format"),
        (json!({ "Source": "website" }), "Missing required fields: Source and Payload are required"),
        (json!({ "Payload": "{}" }), "Missing required fields: Source and Payload are required"),
        (json!({ "Source": "website", "Payload": "{oops" }), "Invalid JSON in Payload field"),
        (body_with(json!({ "name": "A", "email": "not-an-email", "privacyConsent": true })), "Invalid email format"),
        (
            body_with(json!({ "email": "a@b.co", "privacyConsent": true })),
            "Missing required form fields: name, email, and privacyConsent are required",
        ),
        (
            body_with(json!({ "name": "A", "email": "a@b.co" })),
            "Missing required form fields: name, email, and privacyConsent are required",
        ),
        (
            body_with(json!({ "name": "A", "email": "a@b.co", "privacyConsent": false })),
            "Missing required form fields: name, email, and privacyConsent are required",
        ),
        (
            body_with(json!({ "name": "x".repeat(201), "email": "a@b.co", "privacyConsent": true })),
            "Field name is too long: at most 200 characters",
        ),
        (
            body_with(json!({ "name": "A", "email": format!("{}@b.co", "x".repeat(260)), "privacyConsent": true })),
            "Field email is too long: at most 254 characters",
        ),
        (
            body_with(json!({ "name": "A", "email": "a@b.co", "privacyConsent": true, "message": "x".repeat(5001) })),
            "Field message is too long: at most 5000 characters",
        ),
    ];
    let token = token(&app).await;
    for (body, message) in cases {
        let (status, answer) = submit(&app, Some(&token), Some(&token), &body).await;
        assert_eq!(status, 400, "{body}");
        assert_eq!(errors(&answer), [message], "{body}");
    }
    // A refused request does not spend the token.
    let (status, _) = submit(&app, Some(&token), Some(&token), &body_with(valid_payload())).await;
    assert_eq!(status, 201);
    assert_eq!(stored(&app).await, 1);
}

#[tokio::test]
async fn missing_mismatched_or_forged_tokens_are_403() {
    let app = spawn_app().await;
    let token = token(&app).await;
    let other = self::token(&app).await;
    // The signature's last character changed (to one it is not already).
    let last = if token.ends_with('0') { '1' } else { '0' };
    let forged = format!("{}{last}", &token[..token.len() - 1]);
    let body = body_with(valid_payload());
    for (header, cookie) in [
        (None, Some(token.as_str())),
        (Some(token.as_str()), None),
        (Some(token.as_str()), Some(other.as_str())),
        (Some(forged.as_str()), Some(forged.as_str())),
    ] {
        let (status, answer) = submit(&app, header, cookie, &body).await;
        assert_eq!(status, 403);
        assert_eq!(errors(&answer), ["CSRF token missing or invalid"]);
    }
    assert_eq!(stored(&app).await, 0);
}

#[tokio::test]
async fn a_token_works_once() {
    let app = spawn_app().await;
    let token = token(&app).await;
    let body = body_with(valid_payload());
    assert_eq!(submit(&app, Some(&token), Some(&token), &body).await.0, 201);
    let (status, answer) = submit(&app, Some(&token), Some(&token), &body).await;
    assert_eq!(status, 403);
    assert_eq!(errors(&answer), ["CSRF token expired or invalid"]);
    assert_eq!(stored(&app).await, 1);
}

#[tokio::test]
async fn an_expired_token_is_refused() {
    let app = spawn_app_with(|s| s.csrf_ttl = std::time::Duration::from_secs(1)).await;
    let token = token(&app).await;
    tokio::time::sleep(std::time::Duration::from_millis(2100)).await;
    let (status, answer) = submit(&app, Some(&token), Some(&token), &body_with(valid_payload())).await;
    assert_eq!(status, 403);
    assert_eq!(errors(&answer), ["CSRF token expired or invalid"]);
}

#[tokio::test]
async fn oversized_bodies_and_wrong_content_types_are_refused_with_json() {
    let app = spawn_app().await;
    let token = token(&app).await;
    let huge = json!({ "Source": "w", "Payload": "x".repeat(70 * 1024) });
    let (status, answer) = submit(&app, Some(&token), Some(&token), &huge).await;
    assert_eq!(status, 413);
    assert_eq!(errors(&answer).len(), 1);
    let response = app
        .client
        .post(app.url("/v1/contacts"))
        .header("X-CSRF-Token", &token)
        .header(COOKIE, format!("csrf-token={token}"))
        .header("content-type", "text/plain")
        .body("Source=x")
        .send()
        .await
        .unwrap();
    assert_eq!(response.status(), 415);
    let answer: Value = response.json().await.unwrap();
    assert_eq!(errors(&answer), ["Content-Type must be application/json"]);
}

#[tokio::test]
async fn too_many_requests_from_one_address_are_429_with_retry_after() {
    let app = spawn_app_with(|s| s.rate_limit_per_minute = 2).await;
    let token = token(&app).await;
    let body = body_with(valid_payload());
    submit(&app, Some(&token), Some(&token), &body).await;
    submit(&app, Some(&token), Some(&token), &body).await;
    let response = app.client.post(app.url("/v1/contacts")).json(&body).send().await.unwrap();
    assert_eq!(response.status(), 429);
    let retry: u64 = response.headers()["retry-after"].to_str().unwrap().parse().unwrap();
    assert!((1..=60).contains(&retry));
}

#[tokio::test]
async fn machine_intake_needs_the_bearer_key() {
    let app = spawn_app().await;
    let url = app.url("/api/v1/contacts");
    let body = body_with(valid_payload());
    for auth in [None, Some("Bearer wrong"), Some("test-api-key")] {
        let mut request = app.client.post(&url).json(&body);
        if let Some(auth) = auth {
            request = request.header("authorization", auth);
        }
        let response = request.send().await.unwrap();
        assert_eq!(response.status(), 401, "{auth:?}");
    }
    let response = app.client.post(&url).bearer_auth("test-api-key").json(&body).send().await.unwrap();
    assert_eq!(response.status(), 200);
    assert_eq!(response.json::<Value>().await.unwrap(), json!({ "Status": "done", "Errors": [] }));
    let invalid = app.client.post(&url).bearer_auth("test-api-key").json(&json!({ "Source": "x" })).send().await.unwrap();
    assert_eq!(invalid.status(), 400);
    assert_eq!(stored(&app).await, 1);
}

#[tokio::test]
async fn machine_intake_is_closed_without_a_configured_key() {
    let app = spawn_app_with(|s| s.contacts_api_key = None).await;
    let response = app.client.post(app.url("/api/v1/contacts")).bearer_auth("").json(&body_with(valid_payload())).send().await.unwrap();
    assert_eq!(response.status(), 401);
}

#[tokio::test]
async fn the_people_stack_follows_the_locale() {
    let app = spawn_app().await;
    let english: Value = app.get("/v1/people-stack?locale=en").await.json().await.unwrap();
    assert_eq!(english[0], json!({ "value": "group;sales", "title": "Sales", "props": { "subtitle": "Projects, quotes and pricing" } }));
    let italian: Value = app.get("/v1/people-stack").await.json().await.unwrap();
    assert_eq!(italian[0]["title"], "Commerciale");
    let by_cookie: Value =
        app.client.get(app.url("/v1/people-stack")).header(COOKIE, "i18n_redirected=en").send().await.unwrap().json().await.unwrap();
    assert_eq!(by_cookie[3]["title"], "Careers");
}

#[tokio::test]
async fn two_hundred_concurrent_submissions_are_each_stored_once() {
    let app = std::sync::Arc::new(spawn_app().await);
    let mut tokens = Vec::new();
    for _ in 0..200 {
        tokens.push(token(&app).await);
    }
    let body = body_with(valid_payload());
    let tasks: Vec<_> = tokens
        .into_iter()
        .map(|token| {
            let (app, body) = (app.clone(), body.clone());
            tokio::spawn(async move { submit(&app, Some(&token), Some(&token), &body).await.0 })
        })
        .collect();
    for task in tasks {
        assert_eq!(task.await.unwrap(), 201);
    }
    assert_eq!(stored(&app).await, 200);
}

#[tokio::test]
async fn spent_tokens_are_forgotten_once_they_have_expired() {
    let app = spawn_app().await;
    let token = token(&app).await;
    let (status, _) = submit(&app, Some(&token), Some(&token), &body_with(valid_payload())).await;
    assert_eq!(status, 201);
    sqlx::any::install_default_drivers();
    let pool = sqlx::AnyPool::connect(&app.database_url).await.unwrap();
    let spent = || async { sqlx::query_scalar::<_, i64>("SELECT COUNT(*) FROM csrf_tokens_used").fetch_one(&pool).await.unwrap() };
    let store = server::contacts::ContactStore::new(pool.clone());
    let now = server::clock::now();
    assert_eq!(store.purge_spent_tokens(now).await.unwrap(), 0, "a token still valid keeps guarding its reuse");
    assert_eq!(spent().await, 1);
    assert_eq!(store.purge_spent_tokens(now + 3600).await.unwrap(), 1);
    assert_eq!(spent().await, 0);
}

#[tokio::test]
async fn the_csv_export_neutralizes_cells_a_spreadsheet_would_run() {
    let app = spawn_app().await;
    let payload = json!({ "name": "=HYPERLINK(\"http://evil.example\",\"x\")", "email": "ada@example.com", "privacyConsent": true,
                          "message": "@SUM(A1:A9)", "company": "+1+1", "phone": "-2+3" });
    let intake = app.client.post(app.url("/api/v1/contacts")).bearer_auth("test-api-key").json(&body_with(payload)).send().await.unwrap();
    assert_eq!(intake.status(), 200);
    let output = std::process::Command::new(env!("CARGO_BIN_EXE_server"))
        .args(["contacts", "export", "--format", "csv"])
        .env("DATABASE_URL", &app.database_url)
        .output()
        .unwrap();
    assert!(output.status.success(), "{}", String::from_utf8_lossy(&output.stderr));
    let mut reader = csv::Reader::from_reader(output.stdout.as_slice());
    let header = reader.headers().unwrap().clone();
    let row = reader.records().next().unwrap().unwrap();
    let cell = |name: &str| row[header.iter().position(|h| h == name).unwrap()].to_string();
    assert_eq!(cell("name"), "'=HYPERLINK(\"http://evil.example\",\"x\")");
    assert_eq!(cell("message"), "'@SUM(A1:A9)");
    assert_eq!(cell("company"), "'+1+1");
    assert_eq!(cell("phone"), "'-2+3");
    assert_eq!(cell("email"), "ada@example.com");
}
