//! Request ids and the span every request is logged in: method, path (never the query, which
//! may carry a visitor's question) and the id the response echoes in `x-request-id`.

use axum::http::{HeaderValue, Request};
use tower_http::request_id::{MakeRequestId, RequestId};

/// An incoming `x-request-id` (from a proxy) is kept; otherwise one is made here.
#[derive(Clone, Copy, Default)]
pub struct NewRequestId;

impl MakeRequestId for NewRequestId {
    fn make_request_id<B>(&mut self, _request: &Request<B>) -> Option<RequestId> {
        HeaderValue::from_str(&crate::ids::new_id()[..16]).ok().map(RequestId::new)
    }
}

pub fn request_span<B>(request: &Request<B>) -> tracing::Span {
    let id = request.headers().get("x-request-id").and_then(|v| v.to_str().ok()).unwrap_or_default();
    tracing::info_span!("request", id = %id, method = %request.method(), path = %request.uri().path())
}
