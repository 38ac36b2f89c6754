use axum::extract::State;
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use axum::Json;
use serde_json::json;

use crate::state::AppState;

/// `GET /healthz`: the process is up and answering.
pub async fn health_show() -> Response {
    Json(json!({ "status": "ok" })).into_response()
}

/// `GET /readyz`: ready for traffic, which needs the database.
pub async fn ready_show(State(state): State<AppState>) -> Response {
    match sqlx::query("SELECT 1").execute(&state.db).await {
        Ok(_) => Json(json!({ "status": "ready" })).into_response(),
        Err(error) => {
            tracing::warn!(%error, "readiness check: the database is unreachable");
            (StatusCode::SERVICE_UNAVAILABLE, Json(json!({ "status": "unavailable", "error": "database unreachable" }))).into_response()
        }
    }
}
