use axum::http::{header, HeaderMap, HeaderName, HeaderValue};
use base64::Engine;
use sha2::{Digest, Sha256};

/// The headers every response carries: security, and `X-Robots-Tag` when the site must not be
/// indexed. The Content-Security-Policy allows the page's inline scripts (theme boot, island
/// hydration) by their hashes: pages stay byte-identical between requests, so they can be
/// cached and compressed once, which per-response nonces would prevent.
#[derive(Debug, Clone)]
pub struct SecurityHeaders {
    pub headers: HeaderMap,
}

impl SecurityHeaders {
    /// `html` is any rendered page: every page carries the same inline scripts.
    pub fn for_pages(html: &str, https: bool, indexable: bool) -> Self {
        let hashes = inline_script_hashes(html).join(" ");
        let csp = format!(
            "default-src 'self'; script-src 'self' 'wasm-unsafe-eval' {hashes}; style-src 'self'; \
             img-src 'self' data:; font-src 'self'; connect-src 'self'; manifest-src 'self'; \
             object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'"
        );
        let mut headers = HeaderMap::new();
        headers.insert(header::CONTENT_SECURITY_POLICY, HeaderValue::from_str(&csp).expect("the policy is ASCII"));
        headers.insert(header::X_CONTENT_TYPE_OPTIONS, HeaderValue::from_static("nosniff"));
        headers.insert(header::REFERRER_POLICY, HeaderValue::from_static("strict-origin-when-cross-origin"));
        headers.insert(
            HeaderName::from_static("permissions-policy"),
            HeaderValue::from_static("camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()"),
        );
        headers.insert(HeaderName::from_static("cross-origin-opener-policy"), HeaderValue::from_static("same-origin"));
        if https {
            headers.insert(header::STRICT_TRANSPORT_SECURITY, HeaderValue::from_static("max-age=31536000; includeSubDomains"));
        }
        if !indexable {
            headers.insert(HeaderName::from_static("x-robots-tag"), HeaderValue::from_static("noindex, nofollow"));
        }
        SecurityHeaders { headers }
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
        let security = SecurityHeaders::for_pages("<script>a()</script>", false, true);
        let csp = security.headers["content-security-policy"].to_str().unwrap();
        assert!(csp.contains("script-src 'self' 'wasm-unsafe-eval' 'sha256-"));
        assert!(!csp.contains("unsafe-inline"));
        assert!(csp.contains("frame-ancestors 'none'") && csp.contains("object-src 'none'"));
        assert!(security.headers.get("strict-transport-security").is_none());
        assert!(security.headers.get("x-robots-tag").is_none());
    }

    #[test]
    fn https_adds_hsts_and_an_unindexable_site_says_so() {
        let security = SecurityHeaders::for_pages("", true, false);
        assert!(security.headers.contains_key("strict-transport-security"));
        assert_eq!(security.headers["x-robots-tag"], "noindex, nofollow");
    }
}
