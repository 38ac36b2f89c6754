use std::path::Path;

use axum::Router;
use tower_http::services::{ServeDir, ServeFile};

use crate::assets::precompressed_are_fresh;
use crate::config::AppEnv;
use crate::http::{cache_control, A_DAY, IMMUTABLE, REVALIDATE};
use crate::state::AppState;

/// A folder served with the `.br` and `.gz` files the build wrote beside its files, when they
/// are current.
fn serve_dir(dir: &Path, precompressed: bool) -> ServeDir {
    let serve = ServeDir::new(dir);
    if precompressed && precompressed_are_fresh(dir) {
        serve.precompressed_br().precompressed_gzip()
    } else {
        if precompressed {
            tracing::warn!(dir = %dir.display(), "precompressed files older than their originals: serving uncompressed files (run scripts/precompress.sh after a build)");
        }
        serve
    }
}

/// The built site: cargo-leptos output under /pkg (versioned by the build id for pages, plain
/// for tools), Vite output under /widgets, and the files of public/ copied to the site root.
pub fn routes(state: &AppState) -> Router<AppState> {
    let production = state.app_env == AppEnv::Production;
    let pkg = state.site_root.join(&state.pkg_dir);
    let widget_assets = state.widgets_dir.join("assets");
    // `make dev` rebuilds widgets under the same names: no caching there.
    let widget_policy = if production { IMMUTABLE } else { REVALIDATE };
    Router::new()
        .nest_service(
            &format!("/{}/{}", state.pkg_dir, state.frontend.build_id),
            tower::ServiceBuilder::new().layer(cache_control(IMMUTABLE)).service(serve_dir(&pkg, production)),
        )
        .nest_service(
            &format!("/{}", state.pkg_dir),
            tower::ServiceBuilder::new().layer(cache_control(REVALIDATE)).service(serve_dir(&pkg, production)),
        )
        .nest_service(
            "/widgets/assets",
            tower::ServiceBuilder::new().layer(cache_control(widget_policy)).service(serve_dir(&widget_assets, production)),
        )
        .nest_service("/widgets", tower::ServiceBuilder::new().layer(cache_control(REVALIDATE)).service(ServeDir::new(&state.widgets_dir)))
        .nest_service(
            "/images",
            tower::ServiceBuilder::new().layer(cache_control(A_DAY)).service(ServeDir::new(state.site_root.join("images"))),
        )
        .route_service(
            "/favicon.svg",
            tower::ServiceBuilder::new().layer(cache_control(A_DAY)).service(ServeFile::new(state.site_root.join("favicon.svg"))),
        )
}
