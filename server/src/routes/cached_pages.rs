use axum::body::Body;
use axum::extract::{Request, State};
use axum::http::Method;
use axum::middleware::Next;
use axum::response::Response;

use crate::http::RequestRecord;
use crate::state::AppState;

/// The page cache's key for `request`, when its page depends on the path alone: a GET or HEAD
/// without a query, other than the root (whose language detection reads the request).
pub fn cacheable_path<B>(request: &Request<B>) -> Option<&str> {
    let path = request.uri().path();
    let cacheable = matches!(*request.method(), Method::GET | Method::HEAD) && request.uri().query().is_none() && path != "/";
    cacheable.then_some(path)
}

/// The fast path: a page already in the cache is answered before routing and the rest of the
/// stack (its bytes are compressed and its headers ready), logged and counted like any
/// response. Everything else goes on to the router, which fills the cache.
pub async fn cached_pages(State(state): State<AppState>, request: Request<Body>, next: Next) -> Response {
    if let Some(page) = cacheable_path(&request).and_then(|path| state.pages.get(path)) {
        let record = RequestRecord::start(&request, "page".into());
        return record.finish_ready(&state, page.respond(request.headers()));
    }
    next.run(request).await
}
