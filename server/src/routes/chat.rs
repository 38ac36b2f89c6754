use std::convert::Infallible;
use std::time::Duration;

use app::i18n::Locale;
use axum::body::Body;
use axum::extract::{Query, State};
use axum::http::{Request, StatusCode};
use axum::response::sse::{Event, KeepAlive, Sse};
use axum::response::{IntoResponse, Response};
use axum::Json;
use futures_util::StreamExt;
use serde::Deserialize;
use serde_json::json;

use crate::chat::{parse_chat_request, parse_feedback, store_feedback};
use crate::http::{client_ip, read_json_bytes, ApiError};
use crate::state::AppState;

const MAX_BODY_BYTES: usize = 32 * 1024;
/// A comment line this often keeps proxies from closing a stream waiting on a slow model.
const KEEP_ALIVE: Duration = Duration::from_secs(15);

/// The JSON body of a chat request from an address within its rate limit, parsed by `parse`,
/// or the error to answer (a parse error is a 400 with its message).
async fn chat_body<T, E: std::fmt::Display>(
    state: &AppState,
    request: Request<Body>,
    parse: fn(&[u8]) -> Result<T, E>,
) -> Result<T, ApiError> {
    state.chat_limit.check(client_ip(&request, &state.trusted_proxies))?;
    let body = read_json_bytes(request, MAX_BODY_BYTES).await?;
    parse(&body).map_err(|error| ApiError::BadRequest(error.to_string()))
}

/// `POST /api/chat`: a grounded answer as server-sent events `meta`, `sources`, `delta`…,
/// `done`. Bad input is refused with a JSON error before any stream starts.
pub async fn chat_answer(State(state): State<AppState>, request: Request<Body>) -> Result<Response, ApiError> {
    let question = chat_body(&state, request, parse_chat_request).await?;
    let events = state
        .live
        .current()
        .chat
        .respond(crate::ids::new_id(), question)
        .map(|event| Ok::<_, Infallible>(Event::default().event(event.name()).data(event.data().to_string())));
    Ok(Sse::new(events).keep_alive(KeepAlive::new().interval(KEEP_ALIVE)).into_response())
}

/// `POST /api/chat/feedback`: `{ message_id, rating: up|down, comment? }`, stored.
pub async fn chat_feedback_create(State(state): State<AppState>, request: Request<Body>) -> Result<Response, ApiError> {
    let feedback = chat_body(&state, request, parse_feedback).await?;
    store_feedback(&state.db, &feedback, crate::clock::now()).await.map_err(|error| {
        tracing::error!(%error, "storing chat feedback failed");
        ApiError::Storage
    })?;
    Ok((StatusCode::CREATED, Json(json!({ "status": "stored" }))).into_response())
}

#[derive(Deserialize)]
pub struct SuggestionsQuery {
    locale: Option<String>,
}

/// `GET /api/chat/suggestions?locale=`: starter questions from content/chat/.
pub async fn chat_suggestions_index(State(state): State<AppState>, Query(query): Query<SuggestionsQuery>) -> Result<Response, ApiError> {
    let locale = match query.locale.as_deref() {
        None => Locale::DEFAULT,
        Some(code) => Locale::parse(code).ok_or_else(|| ApiError::BadRequest(format!("Unknown locale: {code}")))?,
    };
    Ok(Json(json!({ "locale": locale.code(), "suggestions": state.live.current().content.chat_starters(locale) })).into_response())
}
