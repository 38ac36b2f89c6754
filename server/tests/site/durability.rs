//! Stored means stored: the release binary, killed with SIGKILL in the middle of a burst of
//! contact submissions and started again on the same database, has every submission it
//! answered 201 to (SQLite here; PostgreSQL when `TEST_DATABASE_URL` is set).

use std::path::Path;
use std::process::{Child, Command, Stdio};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Arc;
use std::time::Duration;

use crate::support::{fresh_database, repo_path, site_root};
use serde_json::{json, Value};

/// The real server binary as an operator runs it, on `port`.
fn start(site_root: &Path, database_url: &str, port: u16) -> Child {
    Command::new(env!("CARGO_BIN_EXE_server"))
        .current_dir(repo_path(""))
        .env("LEPTOS_SITE_ROOT", site_root)
        .env("LEPTOS_SITE_ADDR", format!("127.0.0.1:{port}"))
        .env("DATABASE_URL", database_url)
        .env("CSRF_SECRET", "durability")
        .env("RATE_LIMIT_PER_MINUTE", "0")
        .env("RUST_LOG", "warn")
        .stdout(Stdio::null())
        .spawn()
        .unwrap()
}

async fn wait_until_ready(client: &reqwest::Client, base: &str) {
    for _ in 0..200 {
        if client.get(format!("{base}/readyz")).send().await.is_ok_and(|r| r.status() == 200) {
            return;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    panic!("the server did not start");
}

fn free_port() -> u16 {
    std::net::TcpListener::bind("127.0.0.1:0").unwrap().local_addr().unwrap().port()
}

#[tokio::test]
async fn every_submission_answered_201_survives_a_sigkill() {
    let root = site_root();
    let database_url = fresh_database(&root).await;
    let port = free_port();
    let base = format!("http://127.0.0.1:{port}");
    let client = reqwest::Client::new();
    let mut server = start(root.path(), &database_url, port);
    wait_until_ready(&client, &base).await;

    let mut tokens = Vec::new();
    for _ in 0..150 {
        let body: Value = client.get(format!("{base}/api/csrf-cookie")).send().await.unwrap().json().await.unwrap();
        tokens.push(body["token"].as_str().unwrap().to_string());
    }
    let stored = Arc::new(AtomicUsize::new(0));
    let sends = tokens.into_iter().enumerate().map(|(i, token)| {
        let (client, base, stored) = (client.clone(), base.clone(), stored.clone());
        tokio::spawn(async move {
            let name = format!("Visitor {i}");
            let payload = json!({ "name": name, "email": format!("v{i}@example.com"), "privacyConsent": true }).to_string();
            let answer = client
                .post(format!("{base}/v1/contacts"))
                .header("X-CSRF-Token", &token)
                .header("cookie", format!("csrf-token={token}"))
                .json(&json!({ "Source": "durability", "Payload": payload }))
                .send()
                .await;
            let created = answer.is_ok_and(|a| a.status() == 201);
            if created {
                stored.fetch_add(1, Ordering::SeqCst);
            }
            (name, created)
        })
    });
    let sends: Vec<_> = sends.collect();
    // Kill the server while the burst is under way, once some answers are out.
    while stored.load(Ordering::SeqCst) < 30 {
        tokio::time::sleep(Duration::from_millis(1)).await;
    }
    server.kill().unwrap();
    server.wait().unwrap();
    let mut confirmed = Vec::new();
    for send in sends {
        let (name, created) = send.await.unwrap();
        if created {
            confirmed.push(name);
        }
    }
    assert!(confirmed.len() >= 30 && confirmed.len() < 150, "the kill came mid-burst: {} confirmed", confirmed.len());

    let mut restarted = start(root.path(), &database_url, port);
    wait_until_ready(&client, &base).await;
    restarted.kill().unwrap();
    restarted.wait().unwrap();
    let export = Command::new(env!("CARGO_BIN_EXE_server"))
        .args(["contacts", "export", "--format", "json"])
        .env("DATABASE_URL", &database_url)
        .output()
        .unwrap();
    assert!(export.status.success(), "{}", String::from_utf8_lossy(&export.stderr));
    let rows: Vec<Value> = serde_json::from_slice(&export.stdout).unwrap();
    let names: std::collections::HashSet<&str> = rows.iter().map(|r| r["name"].as_str().unwrap()).collect();
    let lost: Vec<&String> = confirmed.iter().filter(|name| !names.contains(name.as_str())).collect();
    assert!(lost.is_empty(), "answered 201 but not stored: {lost:?}");
}
