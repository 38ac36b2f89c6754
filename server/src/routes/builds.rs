use axum::extract::State;
use axum::http::header;
use axum::response::IntoResponse;
use axum::Json;
use serde_json::json;

use crate::state::AppState;

/// `GET /builds/latest.json`: the running build, for clients to notice a new deployment.
pub async fn builds_latest(State(state): State<AppState>) -> impl IntoResponse {
    ([(header::CACHE_CONTROL, "no-store")], Json(json!({ "id": state.frontend.build_id })))
}
