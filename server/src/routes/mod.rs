//! Every HTTP route of the site. `router` is separate from start-up so tests can drive it.

mod builds;
mod client_errors;
mod i18n_messages;
mod page_data;
mod pages;
mod static_files;

use axum::routing::{get, post};
use axum::Router;

use crate::state::AppState;

pub fn router(state: AppState) -> Router {
    Router::new()
        .route("/_i18n/{hash}/{locale}/messages.json", get(i18n_messages::messages_show))
        .route("/builds/latest.json", get(builds::builds_latest))
        .route("/api/client-errors", post(client_errors::client_errors_create))
        .merge(static_files::routes(&state))
        .fallback(pages::pages_show)
        .with_state(state)
}
