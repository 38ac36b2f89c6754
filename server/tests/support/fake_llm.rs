//! A real HTTP server on loopback speaking the OpenAI chat-completions streaming format, told
//! how to behave, recording what it was asked.

use std::sync::{Arc, Mutex};
use std::time::Duration;

use axum::body::{Body, Bytes};
use axum::extract::State;
use axum::http::{HeaderMap, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::routing::post;
use axum::{Json, Router};
use serde_json::{json, Value};

#[derive(Clone, Debug)]
pub enum Behaviour {
    /// Streams these pieces, then `[DONE]`.
    Answer(Vec<&'static str>),
    /// Streams these pieces, each after `Duration`, then `[DONE]`.
    AnswerSlowly(Vec<&'static str>, Duration),
    /// Answers this status with an OpenAI-style error body.
    Status(u16),
    /// Streams these pieces, then breaks the connection.
    Cut(Vec<&'static str>),
    /// Streams these pieces and ends cleanly, without `[DONE]`.
    NoDone(Vec<&'static str>),
    /// Sends the headers, then nothing for this long.
    Silent(Duration),
}

#[derive(Clone, Debug)]
pub struct Recorded {
    pub authorization: Option<String>,
    pub body: Value,
}

pub struct FakeLlm {
    pub base_url: String,
    pub requests: Arc<Mutex<Vec<Recorded>>>,
}

impl FakeLlm {
    pub fn requests(&self) -> Vec<Recorded> {
        self.requests.lock().unwrap().clone()
    }
}

#[derive(Clone)]
struct Fake {
    behaviour: Behaviour,
    requests: Arc<Mutex<Vec<Recorded>>>,
}

fn chunk(text: &str) -> Bytes {
    let body = json!({ "id": "c1", "object": "chat.completion.chunk", "choices": [{ "index": 0, "delta": { "content": text }, "finish_reason": null }] });
    Bytes::from(format!("data: {body}\n\n"))
}

/// An event-stream body: `pieces`, each after `delay`, then `end` (more bytes, an error that
/// breaks the connection, or nothing).
fn stream_of(pieces: Vec<&'static str>, delay: Duration, end: Option<std::io::Result<Bytes>>) -> Body {
    let items: Vec<std::io::Result<Bytes>> = pieces.into_iter().map(|p| Ok(chunk(p))).chain(end).collect();
    Body::from_stream(futures_util::stream::unfold(items.into_iter(), move |mut items| async move {
        let item = items.next()?;
        tokio::time::sleep(delay).await;
        Some((item, items))
    }))
}

fn done() -> Option<std::io::Result<Bytes>> {
    Some(Ok(Bytes::from_static(b"data: [DONE]\n\n")))
}

async fn completions(State(fake): State<Fake>, headers: HeaderMap, Json(body): Json<Value>) -> Response {
    let authorization = headers.get("authorization").map(|v| v.to_str().unwrap().to_string());
    fake.requests.lock().unwrap().push(Recorded { authorization, body });
    let sse = |body: Body| ([("content-type", "text/event-stream")], body).into_response();
    match fake.behaviour {
        Behaviour::Answer(pieces) => sse(stream_of(pieces, Duration::ZERO, done())),
        Behaviour::AnswerSlowly(pieces, delay) => sse(stream_of(pieces, delay, done())),
        Behaviour::Status(code) => {
            let status = StatusCode::from_u16(code).unwrap();
            (status, Json(json!({ "error": { "message": "fake failure", "type": "server_error" } }))).into_response()
        }
        Behaviour::Cut(pieces) => sse(stream_of(pieces, Duration::ZERO, Some(Err(std::io::Error::other("cut"))))),
        Behaviour::NoDone(pieces) => sse(stream_of(pieces, Duration::ZERO, None)),
        Behaviour::Silent(wait) => sse(stream_of(vec!["late"], wait, done())),
    }
}

pub async fn fake_llm(behaviour: Behaviour) -> FakeLlm {
    let requests = Arc::new(Mutex::new(Vec::new()));
    let router = Router::new()
        .route("/v1/chat/completions", post(completions))
        .with_state(Fake { behaviour, requests: requests.clone() });
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let address = listener.local_addr().unwrap();
    tokio::spawn(async move { axum::serve(listener, router).await.unwrap() });
    FakeLlm { base_url: format!("http://{address}/v1"), requests }
}

/// An address where nothing listens: connections are refused.
pub async fn refusing_address() -> String {
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let address = listener.local_addr().unwrap();
    drop(listener);
    format!("http://{address}/v1")
}
