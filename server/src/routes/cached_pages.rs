use axum::body::Bytes;
use axum::http::{Method, Request, Response};
use hyper::body::Incoming;

use crate::http::RequestRecord;
use crate::serve::FastPath;
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
#[derive(Clone)]
pub struct CachedPages(pub AppState);

impl FastPath for CachedPages {
    fn answer(&self, request: &Request<Incoming>) -> Option<Response<Bytes>> {
        let page = cacheable_path(request).and_then(|path| self.0.live.peek().pages.get(path))?;
        let record = RequestRecord::start(request, "page".into());
        Some(record.finish_ready(&self.0, page.respond(request.headers())))
    }
}
