//! Content reloaded on a running production server: SIGHUP (and `server content reload`, which
//! sends it) swaps in valid content while a chat answer is streaming, and refuses a broken one.
//! The questions the chat could not answer are kept for a while and reported.

use std::path::Path;
use std::process::{Child, Command, Stdio};
use std::time::Duration;

use crate::support::fake_llm::{fake_llm, Behaviour};
use crate::support::{copy_dir, fresh_database, repo_path, site_root, sse_events};
use serde_json::json;

struct Site {
    child: Child,
    base: String,
    content: tempfile::TempDir,
    pid_file: std::path::PathBuf,
    _root: tempfile::TempDir,
}

impl Drop for Site {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// The release binary on a copy of the content, its process id in a file, the chat answered by
/// `model` when given.
async fn start(model: Option<&str>) -> Site {
    let root = site_root();
    let database_url = fresh_database(&root).await;
    let content = tempfile::tempdir().unwrap();
    copy_dir(&repo_path("content"), content.path());
    let pid_file = root.path().join("server.pid");
    let port = std::net::TcpListener::bind("127.0.0.1:0").unwrap().local_addr().unwrap().port();
    let mut command = Command::new(env!("CARGO_BIN_EXE_server"));
    command
        .current_dir(repo_path(""))
        .env("LEPTOS_SITE_ROOT", root.path())
        .env("LEPTOS_SITE_ADDR", format!("127.0.0.1:{port}"))
        .env("DATABASE_URL", &database_url)
        .env("CONTENT_DIR", content.path())
        .env("SITE_PID_FILE", &pid_file)
        .env("RATE_LIMIT_PER_MINUTE", "0")
        .env("RUST_LOG", "warn")
        .stdout(Stdio::null());
    if let Some(model) = model {
        command.env("LLM_BASE_URL", model).env("LLM_MODEL", "fake-model").env("LLM_IDLE_TIMEOUT_MS", "5000");
    }
    // Owned at once, so that it is stopped however this ends.
    let site = Site { child: command.spawn().unwrap(), base: format!("http://127.0.0.1:{port}"), content, pid_file, _root: root };
    let client = reqwest::Client::new();
    for _ in 0..200 {
        if client.get(format!("{}/readyz", site.base)).send().await.is_ok_and(|r| r.status() == 200) && site.pid_file.exists() {
            return site;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    panic!("the server did not start");
}

impl Site {
    async fn page(&self, path: &str) -> String {
        reqwest::get(format!("{}{path}", self.base)).await.unwrap().text().await.unwrap()
    }

    fn edit(&self, relative: &str, edit: impl FnOnce(String) -> String) {
        let path = self.content.path().join(relative);
        std::fs::write(&path, edit(std::fs::read_to_string(&path).unwrap())).unwrap();
    }

    /// `server content reload`, as an operator runs it.
    fn reload_command(&self) -> (bool, String) {
        let output = Command::new(env!("CARGO_BIN_EXE_server"))
            .args(["content", "reload"])
            .current_dir(repo_path(""))
            .env("CONTENT_DIR", self.content.path())
            .env("SITE_PID_FILE", &self.pid_file)
            .output()
            .unwrap();
        (output.status.success(), String::from_utf8_lossy(&output.stdout).to_string() + &String::from_utf8_lossy(&output.stderr))
    }

    /// Waits until `path` shows `text`.
    async fn until_shows(&self, path: &str, text: &str) -> bool {
        for _ in 0..100 {
            if self.page(path).await.contains(text) {
                return true;
            }
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
        false
    }
}

fn hang_up(child: &Child) {
    server::pid_file::signal_reload(child.id() as i32).unwrap();
}

#[tokio::test]
async fn sighup_swaps_the_content_while_a_chat_answer_streams_to_its_end() {
    let pieces = vec!["Acme ", "was ", "founded ", "in ", "2024 ", "[1]."];
    let model = fake_llm(Behaviour::AnswerSlowly(pieces, Duration::from_millis(150))).await;
    let mut site = start(Some(&model.base_url)).await;
    assert!(site.page("/en/about").await.contains("We are 14 people"));
    let client = reqwest::Client::new();
    let streaming = client
        .post(format!("{}/api/chat", site.base))
        .json(&json!({ "question": "When was Acme Intelligence founded?", "locale": "en" }))
        .send();
    let stream = tokio::spawn(async move { streaming.await.unwrap().text().await.unwrap() });
    tokio::time::sleep(Duration::from_millis(300)).await;

    site.edit("pages/en/about.md", |about| about.replace("We are 14 people", "We are 15 people"));
    hang_up(&site.child);
    assert!(site.until_shows("/en/about", "We are 15 people").await, "the new content is served");
    let events = sse_events(&stream.await.unwrap());
    assert_eq!(events.last().unwrap().1["finish_reason"], "stop", "the answer under way finished: {events:?}");

    // A broken edit is refused; the content before it keeps serving.
    site.edit("pages/en/about.md", |_| "+++\ndescription = \"no title\"\n+++\n".into());
    hang_up(&site.child);
    tokio::time::sleep(Duration::from_millis(500)).await;
    assert!(site.page("/en/about").await.contains("We are 15 people"));
    assert!(site.child.try_wait().unwrap().is_none(), "the server is still up");
}

#[tokio::test]
async fn the_reload_command_checks_the_content_before_it_signals() {
    let site = start(None).await;
    site.edit("pages/en/services.md", |text| text.replace("fixed price of EUR 4,800", "fixed price of EUR 5,200"));
    let (ok, output) = site.reload_command();
    assert!(ok, "{output}");
    assert!(output.contains("was told to reload"), "{output}");
    assert!(site.until_shows("/en/services", "EUR 5,200").await);

    site.edit("pages/it/services.md", |text| text.replacen("title =", "titolo =", 1));
    let (ok, output) = site.reload_command();
    assert!(!ok, "{output}");
    assert!(output.contains("pages/it/services.md") && output.contains("was not told to reload"), "{output}");
}

async fn ask(base: &str, question: &str, locale: &str) -> String {
    ask_after(base, question, locale, json!([])).await
}

/// The stream of events answering `question` after the conversation `history`.
async fn ask_after(base: &str, question: &str, locale: &str, history: serde_json::Value) -> String {
    let answer = reqwest::Client::new()
        .post(format!("{base}/api/chat"))
        .json(&json!({ "question": question, "locale": locale, "history": history }))
        .send()
        .await
        .unwrap();
    answer.text().await.unwrap()
}

fn report(database_url: &str, content: &Path) -> String {
    let output = Command::new(env!("CARGO_BIN_EXE_server"))
        .args(["chat", "report", "--since", "1d", "--dir"])
        .arg(content)
        .env("DATABASE_URL", database_url)
        .output()
        .unwrap();
    assert!(output.status.success(), "{}", String::from_utf8_lossy(&output.stderr));
    String::from_utf8_lossy(&output.stdout).to_string()
}

#[tokio::test]
async fn what_the_chat_could_not_answer_is_kept_reported_by_wording_and_purged_in_time() {
    let app = crate::support::spawn_app().await;
    let base = format!("http://{}", app.address);
    for question in ["Do you have parking at the office?", "is there parking near your office", "Is there parking at your office?"] {
        ask(&base, question, "en").await;
    }
    ask(&base, "What is the capital of Australia?", "en").await;
    ask(&base, "When was Acme Intelligence founded?", "en").await;
    // Thanks after an answer get a reply of their own, which is no gap of the site's.
    let history =
        json!([{ "role": "user", "content": "When was Acme Intelligence founded?" }, { "role": "assistant", "content": "In 2024. [1]" }]);
    let thanks = ask_after(&base, "Thanks a lot!", "en", history).await;
    assert!(thanks.contains("You're welcome!") && thanks.contains("\"kind\":\"reply\""), "{thanks}");
    tokio::time::sleep(Duration::from_millis(300)).await;
    sqlx::any::install_default_drivers();
    let pool = sqlx::AnyPool::connect(&app.database_url).await.unwrap();
    let kept: Vec<(String, String)> =
        sqlx::query_as("SELECT question, kind FROM chat_questions ORDER BY created_at").fetch_all(&pool).await.unwrap();
    assert_eq!(kept.len(), 6, "{kept:?}");
    assert!(kept.contains(&("Thanks a lot!".to_string(), "reply".to_string())), "{kept:?}");
    let columns: Vec<String> = sqlx::query_scalar("SELECT question FROM chat_questions").fetch_all(&pool).await.unwrap();
    assert!(columns.iter().all(|q| !q.contains("127.0.0.1")), "no address is kept");

    let text = report(&app.database_url, &repo_path("content"));
    let first = text.lines().next().unwrap();
    assert!(first.starts_with("3× [en]"), "the parking question, asked three ways, comes first:\n{text}");
    assert!(text.contains("\"Do you have parking at the office?\""), "{text}");
    assert!(!text.contains("When was Acme Intelligence founded?"), "answered questions are not gaps:\n{text}");
    assert!(!text.contains("Thanks a lot!"), "thanks are not gaps:\n{text}");

    let log = server::chat::QuestionLog::new(pool.clone(), 30);
    let now = server::clock::now();
    assert_eq!(log.purge(now).await.unwrap(), 0, "kept for its days");
    assert_eq!(log.purge(now + 31 * 24 * 60 * 60).await.unwrap(), 6);
    assert_eq!(server::chat::QuestionLog::new(pool, 0).purge(now).await.unwrap(), 0);
}

#[tokio::test]
async fn with_no_retention_nothing_is_kept() {
    let app = crate::support::spawn_app_with(|settings| settings.chat_log_retention_days = 0).await;
    ask(&format!("http://{}", app.address), "Do you have parking at the office?", "en").await;
    tokio::time::sleep(Duration::from_millis(300)).await;
    sqlx::any::install_default_drivers();
    let pool = sqlx::AnyPool::connect(&app.database_url).await.unwrap();
    let kept: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM chat_questions").fetch_one(&pool).await.unwrap();
    assert_eq!(kept, 0);
}
