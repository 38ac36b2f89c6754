//! Cache-Control policies, set on successful responses only: a 404 for a file not deployed yet
//! must not be cached for a year.

use axum::http::{header, HeaderValue, Response};
use tower::util::MapResponseLayer;

/// Content-addressed files (hashed names, versioned paths): never change, never revalidated.
pub const IMMUTABLE: &str = "public, max-age=31536000, immutable";
/// Files the operator may replace under the same name (images, the favicon).
pub const A_DAY: &str = "public, max-age=86400";
/// Always revalidated (HTML, unversioned build files): a 304 when unchanged.
pub const REVALIDATE: &str = "no-cache";

/// A layer that sets `policy` on 2xx and 304 responses.
pub fn cache_control<B>(policy: &'static str) -> MapResponseLayer<impl Fn(Response<B>) -> Response<B> + Clone> {
    MapResponseLayer::new(move |mut response: Response<B>| {
        let status = response.status();
        if status.is_success() || status == axum::http::StatusCode::NOT_MODIFIED {
            response.headers_mut().insert(header::CACHE_CONTROL, HeaderValue::from_static(policy));
        }
        response
    })
}
