//! The content check, on the shipped content and on broken copies of it.

use std::path::{Path, PathBuf};
use std::process::Command;

use crate::support::copy_dir;

fn shipped_content() -> PathBuf {
    crate::support::repo_path("content")
}

fn check(dir: &Path) -> (bool, String) {
    let output = Command::new(env!("CARGO_BIN_EXE_server"))
        .args(["content", "check", "--dir"])
        .arg(dir)
        .env("SITE_CONFIG", crate::support::repo_path("config/site.toml"))
        .output()
        .unwrap();
    let text = String::from_utf8_lossy(&output.stdout).to_string() + &String::from_utf8_lossy(&output.stderr);
    (output.status.success(), text)
}

fn broken(edit: impl FnOnce(&Path)) -> String {
    let dir = tempfile::tempdir().unwrap();
    copy_dir(&shipped_content(), dir.path());
    edit(dir.path());
    let (ok, text) = check(dir.path());
    assert!(!ok, "the check should fail:\n{text}");
    text
}

#[test]
fn the_shipped_content_passes_the_check() {
    let (ok, text) = check(&shipped_content());
    assert!(ok, "{text}");
    assert!(text.contains("16 pages and 8 articles"), "{text}");
}

#[test]
fn an_article_missing_in_one_language_is_reported_with_its_file() {
    let text = broken(|dir| std::fs::remove_file(dir.join("blog/en/telegram-as-a-front-door.md")).unwrap());
    assert!(text.contains("blog/en/telegram-as-a-front-door.md: missing"), "{text}");
}

#[test]
fn a_missing_page_is_reported() {
    let text = broken(|dir| std::fs::remove_file(dir.join("pages/it/about.md")).unwrap());
    assert!(text.contains("pages/it/about.md: missing: the built-in page \"about\" needs its copy in every language"), "{text}");
    assert_eq!(text.matches("about.md").count(), 1, "one problem, once: {text}");
}

#[test]
fn incomplete_front_matter_names_the_missing_field() {
    let text = broken(|dir| {
        let path = dir.join("blog/it/telegram-as-a-front-door.md");
        let body = std::fs::read_to_string(&path).unwrap().replace("author = ", "writer = ");
        std::fs::write(path, body).unwrap();
    });
    assert!(text.contains("blog/it/telegram-as-a-front-door.md: front matter"), "{text}");
    assert!(text.contains("author"), "{text}");
}

#[test]
fn broken_internal_links_and_unsafe_slugs_are_reported() {
    let text = broken(|dir| {
        let path = dir.join("pages/en/about.md");
        let body = std::fs::read_to_string(&path).unwrap() + "\n[gone](/blog/no-such-article) [bad](/nowhere)\n";
        std::fs::write(path, body).unwrap();
        std::fs::copy(dir.join("blog/it/telegram-as-a-front-door.md"), dir.join("blog/it/Bad Slug.md")).unwrap();
    });
    assert!(text.contains("pages/en/about.md: link /blog/no-such-article names an article that does not exist"), "{text}");
    assert!(text.contains("pages/en/about.md: link /nowhere leads to no page"), "{text}");
    assert!(text.contains("Bad Slug.md: the file name is the slug"), "{text}");
}

#[test]
fn the_server_refuses_to_start_on_broken_content() {
    let dir = tempfile::tempdir().unwrap();
    copy_dir(&shipped_content(), dir.path());
    std::fs::remove_file(dir.path().join("pages/en/home.md")).unwrap();
    let output = Command::new(env!("CARGO_BIN_EXE_server"))
        .env("CONTENT_DIR", dir.path())
        .env("SITE_CONFIG", PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../config/site.toml"))
        .env("LEPTOS_SITE_ADDR", "127.0.0.1:0")
        .output()
        .unwrap();
    assert!(!output.status.success());
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(stderr.contains("pages/en/home.md"), "{stderr}");
}
