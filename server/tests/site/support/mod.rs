//! Starts the real server on a random port with a throw-away site root, for tests that talk
//! HTTP to it.

// Each test binary uses a different part of this module.
#![allow(dead_code)]

use std::net::SocketAddr;
use std::path::PathBuf;

pub mod fake_llm;

use leptos::config::LeptosOptions;
use server::config::{AppEnv, Settings, SiteOverrides};
use server::startup::Application;

pub struct TestApp {
    pub address: SocketAddr,
    pub database_url: String,
    pub client: reqwest::Client,
    _site_root: tempfile::TempDir,
}

impl TestApp {
    pub fn url(&self, path: &str) -> String {
        format!("http://{}{}", self.address, path)
    }

    pub async fn get(&self, path: &str) -> reqwest::Response {
        self.client.get(self.url(path)).send().await.expect("the server answers")
    }
}

pub fn repo_path(relative: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("..").join(relative)
}

/// Copies a directory tree (the shipped content, to be edited by a test).
pub fn copy_dir(from: &std::path::Path, to: &std::path::Path) {
    std::fs::create_dir_all(to).unwrap();
    for entry in std::fs::read_dir(from).unwrap() {
        let entry = entry.unwrap();
        let target = to.join(entry.file_name());
        if entry.file_type().unwrap().is_dir() {
            copy_dir(&entry.path(), &target);
        } else {
            std::fs::copy(entry.path(), target).unwrap();
        }
    }
}

/// A new, empty database: a SQLite file, or a new PostgreSQL database when `TEST_DATABASE_URL`
/// points at a server (`scripts/with-postgres.sh` does).
pub async fn fresh_database(dir: &tempfile::TempDir) -> String {
    let Ok(server) = std::env::var("TEST_DATABASE_URL") else {
        return format!("sqlite://{}/site.db", dir.path().display());
    };
    sqlx::any::install_default_drivers();
    let admin = sqlx::AnyPool::connect(&server).await.expect("TEST_DATABASE_URL is reachable");
    let name = format!(
        "test_{}",
        dir.path().file_name().unwrap().to_string_lossy().to_lowercase().replace(|c: char| !c.is_ascii_alphanumeric(), "_")
    );
    sqlx::query(&format!("CREATE DATABASE {name}")).execute(&admin).await.unwrap();
    admin.close().await;
    let base = server.rsplit_once('/').map_or(server.as_str(), |(base, _)| base);
    format!("{base}/{name}")
}

/// A throw-away site root with what the server needs to start: the widgets' manifest.
pub fn site_root() -> tempfile::TempDir {
    let site_root = tempfile::tempdir().unwrap();
    std::fs::create_dir_all(site_root.path().join("widgets")).unwrap();
    std::fs::write(
        site_root.path().join("widgets/manifest.json"),
        r#"{"src/mount.ts":{"file":"assets/mount-test.js"},"src/navigation.ts":{"file":"assets/navigation-test.js"}}"#,
    )
    .unwrap();
    site_root
}

pub async fn spawn_app() -> TestApp {
    spawn_app_with(|_| {}).await
}

/// Like `spawn_app`, with the settings adjusted first.
pub async fn spawn_app_with(adjust: impl FnOnce(&mut Settings)) -> TestApp {
    let site_root = site_root();
    let std::env::VarError::NotPresent = std::env::var("SITE_URL").unwrap_err() else {
        panic!("tests expect no SITE_URL in the environment")
    };
    let site_file = repo_path("config/site.toml");
    let site_overrides = SiteOverrides { url: Some("https://site.test".into()), ..SiteOverrides::none() };
    let (site, site_links) = server::config::read_site(&site_file, &site_overrides).unwrap();
    let settings = Settings {
        app_env: AppEnv::Production,
        site,
        site_links,
        site_file,
        site_overrides,
        chat_log_retention_days: 30,
        pid_file: None,
        leptos: LeptosOptions::builder()
            .output_name("site")
            .site_root(site_root.path().to_str().unwrap())
            .site_addr(SocketAddr::from(([127, 0, 0, 1], 0)))
            .build(),
        content_dir: repo_path("content"),
        widgets_dir: site_root.path().join("widgets"),
        database_url: fresh_database(&site_root).await,
        csrf_secret: Some("test secret".into()),
        csrf_ttl: std::time::Duration::from_secs(3600),
        contacts_api_key: Some("test-api-key".into()),
        rate_limit_per_minute: 0,
        mail: None,
        outbox_retry_base: std::time::Duration::from_secs(1),
        llm: None,
        timeouts: server::serve::Timeouts::default(),
        max_connections: 1000,
        trusted_proxies: Default::default(),
        portal_api_url: None,
        mock: server::portal::MockSettings { delay_ms: 0..=0, failure_rate: 0.0 },
    };
    let mut settings = settings;
    adjust(&mut settings);
    let database_url = settings.database_url.clone();
    let app = Application::build(settings).await.expect("the app builds");
    let address = app.address();
    tokio::spawn(app.run_until_stopped());
    let client = reqwest::Client::builder().redirect(reqwest::redirect::Policy::none()).build().unwrap();
    TestApp { address, database_url, client, _site_root: site_root }
}

/// The `(event, data)` pairs of an SSE body.
pub fn sse_events(body: &str) -> Vec<(String, serde_json::Value)> {
    body.split("\n\n")
        .filter_map(|block| {
            let mut name = None;
            let mut data = String::new();
            for line in block.lines() {
                if let Some(n) = line.strip_prefix("event: ") {
                    name = Some(n.to_string());
                } else if let Some(d) = line.strip_prefix("data: ") {
                    data.push_str(d);
                }
            }
            Some((name?, serde_json::from_str(&data).ok()?))
        })
        .collect()
}

/// Sends `request` as raw bytes (for what an HTTP client would refuse or normalise) and returns
/// the status code of the answer, or `None` when the server closed the connection without one.
pub async fn raw_request(address: SocketAddr, request: &[u8]) -> Option<u16> {
    use tokio::io::{AsyncReadExt, AsyncWriteExt};
    let mut stream = tokio::net::TcpStream::connect(address).await.unwrap();
    stream.write_all(request).await.ok()?;
    let mut answer = Vec::new();
    let _ = tokio::time::timeout(std::time::Duration::from_secs(10), stream.read_to_end(&mut answer)).await;
    let text = String::from_utf8_lossy(&answer);
    text.strip_prefix("HTTP/1.1 ")?.get(..3)?.parse().ok()
}
