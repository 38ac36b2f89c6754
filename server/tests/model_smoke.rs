//! The chat through a real model server (make test-model): llama-cpp-python's OpenAI-compatible
//! server with a small GGUF, started here on loopback from `MODEL_SERVER_PYTHON` and
//! `MODEL_GGUF`. It proves the protocol (a 270M base model's answers prove nothing else): the
//! event order and `mode: llm`, Stop, two visitors at once, and the fallback when the model
//! server is killed mid-stream.

#[path = "site/support/mod.rs"]
mod support;

use std::process::{Child, Command, Stdio};
use std::time::Duration;

use serde_json::{json, Value};
use server::chat::{LlmSettings, PromptShape};
use support::{spawn_app_with, sse_events, TestApp};

const QUESTION: &str = "When was Acme Intelligence founded?";

struct ModelServer {
    child: Child,
    base_url: String,
}

impl Drop for ModelServer {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

async fn model_server() -> ModelServer {
    let python = std::env::var("MODEL_SERVER_PYTHON").expect("MODEL_SERVER_PYTHON: run through make test-model");
    let gguf = std::env::var("MODEL_GGUF").expect("MODEL_GGUF: run through make test-model");
    let port = std::net::TcpListener::bind("127.0.0.1:0").unwrap().local_addr().unwrap().port();
    let child = Command::new(python)
        .args(["-m", "llama_cpp.server", "--model", &gguf, "--host", "127.0.0.1", "--port", &port.to_string(), "--n_ctx", "2048"])
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .expect("the model server starts");
    // Owned at once, so that it is stopped however this ends.
    let server = ModelServer { child, base_url: format!("http://127.0.0.1:{port}/v1") };
    let client = reqwest::Client::new();
    for _ in 0..600 {
        if client.get(format!("{}/models", server.base_url)).send().await.is_ok_and(|r| r.status().is_success()) {
            return server;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    panic!("the model server did not come up in a minute");
}

async fn site(model: &ModelServer) -> TestApp {
    let llm = LlmSettings {
        base_url: model.base_url.clone(),
        model: "gemma-3-270m".into(),
        api_key: None,
        connect_timeout: Duration::from_secs(2),
        idle_timeout: Duration::from_secs(60),
        max_concurrency: 1,
        queue_wait: Duration::from_secs(120),
        // Gemma's chat template has no system role.
        shape: PromptShape { system_role: false, context_tokens: Some(2048) },
    };
    spawn_app_with(move |settings| settings.llm = Some(llm)).await
}

async fn ask(app: &TestApp, question: &str) -> Vec<(String, Value)> {
    let response = app
        .client
        .post(app.url("/api/chat"))
        .json(&json!({ "question": question, "locale": "en" }))
        .timeout(Duration::from_secs(300))
        .send()
        .await
        .unwrap();
    assert_eq!(response.status(), 200);
    sse_events(&response.text().await.unwrap())
}

fn assert_whole_answer(events: &[(String, Value)]) {
    let names: Vec<&str> = events.iter().map(|(n, _)| n.as_str()).collect();
    assert_eq!(names[..2], ["meta", "sources"], "{names:?}");
    assert_eq!(names.last(), Some(&"done"), "{names:?}");
    assert!(names[2..names.len() - 1].iter().all(|n| *n == "delta"), "{names:?}");
    assert_eq!(events[0].1["mode"], "llm");
    let reason = events.last().unwrap().1["finish_reason"].as_str().unwrap().to_string();
    assert!(["stop", "length", "fallback"].contains(&reason.as_str()), "{reason}");
    println!(
        "answer ({reason}): {}",
        events.iter().filter(|(n, _)| n == "delta").map(|(_, d)| d["text"].as_str().unwrap()).collect::<String>()
    );
}

#[tokio::test]
async fn the_model_path_holds_against_a_real_server() {
    let model = model_server().await;
    let app = site(&model).await;

    // One visitor: the events in order, written by the model.
    assert_whole_answer(&ask(&app, QUESTION).await);

    // Stop: the visitor leaves after the first text; the next visitor is answered.
    let mut stream = app.client.post(app.url("/api/chat")).json(&json!({ "question": QUESTION, "locale": "en" })).send().await.unwrap();
    while let Some(chunk) = stream.chunk().await.unwrap() {
        if String::from_utf8_lossy(&chunk).contains("event: delta") {
            break;
        }
    }
    drop(stream);

    // Two visitors at once, with one generation at a time: both get a whole answer.
    let (first, second) = tokio::join!(ask(&app, QUESTION), ask(&app, "Where is Acme Intelligence based?"));
    assert_whole_answer(&first);
    assert_whole_answer(&second);
    let metrics = app.get("/metrics").await.text().await.unwrap();
    assert!(metrics.contains(r#"chat_answers_total{mode="stopped"} 1"#), "{metrics}");

    // The model server dies mid-answer: the offline answer replaces what had streamed.
    let mut model = model;
    let response = app.client.post(app.url("/api/chat")).json(&json!({ "question": QUESTION, "locale": "en" })).send().await.unwrap();
    let mut body = String::new();
    let mut stream = response;
    let mut killed = false;
    while let Some(chunk) = stream.chunk().await.unwrap() {
        body.push_str(&String::from_utf8_lossy(&chunk));
        if !killed && body.contains("event: sources") {
            model.child.kill().unwrap();
            killed = true;
        }
    }
    let events = sse_events(&body);
    let done = &events.last().unwrap().1;
    assert_eq!(done["finish_reason"], "fallback", "{body}");
}
