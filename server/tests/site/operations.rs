//! What an operator relies on: metrics, request ids, slow clients cut off, and a shutdown that
//! lets requests in flight finish.

use std::time::Duration;

use crate::support::{raw_request, spawn_app, spawn_app_with};
use axum::routing::get;
use axum::Router;
use serde_json::json;
use server::serve::{serve, RouterOnly, Timeouts};

#[tokio::test]
async fn metrics_count_requests_by_route_and_status_and_answers_by_mode() {
    let app = spawn_app().await;
    app.get("/en/about").await;
    app.get("/en/no-such-secret-path").await;
    let chat =
        app.client.post(app.url("/api/chat")).json(&json!({ "question": "When was Acme founded?", "locale": "en" })).send().await.unwrap();
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
        .route(
            "/slow",
            get(|| async {
                tokio::time::sleep(Duration::from_millis(800)).await;
                "finished"
            }),
        )
        .route("/echo", axum::routing::post(|body: String| async move { body }));
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let address = listener.local_addr().unwrap();
    let (stop, stopped) = tokio::sync::oneshot::channel::<()>();
    let server = tokio::spawn(serve(
        listener,
        RouterOnly,
        router,
        async {
            let _ = stopped.await;
        },
        timeouts,
        100,
    ));
    (address, stop, server)
}

const SHORT: Timeouts =
    Timeouts { header_read: Duration::from_millis(300), body_read: Duration::from_millis(300), shutdown_grace: Duration::from_secs(5) };

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

async fn impatient_site() -> crate::support::TestApp {
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

#[tokio::test]
async fn invented_methods_share_one_metric_series() {
    let app = spawn_app().await;
    let series = |text: &str| text.lines().filter(|l| l.starts_with("http_requests_total")).count();
    for i in 0..3 {
        raw_request(app.address, format!("FOO{i} /en HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n").as_bytes()).await;
    }
    let before = series(&app.get("/metrics").await.text().await.unwrap());
    for i in 3..33 {
        raw_request(app.address, format!("M{i}X /api/chat HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n").as_bytes()).await;
        raw_request(app.address, format!("QQ{i} /en/about HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n").as_bytes()).await;
    }
    let text = app.get("/metrics").await.text().await.unwrap();
    assert!(text.contains(r#"method="OTHER""#), "{text}");
    assert!(!text.contains("M3X") && !text.contains("QQ3"), "{text}");
    // At most the series of the new routes and statuses, whatever the number of methods.
    assert!(series(&text) <= before + 3, "{before} series grew to {}:\n{text}", series(&text));
}

/// How long the server takes to close `stream`, which sends nothing more; `None` if it is
/// still open after `limit`.
async fn closed_within(mut stream: tokio::net::TcpStream, limit: Duration) -> Option<Duration> {
    use tokio::io::AsyncReadExt;
    let started = std::time::Instant::now();
    let mut sink = Vec::new();
    tokio::time::timeout(limit, stream.read_to_end(&mut sink)).await.ok()?.ok()?;
    Some(started.elapsed())
}

#[tokio::test]
async fn a_connection_that_sends_nothing_is_closed_after_the_header_timeout() {
    use tokio::io::AsyncWriteExt;
    let app = impatient_site().await;
    let silent = tokio::net::TcpStream::connect(app.address).await.unwrap();
    let waited = closed_within(silent, Duration::from_secs(5)).await.expect("a silent connection is closed");
    assert!(waited >= Duration::from_millis(250), "{waited:?}: not before its time");
    // One byte that could begin either HTTP/1.1 or the HTTP/2 preface, then silence.
    let mut hesitant = tokio::net::TcpStream::connect(app.address).await.unwrap();
    hesitant.write_all(b"P").await.unwrap();
    assert!(closed_within(hesitant, Duration::from_secs(5)).await.is_some(), "a connection that stalls in the preface is closed");
    // A kept-alive connection that goes quiet after its answer.
    let mut idle = tokio::net::TcpStream::connect(app.address).await.unwrap();
    idle.write_all(b"GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n").await.unwrap();
    assert!(closed_within(idle, Duration::from_secs(5)).await.is_some(), "an idle kept-alive connection is closed");
}

#[tokio::test]
async fn a_trickled_body_is_cut_at_its_deadline() {
    use tokio::io::{AsyncReadExt, AsyncWriteExt};
    let app = impatient_site().await;
    let mut stream = tokio::net::TcpStream::connect(app.address).await.unwrap();
    stream
        .write_all(b"POST /api/chat HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n")
        .await
        .unwrap();
    let started = std::time::Instant::now();
    // A byte every 100 ms: each arrives well inside the 300 ms allowed for the whole body.
    let trickle = async {
        for _ in 0..100 {
            if stream.write_all(b" ").await.is_err() {
                break;
            }
            tokio::time::sleep(Duration::from_millis(100)).await;
        }
    };
    let _ = tokio::time::timeout(Duration::from_secs(3), trickle).await;
    let mut answer = Vec::new();
    let _ = tokio::time::timeout(Duration::from_secs(2), stream.read_to_end(&mut answer)).await;
    let text = String::from_utf8_lossy(&answer);
    assert!(text.starts_with("HTTP/1.1 408"), "{text}");
    assert!(text.contains("The request body did not arrive in time"), "{text}");
    assert!(started.elapsed() < Duration::from_secs(5));
}

#[tokio::test]
async fn connections_beyond_the_cap_are_refused_with_503_and_later_ones_served() {
    use tokio::io::{AsyncReadExt, AsyncWriteExt};
    let app = spawn_app_with(|settings| settings.max_connections = 3).await;
    let mut open = Vec::new();
    for _ in 0..3 {
        let mut stream = tokio::net::TcpStream::connect(app.address).await.unwrap();
        // Half a request: the connection stays open, waiting for the rest.
        stream.write_all(b"GET /healthz HTTP/1.1\r\n").await.unwrap();
        open.push(stream);
    }
    tokio::time::sleep(Duration::from_millis(100)).await;
    let mut refused = tokio::net::TcpStream::connect(app.address).await.unwrap();
    let mut answer = Vec::new();
    tokio::time::timeout(Duration::from_secs(5), refused.read_to_end(&mut answer)).await.unwrap().unwrap();
    let text = String::from_utf8_lossy(&answer);
    assert!(text.starts_with("HTTP/1.1 503"), "{text}");
    assert!(text.ends_with(r#"{"error":"The server is busy, please try again"}"#), "{text}");
    drop(open.pop());
    tokio::time::sleep(Duration::from_millis(100)).await;
    assert_eq!(app.get("/healthz").await.status(), 200, "a freed place is taken again");
}
