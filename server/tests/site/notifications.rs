//! Notification delivery against a real SMTP server (aiosmtpd, installed by `make test`), including
//! one that is down when the request arrives and comes back later.

use std::path::PathBuf;
use std::process::{Child, Command, Stdio};
use std::time::Duration;

use crate::support::{spawn_app_with, TestApp};
use lettre::message::Mailbox;
use server::contacts::MailSettings;

fn python_with_aiosmtpd() -> PathBuf {
    let venv = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../tools/.venv/bin/python");
    assert!(venv.exists(), "{} is missing: run `make test` (scripts/bootstrap.sh installs aiosmtpd)", venv.display());
    venv
}

fn free_port() -> u16 {
    std::net::TcpListener::bind("127.0.0.1:0").unwrap().local_addr().unwrap().port()
}

struct SmtpServer {
    child: Child,
    maildir: tempfile::TempDir,
}

impl SmtpServer {
    async fn start(port: u16) -> SmtpServer {
        let maildir = tempfile::tempdir().unwrap();
        let child = Command::new(python_with_aiosmtpd())
            .args(["-m", "aiosmtpd", "-n", "-l", &format!("127.0.0.1:{port}"), "-c", "aiosmtpd.handlers.Mailbox"])
            .arg(maildir.path().join("mail"))
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .unwrap();
        for _ in 0..100 {
            if std::net::TcpStream::connect(("127.0.0.1", port)).is_ok() {
                break;
            }
            tokio::time::sleep(Duration::from_millis(100)).await;
        }
        SmtpServer { child, maildir }
    }

    fn messages(&self) -> Vec<String> {
        let new = self.maildir.path().join("mail/new");
        std::fs::read_dir(new)
            .map(|entries| entries.filter_map(|e| std::fs::read_to_string(e.ok()?.path()).ok()).collect())
            .unwrap_or_default()
    }
}

impl Drop for SmtpServer {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

async fn app_mailing_to(port: u16) -> TestApp {
    spawn_app_with(|s| {
        s.mail = Some(MailSettings {
            smtp_url: format!("smtp://127.0.0.1:{port}").into(),
            to: "ops@example.com".parse::<Mailbox>().unwrap(),
            from: "website@example.com".parse::<Mailbox>().unwrap(),
        });
        s.outbox_retry_base = Duration::from_secs(1);
    })
    .await
}

async fn send_request(app: &TestApp, name: &str) {
    let payload = serde_json::json!({ "name": name, "email": "ada@example.com", "privacyConsent": true, "message": "Hello" });
    let response = app
        .client
        .post(app.url("/api/v1/contacts"))
        .bearer_auth("test-api-key")
        .json(&serde_json::json!({ "Source": "test", "Payload": payload.to_string() }))
        .send()
        .await
        .unwrap();
    assert_eq!(response.status(), 200);
}

async fn outbox_row(app: &TestApp) -> (i64, Option<i64>, Option<String>) {
    sqlx::any::install_default_drivers();
    let pool = sqlx::AnyPool::connect(&app.database_url).await.unwrap();
    let row: (i32, Option<i64>, Option<String>) =
        sqlx::query_as("SELECT attempts, sent_at, last_error FROM notification_outbox").fetch_one(&pool).await.unwrap();
    (row.0 as i64, row.1, row.2)
}

async fn wait_until(mut done: impl AsyncFnMut() -> bool) -> bool {
    for _ in 0..300 {
        if done().await {
            return true;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    false
}

#[tokio::test]
async fn each_request_is_mailed_to_the_company() {
    let port = free_port();
    let smtp = SmtpServer::start(port).await;
    let app = app_mailing_to(port).await;
    send_request(&app, "Ada Lovelace").await;
    assert!(wait_until(async || !smtp.messages().is_empty()).await, "no mail arrived");
    let mail = &smtp.messages()[0];
    assert!(mail.contains("Subject: Contact request from Ada Lovelace"), "{mail}");
    assert!(mail.contains("To: ops@example.com"), "{mail}");
    assert!(mail.contains("Reply-To: ada@example.com"), "{mail}");
    assert!(wait_until(async || outbox_row(&app).await.1.is_some()).await);
}

#[tokio::test]
async fn a_mail_server_that_is_down_delays_the_mail_but_loses_nothing() {
    let port = free_port();
    let app = app_mailing_to(port).await;
    send_request(&app, "Grace Hopper").await;
    assert!(wait_until(async || outbox_row(&app).await.0 >= 1).await, "no delivery attempt");
    let (_, sent, error) = outbox_row(&app).await;
    assert!(sent.is_none());
    assert!(error.is_some(), "the failure is recorded");

    let smtp = SmtpServer::start(port).await;
    assert!(wait_until(async || !smtp.messages().is_empty()).await, "the retry never delivered");
    assert!(smtp.messages()[0].contains("Grace Hopper"));
    assert!(wait_until(async || outbox_row(&app).await.1.is_some()).await);
}
