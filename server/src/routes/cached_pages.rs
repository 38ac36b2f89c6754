use axum::body::Body;
use axum::extract::{Request, State};
use axum::http::{Method, StatusCode};
use axum::middleware::Next;
use axum::response::Response;

use crate::http::RequestRecord;
use crate::state::AppState;

/// The fast path: a page already in the cache is answered before routing and the rest of the
/// stack (its bytes are compressed already), with the same headers, log and metrics as any
/// response. Everything else goes on to the router.
pub async fn cached_pages(State(state): State<AppState>, request: Request<Body>, next: Next) -> Response {
    let cacheable = matches!(*request.method(), Method::GET | Method::HEAD) && request.uri().query().is_none();
    if let Some(page) = cacheable.then(|| state.pages.get(request.uri().path())).flatten() {
        let record = RequestRecord::start(&request, "page".into());
        let response = page.respond(request.headers());
        // A 200 carries the site's headers from the cache; a 304 gets them here.
        if response.status() == StatusCode::OK {
            return record.finish_ready(&state, response);
        }
        return record.finish(&state, response);
    }
    next.run(request).await
}
