//! HTML answers with validators: an ETag on every page, 304 when the browser's copy is current,
//! and pages that depend on nothing but their path kept in memory already compressed.

use std::collections::HashMap;
use std::io::Write;
use std::sync::{Arc, RwLock};

use axum::body::{Body, Bytes};
use axum::http::{header, HeaderMap, HeaderValue, StatusCode};
use axum::response::Response;
use sha2::{Digest, Sha256};

use super::cache_control::REVALIDATE;

/// A weak validator: the same page in any content coding matches it.
fn etag_of(html: &[u8]) -> HeaderValue {
    let digest = Sha256::digest(html);
    let hex: String = digest[..12].iter().map(|b| format!("{b:02x}")).collect();
    HeaderValue::from_str(&format!("W/\"{hex}\"")).expect("hex is a valid header value")
}

/// Whether `If-None-Match` names `etag` (or `*`).
fn is_current(request: &HeaderMap, etag: &HeaderValue) -> bool {
    let Some(wanted) = request.get(header::IF_NONE_MATCH).and_then(|v| v.to_str().ok()) else { return false };
    let ours = etag.to_str().unwrap_or_default();
    let bare = |tag: &str| tag.trim().trim_start_matches("W/").to_string();
    wanted.split(',').any(|tag| tag.trim() == "*" || bare(tag) == bare(ours))
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Coding {
    Brotli,
    Gzip,
    Identity,
}

/// The best coding the client accepts: brotli, then gzip (a `q=0` refuses one).
fn negotiate(request: &HeaderMap) -> Coding {
    let accepted = request.get(header::ACCEPT_ENCODING).and_then(|v| v.to_str().ok()).unwrap_or_default();
    let accepts = |name: &str| {
        accepted.split(',').any(|item| {
            let mut parts = item.split(';');
            let coding = parts.next().unwrap_or_default().trim();
            let refused = parts.any(|p| matches!(p.trim().strip_prefix("q=").map(str::trim), Some("0" | "0.0" | "0.00" | "0.000")));
            coding.eq_ignore_ascii_case(name) && !refused
        })
    };
    if accepts("br") {
        Coding::Brotli
    } else if accepts("gzip") {
        Coding::Gzip
    } else {
        Coding::Identity
    }
}

/// The headers of a 304: the validator, the cache policy and the page's cookie.
fn not_modified_headers(etag: HeaderValue, page: &HeaderMap) -> HeaderMap {
    let mut out = HeaderMap::new();
    out.insert(header::ETAG, etag);
    out.insert(header::CACHE_CONTROL, HeaderValue::from_static(REVALIDATE));
    if let Some(cookie) = page.get(header::SET_COOKIE) {
        out.insert(header::SET_COOKIE, cookie.clone());
    }
    out
}

/// The headers of an HTML page: its own (`page`), type, validator and cache policy.
fn html_headers(page: &HeaderMap, etag: HeaderValue) -> HeaderMap {
    let mut out = page.clone();
    out.insert(header::CONTENT_TYPE, HeaderValue::from_static("text/html; charset=utf-8"));
    out.insert(header::ETAG, etag);
    out.insert(header::CACHE_CONTROL, HeaderValue::from_static(REVALIDATE));
    out
}

fn response<B>(status: StatusCode, headers: HeaderMap, body: B) -> Response<B> {
    let mut response = Response::new(body);
    *response.status_mut() = status;
    *response.headers_mut() = headers;
    response
}

/// A rendered page answered with its ETag, or 304 when the client's copy is current. The
/// response is compressed on the way out, if at all.
pub fn html_response(status: StatusCode, headers: HeaderMap, html: String, request: &HeaderMap) -> Response {
    let etag = etag_of(html.as_bytes());
    if status == StatusCode::OK && is_current(request, &etag) {
        return response(StatusCode::NOT_MODIFIED, not_modified_headers(etag, &headers), Body::empty());
    }
    response(status, html_headers(&headers, etag), Body::from(html))
}

/// A page kept in memory in each coding, each with its response headers ready (the site's
/// security headers included, also on the 304), so that answering it is a few clones.
pub struct CachedPage {
    etag: HeaderValue,
    not_modified: HeaderMap,
    identity: (Bytes, HeaderMap),
    brotli: (Bytes, HeaderMap),
    gzip: (Bytes, HeaderMap),
}

impl CachedPage {
    /// `headers` are the page's own (its cookie); `site_headers` those of every response.
    pub fn new(headers: HeaderMap, site_headers: &HeaderMap, html: String) -> CachedPage {
        let mut brotli = Vec::new();
        {
            let mut writer = brotli::CompressorWriter::new(&mut brotli, 4096, 11, 22);
            writer.write_all(html.as_bytes()).expect("writing to memory cannot fail");
        }
        let mut gzip = flate2::write::GzEncoder::new(Vec::new(), flate2::Compression::best());
        gzip.write_all(html.as_bytes()).expect("writing to memory cannot fail");
        let gzip = gzip.finish().expect("writing to memory cannot fail");
        let etag = etag_of(html.as_bytes());
        let ready = |coding: Option<&'static str>| {
            let mut out = html_headers(&headers, etag.clone());
            out.extend(site_headers.clone());
            out.insert(header::VARY, HeaderValue::from_static("accept-encoding"));
            if let Some(coding) = coding {
                out.insert(header::CONTENT_ENCODING, HeaderValue::from_static(coding));
            }
            out
        };
        CachedPage {
            identity: (Bytes::from(html), ready(None)),
            brotli: (Bytes::from(brotli), ready(Some("br"))),
            gzip: (Bytes::from(gzip), ready(Some("gzip"))),
            not_modified: {
                let mut out = not_modified_headers(etag.clone(), &headers);
                out.extend(site_headers.clone());
                out
            },
            etag,
        }
    }

    /// The page in the best coding the client accepts, or 304; complete with the site's headers.
    pub fn respond(&self, request: &HeaderMap) -> Response<Bytes> {
        if is_current(request, &self.etag) {
            return response(StatusCode::NOT_MODIFIED, self.not_modified.clone(), Bytes::new());
        }
        let (body, headers) = match negotiate(request) {
            Coding::Brotli => &self.brotli,
            Coding::Gzip => &self.gzip,
            Coding::Identity => &self.identity,
        };
        response(StatusCode::OK, headers.clone(), body.clone())
    }
}

/// Pages by path. Only routes that exist are cached, so the number of entries is bounded by
/// the site's pages; `LIMIT` guards against surprises.
#[derive(Default)]
pub struct PageCache {
    pages: RwLock<HashMap<String, Arc<CachedPage>>>,
}

impl PageCache {
    const LIMIT: usize = 1024;

    pub fn get(&self, path: &str) -> Option<Arc<CachedPage>> {
        self.pages.read().expect("the page cache lock is never poisoned").get(path).cloned()
    }

    pub fn insert(&self, path: String, page: CachedPage) -> Arc<CachedPage> {
        let page = Arc::new(page);
        let mut pages = self.pages.write().expect("the page cache lock is never poisoned");
        if pages.len() < Self::LIMIT {
            pages.insert(path, page.clone());
        }
        page
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn headers(pairs: &[(header::HeaderName, &str)]) -> HeaderMap {
        pairs.iter().map(|(k, v)| (k.clone(), HeaderValue::from_str(v).unwrap())).collect()
    }

    #[test]
    fn brotli_is_preferred_and_a_zero_quality_refuses() {
        assert_eq!(negotiate(&headers(&[(header::ACCEPT_ENCODING, "gzip, deflate, br")])), Coding::Brotli);
        assert_eq!(negotiate(&headers(&[(header::ACCEPT_ENCODING, "br;q=0, gzip")])), Coding::Gzip);
        assert_eq!(negotiate(&headers(&[])), Coding::Identity);
    }

    #[test]
    fn a_matching_validator_gets_304_and_another_the_page() {
        let page = CachedPage::new(HeaderMap::new(), &HeaderMap::new(), "<p>hello</p>".into());
        let etag = page.etag.to_str().unwrap().to_string();
        let same = page.respond(&headers(&[(header::IF_NONE_MATCH, &etag)]));
        assert_eq!(same.status(), StatusCode::NOT_MODIFIED);
        let strong = etag.trim_start_matches("W/");
        assert_eq!(page.respond(&headers(&[(header::IF_NONE_MATCH, strong)])).status(), StatusCode::NOT_MODIFIED);
        let other = page.respond(&headers(&[(header::IF_NONE_MATCH, "W/\"other\"")]));
        assert_eq!(other.status(), StatusCode::OK);
    }

    #[test]
    fn the_cached_codings_decode_to_the_page() {
        let html = "<p>ciao</p>".repeat(100);
        let page = CachedPage::new(HeaderMap::new(), &HeaderMap::new(), html.clone());
        let mut decoded = String::new();
        std::io::Read::read_to_string(&mut flate2::read::GzDecoder::new(&page.gzip.0[..]), &mut decoded).unwrap();
        assert_eq!(decoded, html);
        let mut decoded = Vec::new();
        brotli::BrotliDecompress(&mut &page.brotli.0[..], &mut decoded).unwrap();
        assert_eq!(decoded, html.as_bytes());
    }
}
