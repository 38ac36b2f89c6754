use crate::support::{spawn_app, spawn_app_with, sse_events as events, TestApp};
use serde_json::{json, Value};

async fn ask(app: &TestApp, body: Value) -> reqwest::Response {
    app.client.post(app.url("/api/chat")).json(&body).send().await.unwrap()
}

async fn answer(app: &TestApp, question: &str, locale: &str) -> Vec<(String, Value)> {
    let response = ask(app, json!({ "question": question, "locale": locale })).await;
    assert_eq!(response.status(), 200);
    assert_eq!(response.headers()["content-type"], "text/event-stream");
    events(&response.text().await.unwrap())
}

fn text_of(events: &[(String, Value)]) -> String {
    events.iter().filter(|(n, _)| n == "delta").map(|(_, d)| d["text"].as_str().unwrap()).collect()
}

#[tokio::test]
async fn events_come_in_order_with_cited_sources() {
    let app = spawn_app().await;
    let events = answer(&app, "When was Acme Intelligence founded?", "en").await;
    let names: Vec<_> = events.iter().map(|(n, _)| n.as_str()).collect();
    assert_eq!(names.first(), Some(&"meta"));
    assert_eq!(names.get(1), Some(&"sources"));
    assert_eq!(names.last(), Some(&"done"));
    assert!(names[2..names.len() - 1].iter().all(|n| *n == "delta"));
    assert_eq!(events[0].1["mode"], "offline");
    assert_eq!(events[0].1["locale"], "en");
    let sources = events[1].1.as_array().unwrap();
    assert!(!sources.is_empty());
    for source in sources {
        for key in ["n", "url", "title", "section", "snippet", "highlights"] {
            assert!(source.get(key).is_some(), "{key} in {source}");
        }
    }
    let text = text_of(&events);
    assert!(text.contains("2024"), "{text}");
    assert!(text.contains("[1]"), "{text}");
    let done = &events.last().unwrap().1;
    assert_eq!(done["grounded"], true);
    assert_eq!(done["finish_reason"], "stop");
    assert!(sources[0]["url"].as_str().unwrap().starts_with("/en/"));
}

#[tokio::test]
async fn italian_questions_get_italian_sources() {
    let app = spawn_app().await;
    let events = answer(&app, "Quanto costa il workshop di AI readiness?", "it").await;
    let text = text_of(&events);
    assert!(text.contains("4.800"), "{text}");
    let sources = events[1].1.as_array().unwrap();
    assert!(!sources[0]["url"].as_str().unwrap().starts_with("/en"), "{sources:?}");
    // Marked in the Italian sentence shown, whichever language the question matched in.
    assert!(sources[0]["highlights"].as_array().unwrap().contains(&json!("costa")), "{sources:?}");
}

#[tokio::test]
async fn an_english_question_in_the_italian_chat_is_answered_from_italian_pages() {
    let app = spawn_app().await;
    let events = answer(&app, "Telegram technicians median answer time", "it").await;
    let sources = events[1].1.as_array().unwrap();
    assert!(!sources.is_empty());
    assert!(sources.iter().all(|s| !s["url"].as_str().unwrap().starts_with("/en")), "{sources:?}");
}

#[tokio::test]
async fn questions_the_site_cannot_answer_are_refused_honestly() {
    let app = spawn_app().await;
    let events = answer(&app, "What is the recipe for tiramisu?", "en").await;
    assert_eq!(events[1].1, json!([]));
    assert_eq!(events.last().unwrap().1["grounded"], false);
    assert!(text_of(&events).contains("(/en/contacts)"));
}

#[tokio::test]
async fn a_question_in_another_language_is_asked_again_in_english_or_italian() {
    let app = spawn_app().await;
    let events = answer(&app, "Wie lange speichern Sie meine Daten?", "it").await;
    assert_eq!(events.last().unwrap().1["grounded"], false);
    let text = text_of(&events);
    assert!(text.starts_with("Leggo solo domande in italiano o in inglese") && text.contains("(/contacts)"), "{text}");
}

#[tokio::test]
async fn a_message_about_the_chat_itself_gets_a_reply_saying_what_it_is() {
    let app = spawn_app().await;
    let events = answer(&app, "Are you a bot?", "en").await;
    let done = &events.last().unwrap().1;
    assert_eq!((done["grounded"].clone(), done["kind"].clone()), (json!(false), json!("reply")));
    let text = text_of(&events);
    assert!(text.starts_with("I'm this site's automatic assistant") && text.contains("(/en/contacts)"), "{text}");
}

#[tokio::test]
async fn bad_input_is_refused_before_any_stream() {
    let app = spawn_app().await;
    let cases = [
        (json!({ "question": "", "locale": "en" }), "The question must not be empty"),
        (json!({ "question": "x".repeat(1001), "locale": "en" }), "The question must be at most 1000 characters"),
        (json!({ "question": "hi", "locale": "fr" }), "Unknown locale: fr"),
        (
            json!({ "question": "hi", "locale": "en", "history": vec![json!({"role": "user", "content": "x"}); 21] }),
            "At most 20 history turns are accepted",
        ),
    ];
    for (body, message) in cases {
        let response = ask(&app, body).await;
        assert_eq!(response.status(), 400);
        assert_eq!(response.json::<Value>().await.unwrap()["error"], message);
    }
    let response = app.client.post(app.url("/api/chat")).header("content-type", "text/plain").body("hi").send().await.unwrap();
    assert_eq!(response.status(), 415);
}

#[tokio::test]
async fn the_chat_is_rate_limited_per_address() {
    let app = spawn_app_with(|s| s.rate_limit_per_minute = 1).await;
    assert_eq!(ask(&app, json!({ "question": "Who are you?", "locale": "en" })).await.status(), 200);
    let limited = ask(&app, json!({ "question": "Who are you?", "locale": "en" })).await;
    assert_eq!(limited.status(), 429);
    assert!(limited.headers().contains_key("retry-after"));
}

#[tokio::test]
async fn starter_questions_come_from_content_in_each_language() {
    let app = spawn_app().await;
    let english: Value = app.get("/api/chat/suggestions?locale=en").await.json().await.unwrap();
    assert_eq!(english["suggestions"][1], "How much does the AI readiness workshop cost?");
    let italian: Value = app.get("/api/chat/suggestions?locale=it").await.json().await.unwrap();
    assert_eq!(italian["suggestions"].as_array().unwrap().len(), 4);
    assert_eq!(app.get("/api/chat/suggestions?locale=fr").await.status(), 400);
}

#[tokio::test]
async fn feedback_on_an_answer_is_stored() {
    let app = spawn_app().await;
    let events = answer(&app, "Where is the office?", "en").await;
    let id = events[0].1["id"].as_str().unwrap().to_string();
    let response = app
        .client
        .post(app.url("/api/chat/feedback"))
        .json(&json!({ "message_id": id, "rating": "up", "comment": "Clear answer" }))
        .send()
        .await
        .unwrap();
    assert_eq!(response.status(), 201);
    sqlx::any::install_default_drivers();
    let pool = sqlx::AnyPool::connect(&app.database_url).await.unwrap();
    let row: (String, String, Option<String>) =
        sqlx::query_as("SELECT message_id, rating, comment FROM chat_feedback").fetch_one(&pool).await.unwrap();
    assert_eq!(row, (id, "up".to_string(), Some("Clear answer".to_string())));

    let bad = app.client.post(app.url("/api/chat/feedback")).json(&json!({ "message_id": "nope", "rating": "up" })).send().await.unwrap();
    assert_eq!(bad.status(), 400);
    assert_eq!(bad.json::<Value>().await.unwrap()["error"], "message_id must be the id of an answer");
}

/// The figure of `label` in the eval's report of `locale`: (count, of).
fn figure(report: &str, locale: &str, label: &str) -> (usize, usize) {
    let section = report.split("locale ").find(|s| s.starts_with(&format!("{locale}:"))).unwrap_or_else(|| panic!("{locale} in\n{report}"));
    let line = section.lines().find(|l| l.trim_start().starts_with(label)).unwrap_or_else(|| panic!("{label} in\n{report}"));
    let numbers: Vec<usize> = line[label.len() + 2..].split_whitespace().filter_map(|w| w.parse().ok()).collect();
    (numbers[0], numbers[1])
}

#[test]
fn the_eval_command_judges_answers_by_the_fact_in_their_text() {
    let root = std::path::PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("..");
    let gold = tempfile::NamedTempFile::new().unwrap();
    std::fs::write(
        gold.path(),
        r#"[
            {"locale": "en", "question": "What is your phone number?", "fact": "011 000 0000", "expected": ["/en/contacts"], "kind": "paraphrase"},
            {"locale": "en", "question": "What is your phone number?", "fact": "a fact the site never states", "expected": ["/en/contacts"], "kind": "paraphrase"},
            {"locale": "en", "question": "How do I bake sourdough bread?", "fact": "refuse", "kind": "offtopic"},
            {"locale": "it", "question": "Qual è il vostro numero di telefono?", "fact": "011 000 0000", "expected": ["/contacts"], "kind": "paraphrase"}
        ]"#,
    )
    .unwrap();
    let output = std::process::Command::new(env!("CARGO_BIN_EXE_server"))
        .args(["chat", "eval", "--no-curated", "--failures", "--gold"])
        .arg(gold.path())
        .arg("--dir")
        .arg(root.join("content"))
        .args(["--owner", "Acme Intelligence"])
        .output()
        .unwrap();
    assert!(output.status.success(), "{}", String::from_utf8_lossy(&output.stderr));
    let notes = String::from_utf8_lossy(&output.stderr);
    assert!(!notes.contains("does not know the owner's name"), "--owner names the owner without a site file: {notes}");
    let report = String::from_utf8(output.stdout).unwrap();
    assert_eq!(figure(&report, "en", "fact in the answer"), (1, 2), "{report}");
    assert_eq!(figure(&report, "en", "confidently wrong"), (1, 3), "the same answer without the fact asked for is wrong:\n{report}");
    assert_eq!(figure(&report, "en", "off-topic refused"), (1, 1), "{report}");
    assert_eq!(figure(&report, "it", "fact in the answer"), (1, 1), "{report}");
    assert!(report.contains("retrieval (secondary)   hit@1"), "{report}");
    assert!(
        report.contains("[ConfidentlyWrong] What is your phone number? (en, paraphrase): expected fact /a fact the site never states/"),
        "{report}"
    );
}

async fn page(app: &TestApp, path_and_query: &str) -> String {
    let response = app.get(path_and_query).await;
    assert_eq!(response.status(), 200, "{path_and_query}");
    response.text().await.unwrap()
}

#[tokio::test]
async fn the_chat_page_without_javascript_has_a_form_and_starter_links() {
    let app = spawn_app().await;
    let html = page(&app, "/en/rag-chat").await;
    assert!(html.contains(r#"<div class="chat-fallback"><form method="get" action="/en/rag-chat" class="chat-form">"#), "{html}");
    assert!(html.contains(r#"name="q""#) && html.contains(r#"maxlength="1000""#));
    assert!(html.contains(r#"href="/en/rag-chat?q=What+does+Acme+Intelligence+do%3F""#), "{html}");
    assert!(html.contains(r#"data-widget="chat""#));
    assert!(html.contains(r#"<meta name="robots" content="index, follow">"#));
    assert!(!html.contains("chat-reply"));
}

#[tokio::test]
async fn a_question_in_the_query_is_answered_on_the_page_with_linked_sources() {
    let app = spawn_app().await;
    let html = page(&app, "/rag-chat?q=Quanto+costa+il+workshop+di+AI+readiness%3F").await;
    assert!(html.contains(r#"class="chat-reply""#), "{html}");
    assert!(html.contains("4.800"), "{html}");
    assert!(html.contains(r##"<a href="#source-1">[1]</a>"##), "{html}");
    assert!(html.contains(r#"<li id="source-1" class="chat-source">"#), "{html}");
    assert!(html.contains(r#"<a href="/services"#), "{html}");
    // One visitor's answer is not a page for search engines.
    assert!(html.contains(r#"<meta name="robots" content="noindex, nofollow">"#));
    assert!(html.contains(">Quanto costa il workshop di AI readiness?</textarea>"));
}

#[tokio::test]
async fn page_questions_are_escaped_bounded_and_rate_limited() {
    let app = spawn_app_with(|settings| settings.rate_limit_per_minute = 2).await;
    let html = page(&app, "/en/rag-chat?q=%3C%2Ftextarea%3E%3Cscript%3Ealert(1)%3C%2Fscript%3E").await;
    assert!(!html.contains("<script>alert(1)"), "{html}");
    assert!(html.contains(">&lt;/textarea&gt;&lt;script&gt;alert(1)&lt;/script&gt;</textarea>"), "{html}");
    let long = "x".repeat(1001);
    let html = page(&app, &format!("/en/rag-chat?q={long}")).await;
    assert!(html.contains("The question is too long: at most 1000 characters."), "{html}");
    let html = page(&app, "/en/rag-chat?q=When+was+Acme+founded%3F").await;
    let (_, wait) = html
        .split_once(r#"class="chat-reply__error">Too many questions in a short time: please wait "#)
        .unwrap_or_else(|| panic!("the wait is explained: {html}"));
    assert!(wait.starts_with(|c: char| c.is_ascii_digit()), "{wait}");
}
