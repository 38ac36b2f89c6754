//! The portal calls from the browser (same origin, so the session cookies go along).

use serde_json::Value;
use wasm_bindgen::JsCast;
use wasm_bindgen_futures::JsFuture;

/// Status and JSON body of `method path` with an optional JSON body; `None` when the network
/// failed.
pub async fn call(method: &str, path: &str, body: Option<&Value>) -> Option<(u16, Value)> {
    let window = web_sys::window()?;
    let init = web_sys::RequestInit::new();
    init.set_method(method);
    if let Some(body) = body {
        let headers = web_sys::Headers::new().ok()?;
        headers.set("Content-Type", "application/json").ok()?;
        init.set_headers(&headers);
        init.set_body(&wasm_bindgen::JsValue::from_str(&body.to_string()));
    }
    let response: web_sys::Response = JsFuture::from(window.fetch_with_str_and_init(path, &init)).await.ok()?.dyn_into().ok()?;
    let status = response.status();
    let text = JsFuture::from(response.text().ok()?).await.ok()?.as_string().unwrap_or_default();
    Some((status, serde_json::from_str(&text).unwrap_or(Value::Null)))
}
