use std::path::PathBuf;

use axum::Router;
use tower_http::services::{ServeDir, ServeFile};

use crate::state::AppState;

/// The built site: cargo-leptos output under /pkg, Vite output under /widgets, and the files of
/// public/ copied to the site root.
pub fn routes(state: &AppState) -> Router<AppState> {
    let root = PathBuf::from(state.leptos.site_root.as_ref());
    let pkg_dir = state.leptos.site_pkg_dir.to_string();
    Router::new()
        .nest_service(&format!("/{pkg_dir}"), ServeDir::new(root.join(&pkg_dir)))
        .nest_service("/widgets", ServeDir::new(&state.widgets_dir))
        .nest_service("/images", ServeDir::new(root.join("images")))
        .route_service("/favicon.svg", ServeFile::new(root.join("favicon.svg")))
}
