use axum::extract::State;
use axum::http::header;
use axum::response::{IntoResponse, Response};

use crate::state::AppState;

/// `GET /metrics`: Prometheus text format. The notification backlog is read from the
/// database now, so every replica reports the shared queue.
pub async fn metrics_show(State(state): State<AppState>) -> Response {
    match state.contacts.outbox.backlog().await {
        Ok(backlog) => {
            state.metrics.outbox_backlog.set(backlog);
        }
        Err(error) => tracing::warn!(%error, "metrics: cannot read the notification backlog"),
    }
    ([(header::CONTENT_TYPE, "application/openmetrics-text; version=1.0.0; charset=utf-8")], state.metrics.encode()).into_response()
}
