//! What the open pages of a development server are told: reload, or here is why the content
//! was refused. Pages listen at `/_dev/events` through `/_dev/reload.js`.

use std::convert::Infallible;
use std::time::Duration;

use axum::extract::State;
use axum::http::header;
use axum::response::sse::{Event, KeepAlive, Sse};
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use axum::Router;
use futures_util::StreamExt;
use tokio::sync::broadcast;
use tokio_stream::wrappers::BroadcastStream;

use crate::state::AppState;

/// The script every development page loads.
const RELOAD_SCRIPT: &str = include_str!("reload.js");

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum DevEvent {
    /// New content is being served.
    Reload,
    /// An edit was refused: why.
    Problem(String),
}

/// The open pages' channel.
#[derive(Clone)]
pub struct DevEvents(broadcast::Sender<DevEvent>);

impl Default for DevEvents {
    fn default() -> Self {
        DevEvents(broadcast::channel(16).0)
    }
}

impl DevEvents {
    pub fn send(&self, event: DevEvent) {
        // Nobody listening is fine: no page is open.
        let _ = self.0.send(event);
    }
}

async fn events_index(State(state): State<AppState>) -> Response {
    let Some(dev) = &state.dev else { return axum::http::StatusCode::NOT_FOUND.into_response() };
    let stream = BroadcastStream::new(dev.0.subscribe()).filter_map(|event| async move {
        let event = match event.ok()? {
            DevEvent::Reload => Event::default().event("reload").data("content"),
            DevEvent::Problem(text) => Event::default().event("problem").data(text),
        };
        Some(Ok::<_, Infallible>(event))
    });
    Sse::new(stream).keep_alive(KeepAlive::new().interval(Duration::from_secs(15))).into_response()
}

async fn reload_script() -> Response {
    ([(header::CONTENT_TYPE, "text/javascript; charset=utf-8"), (header::CACHE_CONTROL, "no-store")], RELOAD_SCRIPT).into_response()
}

/// `/_dev/events` and `/_dev/reload.js`.
pub fn dev_routes() -> Router<AppState> {
    Router::new().route("/_dev/events", get(events_index)).route("/_dev/reload.js", get(reload_script))
}
