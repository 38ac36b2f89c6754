use axum::extract::State;
use axum::http::{header, HeaderName, HeaderValue};
use axum::response::Response;
use base64::Engine;
use sha2::{Digest, Sha256};

use crate::state::AppState;

/// The security headers of every response. The Content-Security-Policy allows the page's inline
/// scripts (theme boot, island hydration) by their hashes: pages stay byte-identical between
/// requests, so they can be cached and compressed once, which per-response nonces would prevent.
#[derive(Debug, Clone)]
pub struct SecurityHeaders {
    csp: HeaderValue,
    hsts: bool,
}

impl SecurityHeaders {
    /// `html` is any rendered page: every page carries the same inline scripts.
    pub fn for_pages(html: &str, https: bool) -> Self {
        let hashes = inline_script_hashes(html).join(" ");
        let csp = format!(
            "default-src 'self'; script-src 'self' 'wasm-unsafe-eval' {hashes}; style-src 'self'; \
             img-src 'self' data:; font-src 'self'; connect-src 'self'; manifest-src 'self'; \
             object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'"
        );
        Self { csp: HeaderValue::from_str(&csp).expect("the policy is ASCII"), hsts: https }
    }
}

/// `'sha256-…'` of each inline script that runs (JSON-LD and other data blocks do not).
pub fn inline_script_hashes(html: &str) -> Vec<String> {
    let mut hashes = Vec::new();
    let mut rest = html;
    while let Some(start) = rest.find("<script") {
        let after = &rest[start..];
        let Some(open_end) = after.find('>') else { break };
        let tag = &after[..open_end];
        let Some(close) = after.find("</script>") else { break };
        let body = &after[open_end + 1..close];
        let executable = !tag.contains("src=") && (!tag.contains("type=") || tag.contains(r#"type="module""#));
        if executable && !body.is_empty() {
            let digest = Sha256::digest(body.as_bytes());
            let hash = format!("'sha256-{}'", base64::engine::general_purpose::STANDARD.encode(digest));
            if !hashes.contains(&hash) {
                hashes.push(hash);
            }
        }
        rest = &after[close + "</script>".len()..];
    }
    hashes
}

pub async fn add_security_headers(State(state): State<AppState>, mut response: Response) -> Response {
    let security = &state.security;
    let headers = response.headers_mut();
    headers.insert(header::CONTENT_SECURITY_POLICY, security.csp.clone());
    headers.insert(header::X_CONTENT_TYPE_OPTIONS, HeaderValue::from_static("nosniff"));
    headers.insert(header::REFERRER_POLICY, HeaderValue::from_static("strict-origin-when-cross-origin"));
    headers.insert(
        HeaderName::from_static("permissions-policy"),
        HeaderValue::from_static("camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()"),
    );
    headers.insert(HeaderName::from_static("cross-origin-opener-policy"), HeaderValue::from_static("same-origin"));
    if security.hsts {
        headers.insert(header::STRICT_TRANSPORT_SECURITY, HeaderValue::from_static("max-age=31536000; includeSubDomains"));
    }
    response
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_inline_executable_scripts_are_hashed() {
        let html = r#"<script>a()</script><script type="module">b()</script><script src="/x.js"></script>
            <script type="application/ld+json">{"x":1}</script><script>a()</script>"#;
        let hashes = inline_script_hashes(html);
        assert_eq!(hashes.len(), 2);
        let expected = base64::engine::general_purpose::STANDARD.encode(Sha256::digest(b"a()"));
        assert_eq!(hashes[0], format!("'sha256-{expected}'"));
    }

    #[test]
    fn the_policy_has_no_unsafe_inline_scripts() {
        let headers = SecurityHeaders::for_pages("<script>a()</script>", false);
        let csp = headers.csp.to_str().unwrap();
        assert!(csp.contains("script-src 'self' 'wasm-unsafe-eval' 'sha256-"));
        assert!(!csp.contains("unsafe-inline"));
        assert!(csp.contains("frame-ancestors 'none'") && csp.contains("object-src 'none'"));
    }
}
