//! Every HTTP route of the site. `router` is separate from start-up so tests can drive it.

mod builds;
mod cached_pages;
pub use cached_pages::CachedPages;
mod chat;
mod client_errors;
pub(crate) mod contacts;
mod health;
mod i18n_messages;
mod metrics;
mod page_data;
mod pages;
pub(crate) mod render_document;
mod seo;
mod static_files;

use axum::handler::Handler;
use axum::middleware::from_fn_with_state;
use axum::routing::{get, post};
use axum::Router;

use tower_http::compression::CompressionLayer;

use crate::dev::dev_routes;
use crate::http::every_request;
use crate::portal::{mock_routes, portal_routes};
use crate::state::AppState;

/// The portal's calls and the contact endpoints: real (the portal forwarded) in production; in
/// development the mock's, which answer the portal's calls and slow the contact form down.
fn portal_and_contacts(state: &AppState) -> Router<AppState> {
    if state.mock.is_some() {
        return mock_routes();
    }
    portal_routes()
        .route("/v1/contacts", post(contacts::contacts_create))
        .route("/api/v1/contacts", post(contacts::contacts_intake))
        .route("/v1/people-stack", get(contacts::people_stack_index))
}

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
        .merge(portal_and_contacts(&state))
        .route("/sitemap.xml", get(seo::sitemap_all))
        .route("/it/sitemap.xml", get(seo::sitemap_it))
        .route("/en/sitemap.xml", get(seo::sitemap_en))
        .route("/robots.txt", get(seo::robots_show))
        .route("/feed.xml", get(seo::feed_it))
        .route("/it/feed.xml", get(seo::feed_it))
        .route("/en/feed.xml", get(seo::feed_en))
        .route("/metrics", get(metrics::metrics_show))
        .merge(if state.dev.is_some() { dev_routes() } else { Router::new() })
        .merge(static_files::routes(&state))
        // Inside the routing, so that the route's pattern is known (for metrics).
        .route_layer(from_fn_with_state(state.clone(), every_request))
        .fallback(pages::pages_show.layer(from_fn_with_state(state.clone(), every_request)))
        // Brotli or gzip as the client accepts; tower-http leaves event streams and images alone.
        .layer(CompressionLayer::new())
        .with_state(state)
}
