//! A real HTTP server on loopback speaking the OpenAI chat-completions streaming format the way
//! real servers do (llama.cpp's among them: a first chunk with only the role, a last one with
//! the `finish_reason`, a `usage` chunk, `[DONE]`), told how to behave, recording what it was
//! asked.

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
    /// Streams these pieces, then `finish_reason: stop`, then `[DONE]`.
    Answer(Vec<&'static str>),
    /// Streams these pieces, each after `Duration`, then ends as `Answer` does.
    AnswerSlowly(Vec<&'static str>, Duration),
    /// Answers this status with an OpenAI-style error body.
    Status(u16),
    /// Streams these pieces, then breaks the connection.
    Cut(Vec<&'static str>),
    /// Streams these pieces and ends cleanly, without `[DONE]`.
    NoDone(Vec<&'static str>),
    /// Sends the headers, then nothing for this long.
    Silent(Duration),
    /// Streams these pieces, then `[DONE]` with no `finish_reason`: how llama.cpp's server
    /// ends an answer another request interrupted.
    Interrupted(Vec<&'static str>),
    /// Reads its prompt back: the rules, then the sources' markup (a weak model does).
    Echo,
    /// Like a chat template that wants the roles to alternate: a conversation with two turns
    /// of one role in a row gets 200 and an empty stream; any other gets `Answer`.
    StrictRoles(Vec<&'static str>),
    /// One generation at a time, each streaming these pieces slowly; a request arriving
    /// meanwhile waits for the one before.
    OneAtATime(Vec<&'static str>, Duration),
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
    /// Held by the generation under way, for `OneAtATime`.
    busy: Arc<tokio::sync::Mutex<()>>,
}

fn data(value: Value) -> std::io::Result<Bytes> {
    Ok(Bytes::from(format!("data: {value}\n\n")))
}

fn text(piece: &str) -> std::io::Result<Bytes> {
    data(
        json!({ "id": "c1", "object": "chat.completion.chunk", "choices": [{ "index": 0, "delta": { "content": piece }, "finish_reason": null }] }),
    )
}

fn role_only() -> std::io::Result<Bytes> {
    data(
        json!({ "id": "c1", "object": "chat.completion.chunk", "choices": [{ "index": 0, "delta": { "role": "assistant" }, "finish_reason": null }] }),
    )
}

fn finished() -> std::io::Result<Bytes> {
    data(json!({ "id": "c1", "object": "chat.completion.chunk", "choices": [{ "index": 0, "delta": {}, "finish_reason": "stop" }] }))
}

fn usage() -> std::io::Result<Bytes> {
    data(
        json!({ "id": "c1", "object": "chat.completion.chunk", "choices": [], "usage": { "prompt_tokens": 100, "completion_tokens": 12 } }),
    )
}

fn done() -> std::io::Result<Bytes> {
    Ok(Bytes::from_static(b"data: [DONE]\n\n"))
}

/// An event-stream body of `items`, each after `delay`.
fn stream_of(items: Vec<std::io::Result<Bytes>>, delay: Duration) -> Body {
    Body::from_stream(futures_util::stream::unfold(items.into_iter(), move |mut items| async move {
        let item = items.next()?;
        tokio::time::sleep(delay).await;
        Some((item, items))
    }))
}

/// A whole, well-ended answer.
fn answer(pieces: &[&str]) -> Vec<std::io::Result<Bytes>> {
    std::iter::once(role_only()).chain(pieces.iter().map(|p| text(p))).chain([finished(), usage(), done()]).collect()
}

fn roles_alternate(body: &Value) -> bool {
    let roles: Vec<&str> =
        body["messages"].as_array().into_iter().flatten().filter_map(|m| m["role"].as_str()).filter(|r| *r != "system").collect();
    roles.windows(2).all(|pair| pair[0] != pair[1])
}

async fn completions(State(fake): State<Fake>, headers: HeaderMap, Json(body): Json<Value>) -> Response {
    let authorization = headers.get("authorization").map(|v| v.to_str().unwrap().to_string());
    fake.requests.lock().unwrap().push(Recorded { authorization, body: body.clone() });
    let sse = |body: Body| ([("content-type", "text/event-stream")], body).into_response();
    match fake.behaviour {
        Behaviour::Answer(pieces) => sse(stream_of(answer(&pieces), Duration::ZERO)),
        Behaviour::AnswerSlowly(pieces, delay) => sse(stream_of(answer(&pieces), delay)),
        Behaviour::Status(code) => {
            let status = StatusCode::from_u16(code).unwrap();
            (status, Json(json!({ "error": { "message": "fake failure", "type": "server_error" } }))).into_response()
        }
        Behaviour::Cut(pieces) => {
            let items = pieces.iter().map(|p| text(p)).chain([Err(std::io::Error::other("cut"))]).collect();
            sse(stream_of(items, Duration::ZERO))
        }
        Behaviour::NoDone(pieces) => sse(stream_of(pieces.iter().map(|p| text(p)).chain([finished()]).collect(), Duration::ZERO)),
        Behaviour::Silent(wait) => sse(stream_of(answer(&["late"]), wait)),
        Behaviour::Interrupted(pieces) => sse(stream_of(pieces.iter().map(|p| text(p)).chain([done()]).collect(), Duration::ZERO)),
        Behaviour::Echo => {
            let prompt: String = body["messages"]
                .as_array()
                .unwrap()
                .iter()
                .map(|m| m["content"].as_str().unwrap().to_string())
                .collect::<Vec<_>>()
                .join("\n");
            let pieces: Vec<String> = prompt.split_inclusive(' ').map(String::from).collect();
            let items = std::iter::once(role_only()).chain(pieces.iter().map(|p| text(p))).chain([finished(), done()]).collect();
            sse(stream_of(items, Duration::ZERO))
        }
        Behaviour::StrictRoles(pieces) if roles_alternate(&body) => sse(stream_of(answer(&pieces), Duration::ZERO)),
        Behaviour::StrictRoles(_) => sse(stream_of(vec![done()], Duration::ZERO)),
        Behaviour::OneAtATime(pieces, delay) => {
            let turn = fake.busy.clone().lock_owned().await;
            let items = answer(&pieces);
            let body =
                Body::from_stream(futures_util::stream::unfold((items.into_iter(), Some(turn)), move |(mut items, turn)| async move {
                    tokio::time::sleep(delay).await;
                    // The turn is given up with the last item, when the stream is dropped.
                    let item = items.next()?;
                    Some((item, (items, turn)))
                }));
            sse(body)
        }
    }
}

pub async fn fake_llm(behaviour: Behaviour) -> FakeLlm {
    let requests = Arc::new(Mutex::new(Vec::new()));
    let router = Router::new().route("/v1/chat/completions", post(completions)).with_state(Fake {
        behaviour,
        requests: requests.clone(),
        busy: Arc::default(),
    });
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
