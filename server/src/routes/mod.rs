//! Every HTTP route of the site. `router` is separate from start-up so tests can drive it.

mod builds;
mod chat;
mod client_errors;
mod health;
mod contacts;
mod i18n_messages;
mod page_data;
mod pages;
pub(crate) mod render_document;
mod seo;
mod static_files;

use axum::routing::{get, post};
use axum::Router;

use tower_http::compression::CompressionLayer;

use crate::http::add_security_headers;
use crate::state::AppState;

pub fn router(state: AppState) -> Router {
    Router::new()
        .route("/_i18n/{hash}/{locale}/messages.json", get(i18n_messages::messages_show))
        .route("/builds/latest.json", get(builds::builds_latest))
        .route("/api/client-errors", post(client_errors::client_errors_create))
        .route("/healthz", get(health::health_show))
        .route("/readyz", get(health::ready_show))
        .route("/api/chat", post(chat::chat_answer))
        .route("/api/chat/feedback", post(chat::chat_feedback_create))
        .route("/api/chat/suggestions", get(chat::chat_suggestions_index))
        .route("/api/csrf-cookie", get(contacts::csrf_cookie_show))
        .route("/v1/contacts", post(contacts::contacts_create))
        .route("/api/v1/contacts", post(contacts::contacts_intake))
        .route("/v1/people-stack", get(contacts::people_stack_index))
        .route("/sitemap.xml", get(seo::sitemap_all))
        .route("/it/sitemap.xml", get(seo::sitemap_it))
        .route("/en/sitemap.xml", get(seo::sitemap_en))
        .route("/robots.txt", get(seo::robots_show))
        .route("/feed.xml", get(seo::feed_it))
        .route("/it/feed.xml", get(seo::feed_it))
        .route("/en/feed.xml", get(seo::feed_en))
        .merge(static_files::routes(&state))
        .fallback(pages::pages_show)
        .layer(axum::middleware::map_response_with_state(state.clone(), seo::add_robots_header))
        .layer(axum::middleware::map_response_with_state(state.clone(), add_security_headers))
        // Brotli or gzip as the client accepts; tower-http leaves event streams and images alone.
        .layer(CompressionLayer::new())
        .with_state(state)
}
