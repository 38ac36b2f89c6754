//! Hostile input never crashes the server nor earns a 5xx: random bytes, wrong content types,
//! huge headers and cookies, path traversal, broken percent-encoding.

use crate::support::{raw_request, spawn_app, spawn_app_with};

const JSON_ENDPOINTS: [&str; 5] = ["/api/chat", "/api/chat/feedback", "/v1/contacts", "/api/v1/contacts", "/api/client-errors"];

/// Bytes from a fixed-seed generator: the same "random" input on every run.
fn noise(seed: u64, len: usize) -> Vec<u8> {
    let mut state = seed;
    (0..len)
        .map(|_| {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            state as u8
        })
        .collect()
}

#[tokio::test]
async fn random_bodies_and_wrong_content_types_get_4xx_json() {
    let app = spawn_app().await;
    for path in JSON_ENDPOINTS {
        for (seed, content_type) in
            [(1, "application/json"), (2, "text/plain"), (3, "application/x-www-form-urlencoded"), (4, "application/json; charset=utf-8")]
        {
            for len in [0, 1, 300, 70_000] {
                let response = app
                    .client
                    .post(app.url(path))
                    .header("content-type", content_type)
                    .header("authorization", "Bearer test-api-key")
                    .body(noise(seed + len as u64, len))
                    .send()
                    .await
                    .unwrap();
                let status = response.status().as_u16();
                assert!((400..500).contains(&status), "{path} {content_type} {len}: {status}");
                let body: serde_json::Value = response.json().await.unwrap_or_else(|_| panic!("{path}: a JSON error"));
                assert!(body.is_object(), "{path}: {body}");
            }
        }
    }
}

#[tokio::test]
async fn json_of_the_wrong_shape_is_refused_not_crashed_on() {
    let app = spawn_app().await;
    let shapes = [
        "null",
        "[]",
        "1e309",
        "\"x\"",
        r#"{"question":null}"#,
        r#"{"question":["a"],"locale":{}}"#,
        r#"{"question":"a","locale":"en","history":"no"}"#,
        r#"{"Source":1,"Payload":2}"#,
        r#"{"Source":"web","Payload":"{\"name\":[],\"email\":{}}"}"#,
        &format!("{}1{}", "[".repeat(5000), "]".repeat(5000)),
    ];
    for path in JSON_ENDPOINTS {
        for shape in &shapes {
            let response = app
                .client
                .post(app.url(path))
                .header("content-type", "application/json")
                .header("authorization", "Bearer test-api-key")
                .body(shape.to_string())
                .send()
                .await
                .unwrap();
            let status = response.status().as_u16();
            assert!((400..500).contains(&status), "{path} {shape:.40}: {status}");
        }
    }
}

#[tokio::test]
async fn huge_headers_and_cookies_are_refused_or_ignored() {
    let app = spawn_app().await;
    let cookie = format!("i18n_redirected={}; csrf-token={}", "x".repeat(4000), "%7f;%00".repeat(10));
    let page = app.client.get(app.url("/en")).header("cookie", cookie).send().await.unwrap();
    assert_eq!(page.status(), 200);
    let root = app
        .client
        .get(app.url("/"))
        .header("cookie", "i18n_redirected=%ff%fe")
        .header("accept-language", "x".repeat(8000))
        .send()
        .await
        .unwrap();
    assert!(root.status().as_u16() < 500);
    let huge = format!("GET /en HTTP/1.1\r\nHost: x\r\nX-Big: {}\r\nConnection: close\r\n\r\n", "a".repeat(1_000_000));
    let status = raw_request(app.address, huge.as_bytes()).await;
    assert!(matches!(status, Some(431) | Some(400) | None), "{status:?}");
    assert_eq!(app.get("/healthz").await.status(), 200, "the server is still up");
}

#[tokio::test]
async fn traversal_and_broken_encoding_find_nothing() {
    let app = spawn_app().await;
    for path in [
        "/pkg/../Cargo.toml",
        "/pkg/%2e%2e/Cargo.toml",
        "/pkg/..%2fCargo.toml",
        "/widgets/..%2f..%2fCargo.toml",
        "/images/../../server/Cargo.toml",
        "/images/%2e%2e%2f%2e%2e%2fserver%2fCargo.toml",
        "/%2e%2e/%2e%2e/etc/passwd",
        "/en/%ff%fe",
        "/%E0%A4%A",
        "/blog/%00",
        "/en/blog?tag=%ff",
        "/en/blog?page=99999999999999999999",
        "/en/rag-chat?q=%ff%00",
        "/_i18n/%ff/en/messages.json",
        "/en//about",
        "/en/about?page=-1",
    ] {
        let request = format!("GET {path} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n");
        let status = raw_request(app.address, request.as_bytes()).await;
        let status = status.unwrap_or_else(|| panic!("{path}: no answer"));
        assert!(status < 500, "{path}: {status}");
        assert!(status != 200 || !path.contains("Cargo") && !path.contains("passwd"), "{path}: served a file outside the site");
    }
}

#[tokio::test]
async fn garbage_instead_of_http_gets_400_or_a_closed_connection() {
    // Garbage that never finishes a request line waits for the header timeout: keep it short.
    let app = spawn_app_with(|settings| settings.timeouts.header_read = std::time::Duration::from_millis(500)).await;
    for seed in 0..20 {
        let status = raw_request(app.address, &noise(seed + 100, 512)).await;
        assert!(matches!(status, Some(400) | None), "{status:?}");
    }
    for line in [
        "GET\r\n\r\n",
        "GET / HTTP/9.9\r\n\r\n",
        "BREW /pot HTTP/1.1\r\nHost: x\r\n\r\n",
        "GET /en HTTP/1.1\r\nHost: x\r\nContent-Length: -1\r\n\r\n",
    ] {
        let status = raw_request(app.address, line.as_bytes()).await;
        assert!(status.is_none_or(|s| s < 500), "{line:?}: {status:?}");
    }
    assert_eq!(app.get("/healthz").await.status(), 200);
}

/// Visitors' text that once reached a query parser: nesting that overflowed its stack, field
/// selectors, operators, quotes.
const QUERY_SYNTAX: [&str; 8] = [
    "title_en:secret AND body_it:x",
    "+a -b || c && !d",
    "\"unclosed phrase",
    "a~2 b^99 c*",
    "[1 TO 9] {a TO z}",
    "((((((((((a))))))))))",
    "\\\\\\(\\)",
    "NOT NOT NOT",
];

#[tokio::test]
async fn a_question_of_nothing_but_parentheses_is_answered_and_the_server_stays_up() {
    let app = spawn_app().await;
    let deep = "(".repeat(999);
    let page = app.get(&format!("/en/rag-chat?q={deep}")).await;
    assert_eq!(page.status(), 200);
    let page = app.get(&format!("/rag-chat?q={}", "(".repeat(1000))).await;
    assert_eq!(page.status(), 200);
    for question in ["(".repeat(1000), format!("{}x{}", "(".repeat(499), ")".repeat(499))] {
        let answer =
            app.client.post(app.url("/api/chat")).json(&serde_json::json!({ "question": question, "locale": "en" })).send().await.unwrap();
        assert_eq!(answer.status(), 200);
        assert!(answer.text().await.unwrap().contains("event: done"));
    }
    let history =
        serde_json::json!([{ "role": "user", "content": "(".repeat(2000) }, { "role": "assistant", "content": "[".repeat(2000) }]);
    let answer = app
        .client
        .post(app.url("/api/chat"))
        .json(&serde_json::json!({ "question": "And?", "locale": "it", "history": history }))
        .send()
        .await
        .unwrap();
    assert_eq!(answer.status(), 200);
    assert!(answer.text().await.unwrap().contains("event: done"));
    assert_eq!(app.get("/healthz").await.status(), 200, "the server is still up");
}

#[tokio::test]
async fn a_history_turn_over_the_limit_is_refused_with_its_reason() {
    let app = spawn_app().await;
    let history = serde_json::json!([{ "role": "user", "content": "(".repeat(30_000) }]);
    let response = app
        .client
        .post(app.url("/api/chat"))
        .json(&serde_json::json!({ "question": "x", "locale": "en", "history": history }))
        .send()
        .await
        .unwrap();
    assert_eq!(response.status(), 400);
    let body: serde_json::Value = response.json().await.unwrap();
    assert_eq!(body["error"], "A history turn must be at most 2000 characters");
    assert_eq!(app.get("/healthz").await.status(), 200);
}

/// Text from a fixed-seed generator drawn from every class a visitor can type: ASCII
/// punctuation and query syntax, letters of several scripts, combining marks, emoji,
/// controls, bidi overrides, private use, and long runs of one character.
fn visitor_text(seed: u64, chars: usize) -> String {
    const POOLS: [&str; 8] = [
        "()[]{}\"'`:^~*?+-!&|\\/<>=;,.",
        "abcxyzàèéìòùÀÉçßø",
        "привет日本語中文한국어",
        "مرحبا שלום",
        "\u{301}\u{308}\u{200b}\u{200d}\u{feff}",
        "😀👍🏽🇮🇹",
        "\u{0}\u{1}\u{7}\u{1b}\t\r\n\u{202e}\u{2066}",
        "\u{e000}\u{10ffff}\u{fffd}",
    ];
    let bytes = noise(seed, chars * 2);
    let mut text = String::new();
    for pair in bytes.chunks(2) {
        let pool: Vec<char> = POOLS[pair[0] as usize % POOLS.len()].chars().collect();
        let c = pool[pair[1] as usize % pool.len()];
        let run = if pair[0] % 17 == 0 { 50 } else { 1 };
        text.extend(std::iter::repeat_n(c, run));
    }
    text
}

#[tokio::test]
async fn arbitrary_visitor_text_on_the_search_and_answer_paths_never_fails_the_server() {
    let app = spawn_app().await;
    let mut questions: Vec<String> = QUERY_SYNTAX.iter().map(|s| s.to_string()).collect();
    questions.extend((0..40).map(|seed| visitor_text(seed, 1 + (seed as usize * 37) % 900)));
    for (i, question) in questions.iter().enumerate() {
        let locale = if i % 2 == 0 { "en" } else { "it" };
        let history = serde_json::json!([{ "role": "user", "content": visitor_text(i as u64 + 500, 300) }]);
        let response = app
            .client
            .post(app.url("/api/chat"))
            .json(&serde_json::json!({ "question": question, "locale": locale, "history": history }))
            .send()
            .await
            .unwrap();
        let status = response.status().as_u16();
        let body = response.text().await.unwrap();
        assert!(status == 200 && body.contains("event: done") || status == 400, "{question:?}: {status} {body}");
        let query: String = form_urlencoded::byte_serialize(question.as_bytes()).collect();
        let page = app.get(&format!("/{locale}/rag-chat?q={query}")).await;
        assert_eq!(page.status(), 200, "{question:?}");
    }
    // 100 KB of it: too large for the API, and searched only up to the question limit by the page.
    let huge = visitor_text(9_999, 60_000);
    let response =
        app.client.post(app.url("/api/chat")).json(&serde_json::json!({ "question": huge, "locale": "en" })).send().await.unwrap();
    assert_eq!(response.status(), 413);
    let query: String = form_urlencoded::byte_serialize(huge.as_bytes()).collect();
    let page = raw_request(
        app.address,
        format!("GET /en/rag-chat?q={} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n", &query[..query.len().min(60_000)]).as_bytes(),
    )
    .await;
    assert!(page.is_some_and(|status| status < 500), "{page:?}");
    assert_eq!(app.get("/healthz").await.status(), 200);
}
