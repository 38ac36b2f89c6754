//! Calls to the site's own JSON endpoints (same origin, so the session cookies go along).

use gloo_net::http::{Method, RequestBuilder};
use serde_json::Value;

/// Status and JSON body of `method path`, sending `body` as JSON if given; `None` when the
/// network failed. A body that is not JSON reads as `Null`: the caller goes by the status.
pub async fn json_call(method: Method, path: &str, body: Option<&Value>) -> Option<(u16, Value)> {
    let request = RequestBuilder::new(path).method(method);
    let request = match body {
        Some(body) => request.json(body).ok()?,
        None => request.build().ok()?,
    };
    let response = request.send().await.ok()?;
    let text = response.text().await.unwrap_or_default();
    Some((response.status(), serde_json::from_str(&text).unwrap_or(Value::Null)))
}
