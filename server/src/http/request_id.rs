//! Request ids: a proxy's `x-request-id` is kept; otherwise one is made here from a random
//! per-process prefix and a counter, unique without a system call per request.

use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::OnceLock;

use axum::http::{HeaderMap, HeaderValue};

static PROCESS_PREFIX: OnceLock<String> = OnceLock::new();
static NEXT: AtomicU64 = AtomicU64::new(0);

/// The request's id: the one it came with (when short and printable) or a new one.
pub fn request_id(headers: &HeaderMap) -> HeaderValue {
    let given = headers.get("x-request-id").filter(|v| v.len() <= 64 && v.to_str().is_ok());
    given.cloned().unwrap_or_else(|| {
        let prefix = PROCESS_PREFIX.get_or_init(|| crate::ids::new_id()[..8].to_string());
        let id = format!("{prefix}{:08x}", NEXT.fetch_add(1, Ordering::Relaxed) as u32);
        HeaderValue::from_str(&id).expect("hex is a valid header value")
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ids_are_kept_when_given_and_unique_when_made() {
        let mut given = HeaderMap::new();
        given.insert("x-request-id", HeaderValue::from_static("proxy-1"));
        assert_eq!(request_id(&given), "proxy-1");
        let (a, b) = (request_id(&HeaderMap::new()), request_id(&HeaderMap::new()));
        assert_ne!(a, b);
        assert_eq!(a.len(), 16);
    }
}
