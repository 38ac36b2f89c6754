//! What the people who run the site do with content/ and site.toml: add a page with a file,
//! name it in the menu, redirect an old address, keep a draft out of production, edit content
//! on a running server, and read what the chat could not answer.

use std::path::{Path, PathBuf};
use std::time::Duration;

use crate::support::{copy_dir, repo_path, spawn_app_with, TestApp};
use serde_json::json;
use server::config::AppEnv;

const CAREERS_IT: &str = "+++\ntitle = \"Lavora con noi\"\ndescription = \"Posizioni aperte.\"\n+++\n\n## Posizioni aperte\n\nCerchiamo una persona esperta di Rust per il team di piattaforma, a Torino o da remoto.\n";
const CAREERS_EN: &str = "+++\ntitle = \"Careers\"\ndescription = \"Open positions.\"\n+++\n\n## Open positions\n\nWe are looking for a Rust engineer for the platform team, in Turin or remote.\n";

/// A copy of the shipped content and site.toml to edit.
struct Copy {
    dir: tempfile::TempDir,
}

impl Copy {
    fn new() -> Copy {
        let dir = tempfile::tempdir().unwrap();
        copy_dir(&repo_path("content"), &dir.path().join("content"));
        std::fs::create_dir_all(dir.path().join("config")).unwrap();
        std::fs::copy(repo_path("config/site.toml"), dir.path().join("config/site.toml")).unwrap();
        Copy { dir }
    }

    fn content(&self) -> PathBuf {
        self.dir.path().join("content")
    }

    fn site_file(&self) -> PathBuf {
        self.dir.path().join("config/site.toml")
    }

    fn write(&self, relative: &str, text: &str) {
        let path = self.content().join(relative);
        std::fs::create_dir_all(path.parent().unwrap()).unwrap();
        std::fs::write(path, text).unwrap();
    }

    fn with_careers(self) -> Copy {
        self.write("pages/it/careers.md", CAREERS_IT);
        self.write("pages/en/careers.md", CAREERS_EN);
        self
    }

    fn add_to_site_toml(&self, text: &str) {
        let mut site = std::fs::read_to_string(self.site_file()).unwrap();
        site.push_str(text);
        std::fs::write(self.site_file(), site).unwrap();
    }

    async fn serve(&self, app_env: AppEnv) -> TestApp {
        let (content, site_file) = (self.content(), self.site_file());
        spawn_app_with(move |settings| {
            settings.app_env = app_env;
            settings.content_dir = content;
            settings.site_file = site_file;
        })
        .await
    }

    fn check(&self) -> (bool, String) {
        check_dir(&self.content(), &self.site_file())
    }
}

fn check_dir(dir: &Path, site_file: &Path) -> (bool, String) {
    let output = std::process::Command::new(env!("CARGO_BIN_EXE_server"))
        .args(["content", "check", "--dir"])
        .arg(dir)
        .env("SITE_CONFIG", site_file)
        .output()
        .unwrap();
    (output.status.success(), String::from_utf8_lossy(&output.stdout).to_string() + &String::from_utf8_lossy(&output.stderr))
}

async fn body(app: &TestApp, path: &str) -> (u16, String) {
    let response = app.get(path).await;
    (response.status().as_u16(), response.text().await.unwrap())
}

#[tokio::test]
async fn a_page_is_a_file_in_both_languages_with_everything_a_built_in_page_has() {
    let copy = Copy::new().with_careers();
    let app = copy.serve(AppEnv::Production).await;
    for (path, title) in [("/careers", "Lavora con noi"), ("/it/careers", "Lavora con noi"), ("/en/careers", "Careers")] {
        let (status, html) = body(&app, path).await;
        assert_eq!(status, 200, "{path}");
        assert!(html.contains(&format!("<h1>{title}</h1>")), "{path}: {html}");
        assert!(html.contains(&format!("<title>{title} | Acme Intelligence</title>")), "{path}");
    }
    let (_, html) = body(&app, "/en/careers").await;
    assert!(html.contains(r#"<link rel="canonical" href="https://site.test/en/careers">"#), "{html}");
    assert!(html.contains(r#"hreflang="it" href="https://site.test/careers""#), "{html}");
    assert!(html.contains(r#""BreadcrumbList""#) && html.contains("https://site.test/en/careers"));
    let (_, sitemap) = body(&app, "/sitemap.xml").await;
    assert!(sitemap.contains("<loc>https://site.test/careers</loc>"), "{sitemap}");
    let answer = app
        .client
        .post(app.url("/api/chat"))
        .json(&json!({ "question": "Are you hiring a Rust engineer?", "locale": "en" }))
        .send()
        .await
        .unwrap();
    let events = crate::support::sse_events(&answer.text().await.unwrap());
    assert!(events[1].1.to_string().contains("/en/careers#open-positions"), "the chat knows the page: {events:?}");
    let (status, html) = body(&app, "/nowhere-else").await;
    assert_eq!(status, 404);
    assert!(html.contains("Page not found: /nowhere-else"));
}

#[tokio::test]
async fn the_menus_come_from_site_toml_with_their_labels() {
    let copy = Copy::new().with_careers();
    copy.add_to_site_toml(
        "\n[[navigation]]\npage = \"home\"\n[[navigation]]\npage = \"careers\"\nlabel = { it = \"Carriere\", en = \"Jobs\" }\n[[navigation]]\npage = \"services\"\n\n[[footer]]\npage = \"careers\"\n",
    );
    let app = copy.serve(AppEnv::Production).await;
    let (_, html) = body(&app, "/en/services").await;
    let nav = &html[html.find("site-nav").unwrap()..];
    let nav = &nav[..nav.find("</nav>").unwrap()];
    let labels: Vec<&str> = nav.split("\">").skip(1).filter_map(|s| s.split('<').next()).filter(|s| !s.is_empty()).collect();
    assert_eq!(labels, ["Home", "Jobs", "Services"], "{nav}");
    assert!(nav.contains(r#"href="/en/services" aria-current="page""#), "{nav}");
    let footer = &html[html.find("site-footer").unwrap()..];
    assert!(footer.contains(r#"<a href="/en/careers">Careers</a>"#), "an operator's page takes its title: {footer}");
}

#[tokio::test]
async fn slugs_the_site_already_uses_are_refused_by_the_check() {
    for slug in ["api", "forbidden", "healthz", "home"] {
        let copy = Copy::new();
        copy.write(&format!("pages/it/{slug}.md"), CAREERS_IT);
        copy.write(&format!("pages/en/{slug}.md"), CAREERS_EN);
        let (ok, text) = copy.check();
        if slug == "home" {
            assert!(ok, "home is the landing page's own file: {text}");
            continue;
        }
        assert!(!ok, "{slug}: {text}");
        assert!(text.contains(&format!("pages/it/{slug}.md: the slug \"{slug}\" is a path the site already uses")), "{text}");
    }
    let copy = Copy::new().with_careers();
    std::fs::remove_file(copy.content().join("pages/en/careers.md")).unwrap();
    let (ok, text) = copy.check();
    assert!(!ok && text.contains("pages/en/careers.md: missing"), "{text}");
    let copy = Copy::new();
    copy.add_to_site_toml("\n[[navigation]]\npage = \"nowhere\"\n");
    let (ok, text) = copy.check();
    assert!(!ok && text.contains("[[navigation]] page \"nowhere\" is no page of the site"), "{text}");
}

#[tokio::test]
async fn moved_pages_answer_301_in_every_language_and_bad_redirects_are_refused() {
    let copy = Copy::new();
    copy.add_to_site_toml(
        "\n[redirects]\n\"/old-services\" = \"/services\"\n\"/blog/old-telegram\" = \"/blog/telegram-as-a-front-door\"\n",
    );
    let (ok, text) = copy.check();
    assert!(ok, "{text}");
    assert!(text.contains("redirect /old-services -> /services"), "{text}");
    let app = copy.serve(AppEnv::Production).await;
    for (from, to) in [
        ("/old-services", "/services"),
        ("/it/old-services", "/services"),
        ("/en/old-services?x=1", "/en/services?x=1"),
        ("/en/blog/old-telegram", "/en/blog/telegram-as-a-front-door"),
    ] {
        let response = app.get(from).await;
        assert_eq!(response.status(), 301, "{from}");
        assert_eq!(response.headers()["location"], to, "{from}");
    }
    for (redirects, problem) in [
        ("\"/old\" = \"/nowhere\"", "the new path is no page"),
        ("\"/about\" = \"/services\"", "the old path is still a page"),
        ("\"/a\" = \"/b\"\n\"/b\" = \"/services\"", "is itself redirected"),
        ("\"/a\" = \"/b\"\n\"/b\" = \"/a\"", "is itself redirected"),
    ] {
        let copy = Copy::new();
        copy.add_to_site_toml(&format!("\n[redirects]\n{redirects}\n"));
        let (ok, text) = copy.check();
        assert!(!ok && text.contains(problem), "{redirects}: {text}");
    }
}

#[tokio::test]
async fn a_draft_shows_only_in_development_and_marked() {
    let copy = Copy::new();
    copy.write("pages/it/careers.md", &CAREERS_IT.replacen("+++\n", "+++\ndraft = true\n", 1));
    copy.write("pages/en/careers.md", &CAREERS_EN.replacen("+++\n", "+++\ndraft = true\n", 1));
    let production = copy.serve(AppEnv::Production).await;
    assert_eq!(body(&production, "/en/careers").await.0, 404);
    assert!(!body(&production, "/sitemap.xml").await.1.contains("careers"));
    let answer = production
        .client
        .post(production.url("/api/chat"))
        .json(&json!({ "question": "Are you hiring a Rust engineer?", "locale": "en" }))
        .send()
        .await
        .unwrap();
    assert!(!answer.text().await.unwrap().contains("careers"), "the chat does not know a draft");
    let development = copy.serve(AppEnv::Development).await;
    let (status, html) = body(&development, "/en/careers").await;
    assert_eq!(status, 200);
    let article = &html[html.find("<main").unwrap_or(0)..];
    assert!(article.contains(r#"<p role="note" class="draft-mark">Draft"#), "{article}");
    assert!(html.contains(r#"<script src="/_dev/reload.js" defer></script>"#));
}

/// The first `event:` of the dev channel that arrives within `limit`.
async fn next_dev_event(stream: &mut reqwest::Response, limit: Duration) -> Option<String> {
    let mut seen = String::new();
    let deadline = tokio::time::Instant::now() + limit;
    loop {
        let chunk = tokio::time::timeout_at(deadline, stream.chunk()).await.ok()?.ok()??;
        seen.push_str(&String::from_utf8_lossy(&chunk));
        if let Some(block) = seen.split("\n\n").find(|b| b.contains("event: ")) {
            return Some(block.to_string());
        }
    }
}

#[tokio::test]
async fn an_edit_in_development_is_served_at_once_and_a_broken_one_is_shown_not_served() {
    let copy = Copy::new();
    let app = copy.serve(AppEnv::Development).await;
    let mut events = app.get("/_dev/events").await;
    assert_eq!(events.status(), 200);
    let about = std::fs::read_to_string(copy.content().join("pages/en/about.md")).unwrap();
    let started = std::time::Instant::now();
    copy.write("pages/en/about.md", &about.replace("We are 14 people", "We are 15 people"));
    let event = next_dev_event(&mut events, Duration::from_secs(5)).await.expect("the open pages are told");
    assert!(event.contains("event: reload"), "{event}");
    println!("edit served after {:?}", started.elapsed());
    assert!(body(&app, "/en/about").await.1.contains("We are 15 people"));

    copy.write("pages/en/about.md", "+++\ndescription = \"no title\"\n+++\nBroken.");
    let event = next_dev_event(&mut events, Duration::from_secs(5)).await.expect("the open pages are told");
    assert!(event.contains("event: problem") && event.contains("pages/en/about.md"), "{event}");
    assert!(body(&app, "/en/about").await.1.contains("We are 15 people"), "the previous content keeps serving");
}

#[tokio::test]
async fn production_has_no_development_channel() {
    let app = Copy::new().serve(AppEnv::Production).await;
    assert_eq!(app.get("/_dev/events").await.status(), 404);
    assert!(!body(&app, "/en").await.1.contains("/_dev/reload.js"));
}
