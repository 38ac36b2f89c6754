//! What an operator relies on: metrics, request ids, slow clients cut off, and a shutdown that
//! lets requests in flight finish.

mod support;

use std::time::Duration;

use axum::routing::get;
use axum::Router;
use serde_json::json;
use server::serve::{serve, RouterOnly, Timeouts};
use support::{raw_request, spawn_app, spawn_app_with};

#[tokio::test]
async fn metrics_count_requests_by_route_and_status_and_answers_by_mode() {
    let app = spawn_app().await;
    app.get("/en/about").await;
    app.get("/en/no-such-secret-path").await;
    let chat = app.client.post(app.url("/api/chat")).json(&json!({ "question": "When was Acme founded?", "locale": "en" })).send().await.unwrap();
    chat.text().await.unwrap();
    let intake = app
        .client
        .post(app.url("/api/v1/contacts"))
        .bearer_auth("test-api-key")
        .json(&json!({ "Source": "crm", "Payload": json!({ "name": "Ada", "email": "ada@example.com", "privacyConsent": true }).to_string() }))
        .send()
        .await
        .unwrap();
    assert_eq!(intake.status(), 200);
    let response = app.get("/metrics").await;
    assert_eq!(response.status(), 200);
    assert!(response.headers()["content-type"].to_str().unwrap().starts_with("application/openmetrics-text"));
    let text = response.text().await.unwrap();
    for expected in [
        r#"http_requests_total{method="GET",route="page",status="200"} 1"#,
        r#"http_requests_total{method="GET",route="page",status="404"} 1"#,
        r#"http_requests_total{method="POST",route="/api/chat",status="200"} 1"#,
        r#"http_request_duration_seconds_bucket{le="+Inf",route="/api/chat"} 1"#,
        r#"chat_answers_total{mode="offline"} 1"#,
        r#"contact_submissions_total{channel="api"} 1"#,
        "notification_outbox_backlog 0",
    ] {
        assert!(text.contains(expected), "{expected} in\n{text}");
    }
    assert!(!text.contains("no-such-secret-path"), "raw paths never become labels");
}

#[tokio::test]
async fn every_response_carries_a_request_id_and_keeps_the_proxys() {
    let app = spawn_app().await;
    let fresh = app.get("/healthz").await;
    let id = fresh.headers()["x-request-id"].to_str().unwrap();
    assert_eq!(id.len(), 16);
    assert!(id.bytes().all(|b| b.is_ascii_hexdigit()));
    let forwarded = app.client.get(app.url("/healthz")).header("x-request-id", "from-the-proxy-42").send().await.unwrap();
    assert_eq!(forwarded.headers()["x-request-id"], "from-the-proxy-42");
}

/// A router with one slow page, served with short timeouts; returns its address and the
/// trigger of its shutdown.
async fn slow_server(timeouts: Timeouts) -> (std::net::SocketAddr, tokio::sync::oneshot::Sender<()>, tokio::task::JoinHandle<()>) {
    let router = Router::new()
        .route("/slow", get(|| async {
            tokio::time::sleep(Duration::from_millis(800)).await;
            "finished"
        }))
        .route("/echo", axum::routing::post(|body: String| async move { body }));
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let address = listener.local_addr().unwrap();
    let (stop, stopped) = tokio::sync::oneshot::channel::<()>();
    let server = tokio::spawn(serve(listener, RouterOnly, router, async { let _ = stopped.await; }, timeouts));
    (address, stop, server)
}

const SHORT: Timeouts = Timeouts {
    header_read: Duration::from_millis(300),
    body_read: Duration::from_millis(300),
    shutdown_grace: Duration::from_secs(5),
};

#[tokio::test]
async fn shutdown_finishes_the_requests_in_flight_and_takes_no_new_ones() {
    let (address, stop, server) = slow_server(SHORT).await;
    let in_flight = tokio::spawn(async move { reqwest::get(format!("http://{address}/slow")).await.unwrap().text().await.unwrap() });
    tokio::time::sleep(Duration::from_millis(200)).await;
    stop.send(()).unwrap();
    assert_eq!(in_flight.await.unwrap(), "finished");
    server.await.unwrap();
    assert!(tokio::net::TcpStream::connect(address).await.is_err(), "the listener is closed");
}

async fn impatient_site() -> support::TestApp {
    spawn_app_with(|settings| {
        settings.timeouts.header_read = Duration::from_millis(300);
        settings.timeouts.body_read = Duration::from_millis(300);
    })
    .await
}

#[tokio::test]
async fn a_client_too_slow_with_its_headers_is_disconnected() {
    let app = impatient_site().await;
    use tokio::io::{AsyncReadExt, AsyncWriteExt};
    let mut stream = tokio::net::TcpStream::connect(app.address).await.unwrap();
    stream.write_all(b"GET /en HTTP/1.1\r\nHost: x\r\n").await.unwrap();
    let mut answer = Vec::new();
    let read = tokio::time::timeout(Duration::from_secs(5), stream.read_to_end(&mut answer)).await;
    assert!(read.is_ok(), "the server closed the connection");
    let text = String::from_utf8_lossy(&answer);
    assert!(text.is_empty() || text.starts_with("HTTP/1.1 408"), "{text}");
}

#[tokio::test]
async fn a_body_that_does_not_arrive_in_time_is_answered_408_in_json() {
    let app = impatient_site().await;
    for path in ["/api/chat", "/api/chat/feedback"] {
        let request = format!(
            "POST {path} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\nConnection: close\r\n\r\n{{\"question\":"
        );
        assert_eq!(raw_request(app.address, request.as_bytes()).await, Some(408), "{path}");
    }
}
