//! Validators, caching policies and compression, as a browser or a CDN sees them.

use std::path::Path;

use crate::support::{spawn_app, spawn_app_with, TestApp};

async fn get(app: &TestApp, path: &str, headers: &[(&str, &str)]) -> reqwest::Response {
    let mut request = app.client.get(app.url(path));
    for (name, value) in headers {
        request = request.header(*name, *value);
    }
    request.send().await.unwrap()
}

fn header<'a>(response: &'a reqwest::Response, name: &str) -> &'a str {
    response.headers().get(name).map_or("", |v| v.to_str().unwrap())
}

#[tokio::test]
async fn pages_are_compressed_for_clients_that_accept_it_and_decode_to_the_same_page() {
    let app = spawn_app().await;
    let plain = get(&app, "/en/about", &[]).await;
    assert!(plain.headers().get("content-encoding").is_none());
    let html = plain.bytes().await.unwrap();
    let brotli = get(&app, "/en/about", &[("accept-encoding", "gzip, br")]).await;
    assert_eq!(header(&brotli, "content-encoding"), "br");
    assert_eq!(header(&brotli, "vary"), "accept-encoding");
    let mut decoded = Vec::new();
    brotli::BrotliDecompress(&mut &brotli.bytes().await.unwrap()[..], &mut decoded).unwrap();
    assert_eq!(decoded, html);
    let gzip = get(&app, "/en/about", &[("accept-encoding", "gzip")]).await;
    assert_eq!(header(&gzip, "content-encoding"), "gzip");
    // Pages rendered per request (a query) are compressed on the way out.
    let listed = get(&app, "/en/blog?tag=retrieval", &[("accept-encoding", "br")]).await;
    assert_eq!(header(&listed, "content-encoding"), "br");
}

#[tokio::test]
async fn pages_revalidate_with_an_etag_and_get_304_when_unchanged() {
    let app = spawn_app().await;
    for path in ["/en/about", "/blog?page=1", "/en/blog/telegram-as-a-front-door"] {
        let first = get(&app, path, &[]).await;
        assert_eq!(first.status(), 200);
        assert_eq!(header(&first, "cache-control"), "no-cache", "{path}");
        let etag = header(&first, "etag").to_string();
        assert!(etag.starts_with("W/\""), "{path}: {etag}");
        let again = get(&app, path, &[("if-none-match", &etag)]).await;
        assert_eq!(again.status(), 304, "{path}");
        assert_eq!(header(&again, "etag"), etag);
        assert!(again.bytes().await.unwrap().is_empty());
        let changed = get(&app, path, &[("if-none-match", "W/\"something-else\"")]).await;
        assert_eq!(changed.status(), 200, "{path}");
    }
    let missing = get(&app, "/en/no-such-page", &[]).await;
    assert_eq!(missing.status(), 404);
}

#[tokio::test]
async fn a_cached_page_keeps_its_language_cookie_and_headers() {
    let app = spawn_app().await;
    for _ in 0..2 {
        let page = get(&app, "/en/services", &[("accept-encoding", "br")]).await;
        assert!(header(&page, "set-cookie").starts_with("i18n_redirected=en"));
        assert!(!header(&page, "content-security-policy").is_empty());
        assert_eq!(header(&page, "content-type"), "text/html; charset=utf-8");
    }
}

#[tokio::test]
async fn a_page_from_the_cache_is_answered_counted_and_identified_like_any_other() {
    let app = spawn_app().await;
    let first = get(&app, "/en/contacts", &[]).await;
    let length = first.bytes().await.unwrap().len();
    let cached = get(&app, "/en/contacts", &[("x-request-id", "from-the-proxy-7")]).await;
    assert_eq!(header(&cached, "x-request-id"), "from-the-proxy-7");
    assert_eq!(cached.bytes().await.unwrap().len(), length);
    let head = app.client.head(app.url("/en/contacts")).send().await.unwrap();
    assert_eq!(head.status(), 200);
    assert_eq!(header(&head, "content-length"), length.to_string());
    assert_eq!(header(&head, "x-request-id").len(), 16);
    assert!(head.bytes().await.unwrap().is_empty(), "HEAD has no body");
    let metrics = app.get("/metrics").await.text().await.unwrap();
    for expected in [
        r#"http_requests_total{method="GET",route="page",status="200"} 2"#,
        r#"http_requests_total{method="HEAD",route="page",status="200"} 1"#,
    ] {
        assert!(metrics.contains(expected), "{expected} in\n{metrics}");
    }
}

/// HTTP/2 (cleartext, prior knowledge, as a load balancer may speak it): hyper leaves the body
/// of a HEAD answer to the service there, and a body on it is a protocol error.
#[tokio::test]
async fn a_cached_page_answers_head_over_http2_with_its_length_and_no_body() {
    use http_body_util::{BodyExt, Empty};
    let app = spawn_app().await;
    let length = get(&app, "/en/about", &[]).await.bytes().await.unwrap().len();
    let stream = tokio::net::TcpStream::connect(app.address).await.unwrap();
    let io = hyper_util::rt::TokioIo::new(stream);
    let (mut sender, connection) = hyper::client::conn::http2::handshake(hyper_util::rt::TokioExecutor::new(), io).await.unwrap();
    tokio::spawn(connection);
    for method in [hyper::Method::HEAD, hyper::Method::GET] {
        let request =
            hyper::Request::builder().method(method.clone()).uri(app.url("/en/about")).body(Empty::<hyper::body::Bytes>::new()).unwrap();
        let response = sender.send_request(request).await.unwrap();
        assert_eq!(response.status(), 200, "{method}");
        assert_eq!(response.headers()["content-length"], length.to_string().as_str(), "{method}");
        let body = response.into_body().collect().await.unwrap().to_bytes();
        assert_eq!(body.len(), if method == hyper::Method::HEAD { 0 } else { length }, "{method}");
    }
}

fn write(root: &Path, path: &str, bytes: &[u8]) {
    let file = root.join(path);
    std::fs::create_dir_all(file.parent().unwrap()).unwrap();
    std::fs::write(file, bytes).unwrap();
}

#[tokio::test]
async fn build_files_are_immutable_under_the_build_id_and_precompressed() {
    let app = spawn_app_with(|settings| {
        let root = Path::new(settings.leptos.site_root.as_ref()).to_path_buf();
        write(&root, "pkg/site.css", b"body{color:red}");
        write(&root, "pkg/site.css.br", &brotli_of(b"body{color:red}"));
        write(&root, "widgets/assets/chat-Ab12.js", b"export {}");
    })
    .await;
    let page = get(&app, "/en", &[]).await.text().await.unwrap();
    let build = page.split("data-build=\"").nth(1).unwrap().split('"').next().unwrap().to_string();
    assert!(page.contains(&format!("href=\"/pkg/{build}/site.css\"")), "the stylesheet is versioned");
    assert!(page.contains(&format!("/pkg/{build}/site.wasm")), "the wasm is versioned");

    let versioned = get(&app, &format!("/pkg/{build}/site.css"), &[("accept-encoding", "br")]).await;
    assert_eq!(versioned.status(), 200);
    assert_eq!(header(&versioned, "cache-control"), "public, max-age=31536000, immutable");
    assert_eq!(header(&versioned, "content-encoding"), "br");
    assert_eq!(versioned.bytes().await.unwrap(), brotli_of(b"body{color:red}"));

    let plain = get(&app, "/pkg/site.css", &[]).await;
    assert_eq!(header(&plain, "cache-control"), "no-cache");
    let stale_build = get(&app, "/pkg/0123456789abcdef/site.css", &[]).await;
    assert_eq!(stale_build.status(), 404);
    assert!(!header(&stale_build, "cache-control").contains("immutable"));

    let widget = get(&app, "/widgets/assets/chat-Ab12.js", &[]).await;
    assert_eq!(header(&widget, "cache-control"), "public, max-age=31536000, immutable");
    let manifest = get(&app, "/widgets/manifest.json", &[]).await;
    assert_eq!(header(&manifest, "cache-control"), "no-cache");
    let missing = get(&app, "/widgets/assets/nope.js", &[]).await;
    assert_eq!(missing.status(), 404);
    assert!(header(&missing, "cache-control").is_empty());
}

fn brotli_of(bytes: &[u8]) -> Vec<u8> {
    let mut out = Vec::new();
    brotli::BrotliCompress(&mut &bytes[..], &mut out, &Default::default()).unwrap();
    out
}
