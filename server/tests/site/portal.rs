//! The portal's calls: the development mock (and nothing of it in production), and the
//! production forwarding to `PORTAL_API_URL`.

use std::sync::{Arc, Mutex};

use crate::support::{spawn_app, spawn_app_with, TestApp};
use axum::http::HeaderMap;
use axum::routing::get;
use axum::{Json, Router};
use serde_json::{json, Value};
use server::config::AppEnv;

async fn development(failure_rate: f64) -> TestApp {
    spawn_app_with(move |settings| {
        settings.app_env = AppEnv::Development;
        settings.mock.failure_rate = failure_rate;
    })
    .await
}

async fn json_of(response: reqwest::Response) -> (u16, Value) {
    let status = response.status().as_u16();
    (status, response.json().await.unwrap())
}

#[tokio::test]
async fn the_mock_answers_the_portal_calls() {
    let app = development(0.0).await;
    assert_eq!(json_of(app.client.post(app.url("/v1/permissions")).send().await.unwrap()).await, (200, json!({})));
    assert_eq!(json_of(app.client.post(app.url("/refresh-token")).send().await.unwrap()).await, (200, json!({})));
    let (status, profile) = json_of(app.get("/v1/user").await).await;
    assert_eq!(status, 200);
    for field in ["id", "email", "telegram_id", "name", "locale", "prefers_theme", "picture", "groups"] {
        assert!(profile.get(field).is_some(), "{field}");
    }
    assert_eq!(profile["type"], "admin");
    let services = profile["services"].as_array().unwrap();
    assert_eq!(services.len(), 5);
    for service in services {
        for field in ["icon", "title", "href", "external", "experimental"] {
            assert!(service.get(field).is_some(), "{field} in {service}");
        }
    }
}

#[tokio::test]
async fn profile_updates_are_applied_and_kept() {
    let app = development(0.0).await;
    let (status, updated) =
        json_of(app.client.put(app.url("/v1/user")).json(&json!({ "locale": "it", "prefers_theme": "dark" })).send().await.unwrap()).await;
    assert_eq!(status, 200);
    assert_eq!((updated["locale"].as_str(), updated["prefers_theme"].as_str()), (Some("it"), Some("dark")));
    let (_, again) = json_of(app.get("/v1/user").await).await;
    assert_eq!(again["prefers_theme"], "dark");
    let (status, refused) =
        json_of(app.client.put(app.url("/v1/user")).json(&json!({ "prefers_theme": "sepia" })).send().await.unwrap()).await;
    assert_eq!(status, 400);
    assert_eq!(refused["error"], "prefers_theme must be light or dark");
    let plain = app.client.put(app.url("/v1/user")).body("locale=it").send().await.unwrap();
    assert_eq!(plain.status(), 415);
}

#[tokio::test]
async fn logout_signs_this_browser_out() {
    let app = development(0.0).await;
    let logout = app.get("/logout").await;
    let cookie = logout.headers()["set-cookie"].to_str().unwrap().split(';').next().unwrap().to_string();
    assert_eq!(json_of(logout).await, (200, json!({})));
    let after = app.client.get(app.url("/v1/user")).header("cookie", &cookie).send().await.unwrap();
    assert_eq!(after.status(), 401);
    assert_eq!(app.get("/v1/user").await.status(), 200, "other browsers stay signed in");
}

#[tokio::test]
async fn the_mock_directory_lists_groups_and_people() {
    let app = development(0.0).await;
    let (_, list) = json_of(app.get("/v1/people-stack?locale=en").await).await;
    let values: Vec<_> = list.as_array().unwrap().iter().map(|i| i["value"].as_str().unwrap().to_string()).collect();
    assert!(values.iter().any(|v| v.starts_with("group;")) && values.iter().any(|v| v.starts_with("user;")), "{values:?}");
    assert!(list.as_array().unwrap().iter().all(|i| i["props"]["subtitle"].is_string()));
}

async fn csrf_token(app: &TestApp) -> (String, String) {
    let response = app.get("/api/csrf-cookie").await;
    let cookie = response.headers()["set-cookie"].to_str().unwrap().split(';').next().unwrap().to_string();
    let token = response.json::<Value>().await.unwrap()["token"].as_str().unwrap().to_string();
    (token, cookie)
}

fn submission() -> Value {
    json!({ "Source": "website", "Payload": json!({ "name": "Ada", "email": "ada@example.com", "privacyConsent": true }).to_string() })
}

#[tokio::test]
async fn mock_contacts_keep_the_real_rules_and_can_fail() {
    let app = development(0.0).await;
    let (token, cookie) = csrf_token(&app).await;
    let send =
        || app.client.post(app.url("/v1/contacts")).header("x-csrf-token", &token).header("cookie", &cookie).json(&submission()).send();
    assert_eq!(send().await.unwrap().status(), 201);
    assert_eq!(send().await.unwrap().status(), 403, "a token works once");
    let intake = app.client.post(app.url("/api/v1/contacts")).json(&submission()).send().await.unwrap();
    assert_eq!(json_of(intake).await, (200, json!({ "Status": "done", "Errors": [] })));

    let failing = development(1.0).await;
    let (token, cookie) = csrf_token(&failing).await;
    let response = failing
        .client
        .post(failing.url("/v1/contacts"))
        .header("x-csrf-token", &token)
        .header("cookie", &cookie)
        .json(&submission())
        .send()
        .await
        .unwrap();
    assert_eq!(json_of(response).await, (500, json!({ "Status": "error", "Errors": ["Temporary server error - please try again"] })));
}

#[tokio::test]
async fn other_requests_pass_through_the_mock() {
    let app = development(0.0).await;
    assert_eq!(app.get("/en/about").await.status(), 200);
    assert_eq!(app.get("/api/chat/suggestions?locale=en").await.status(), 200);
    assert_eq!(app.get("/healthz").await.status(), 200);
}

#[tokio::test]
async fn production_has_no_mock_and_no_portal_means_signed_out() {
    let app = spawn_app().await;
    for (method, path) in
        [("GET", "/v1/user"), ("PUT", "/v1/user"), ("POST", "/v1/permissions"), ("POST", "/refresh-token"), ("GET", "/logout")]
    {
        let response = app.client.request(method.parse().unwrap(), app.url(path)).json(&json!({})).send().await.unwrap();
        assert_eq!(json_of(response).await, (401, json!({ "error": "Not signed in" })), "{method} {path}");
    }
    let (_, list) = json_of(app.get("/v1/people-stack?locale=en").await).await;
    assert!(list.as_array().unwrap().iter().all(|i| i["value"].as_str().unwrap().starts_with("group;")));
    let intake = app.client.post(app.url("/api/v1/contacts")).json(&submission()).send().await.unwrap();
    assert_eq!(intake.status(), 401, "the real intake wants its key");
}

/// A call the portal received: its method, the cookie it came with, its body.
type Forwarded = (String, Option<String>, String);

#[tokio::test]
async fn production_forwards_the_portal_calls_with_the_visitors_cookies() {
    let seen: Arc<Mutex<Vec<Forwarded>>> = Arc::default();
    let recorded = seen.clone();
    let portal = Router::new().route(
        "/v1/user",
        get(|headers: HeaderMap| async move {
            let cookie = headers.get("cookie").map(|c| c.to_str().unwrap().to_string());
            if cookie.as_deref() != Some("session=abc") {
                return (
                    axum::http::StatusCode::UNAUTHORIZED,
                    [("set-cookie", "session=; Max-Age=0")],
                    Json(json!({ "error": "expired" })),
                );
            }
            (axum::http::StatusCode::OK, [("set-cookie", "session=abc; Path=/")], Json(json!({ "id": "u1", "name": "Grace" })))
        })
        .put(move |headers: HeaderMap, body: String| async move {
            let cookie = headers.get("cookie").map(|c| c.to_str().unwrap().to_string());
            recorded.lock().unwrap().push(("PUT".into(), cookie, body));
            Json(json!({ "id": "u1", "locale": "it" }))
        }),
    );
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let address = listener.local_addr().unwrap();
    tokio::spawn(async move { axum::serve(listener, portal).await.unwrap() });
    let app = spawn_app_with(move |settings| settings.portal_api_url = Some(format!("http://{address}"))).await;

    let signed_in = app.client.get(app.url("/v1/user")).header("cookie", "session=abc").send().await.unwrap();
    assert_eq!(signed_in.headers()["set-cookie"], "session=abc; Path=/");
    assert_eq!(json_of(signed_in).await, (200, json!({ "id": "u1", "name": "Grace" })));
    let expired = app.client.get(app.url("/v1/user")).header("cookie", "session=old").send().await.unwrap();
    assert_eq!(expired.status(), 401);
    let updated =
        app.client.put(app.url("/v1/user")).header("cookie", "session=abc").json(&json!({ "locale": "it" })).send().await.unwrap();
    assert_eq!(updated.status(), 200);
    let seen = seen.lock().unwrap().clone();
    assert_eq!(seen, [("PUT".to_string(), Some("session=abc".to_string()), r#"{"locale":"it"}"#.to_string())]);
    // A portal route the portal does not have: its 404 comes back as it is.
    assert_eq!(app.client.post(app.url("/refresh-token")).send().await.unwrap().status(), 404);
}

#[tokio::test]
async fn a_redirect_from_the_portal_goes_to_the_browser_and_is_never_followed() {
    let followed = Arc::new(Mutex::new(0));
    let counter = followed.clone();
    let portal = Router::new()
        .route(
            "/v1/user",
            get(|| async { (axum::http::StatusCode::FOUND, [("location", "/internal-admin"), ("set-cookie", "session=; Max-Age=0")], "") }),
        )
        .route(
            "/internal-admin",
            get(move || async move {
                *counter.lock().unwrap() += 1;
                "secrets of the server's network"
            }),
        );
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let address = listener.local_addr().unwrap();
    tokio::spawn(async move { axum::serve(listener, portal).await.unwrap() });
    let app = spawn_app_with(move |settings| settings.portal_api_url = Some(format!("http://{address}"))).await;

    let answer = app.client.get(app.url("/v1/user")).header("cookie", "session=abc").send().await.unwrap();
    assert_eq!(answer.status(), 302);
    assert_eq!(answer.headers()["location"], "/internal-admin");
    assert_eq!(answer.headers()["set-cookie"], "session=; Max-Age=0");
    assert!(!answer.text().await.unwrap().contains("secrets"));
    assert_eq!(*followed.lock().unwrap(), 0, "the server did not follow the redirect itself");
}
