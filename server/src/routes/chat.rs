use std::convert::Infallible;
use std::time::Duration;

use axum::body::Body;
use axum::extract::State;
use axum::http::{header, Request};
use axum::response::sse::{Event, KeepAlive, Sse};
use axum::response::{IntoResponse, Response};
use futures_util::stream;
use serde_json::json;

use crate::chat::{offline_answer, parse_chat_request, Answer};
use crate::http::{client_ip, ApiError};
use crate::state::AppState;

const MAX_BODY_BYTES: usize = 32 * 1024;
const SOURCES: usize = 4;
/// Words per `delta` event: small enough to render progressively.
const WORDS_PER_DELTA: usize = 4;

/// `POST /api/chat`: a grounded answer as server-sent events `meta`, `sources`, `delta`…,
/// `done`. Bad input is refused with a JSON error before any stream starts.
pub async fn chat_answer(State(state): State<AppState>, request: Request<Body>) -> Response {
    if let Err(limited) = state.chat_limit.check(client_ip(&request)) {
        return ApiError::from(limited).into_response();
    }
    let is_json = request
        .headers()
        .get(header::CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
        .is_some_and(|v| v.split(';').next().is_some_and(|t| t.trim().eq_ignore_ascii_case("application/json")));
    if !is_json {
        return ApiError::UnsupportedMediaType.into_response();
    }
    let Ok(body) = axum::body::to_bytes(request.into_body(), MAX_BODY_BYTES).await else {
        return ApiError::BodyTooLarge.into_response();
    };
    let question = match parse_chat_request(&body) {
        Ok(question) => question,
        Err(error) => return ApiError::BadRequest(error.to_string()).into_response(),
    };
    let retrieval_query = match question.previous_question() {
        Some(previous) => format!("{} {previous}", question.question),
        None => question.question.clone(),
    };
    let hits = state.chat.search(&retrieval_query, question.locale, SOURCES);
    let weight = |term: &str| state.chat.weight(term);
    let answer = offline_answer(&question.question, question.previous_question(), question.locale, &hits, &weight);
    let id = crate::ids::new_id();
    tracing::info!(answer = %id, mode = "offline", grounded = answer.grounded, sources = answer.sources.len(), "chat answer");
    let events = answer_events(&id, question.locale.code(), &answer);
    Sse::new(stream::iter(events.into_iter().map(Ok::<_, Infallible>)))
        .keep_alive(KeepAlive::new().interval(Duration::from_secs(15)))
        .into_response()
}

fn answer_events(id: &str, locale: &str, answer: &Answer) -> Vec<Event> {
    let event = |name: &str, data: serde_json::Value| Event::default().event(name).data(data.to_string());
    let mut events = vec![
        event("meta", json!({ "id": id, "locale": locale, "mode": "offline" })),
        event("sources", json!(answer.sources)),
    ];
    let words: Vec<&str> = answer.text.split_inclusive(' ').collect();
    for piece in words.chunks(WORDS_PER_DELTA) {
        events.push(event("delta", json!({ "text": piece.concat() })));
    }
    events.push(event("done", json!({ "finish_reason": "stop", "cited": answer.cited, "grounded": answer.grounded })));
    events
}
