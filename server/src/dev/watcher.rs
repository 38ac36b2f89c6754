//! Watches content/ and site.toml; a change (after a short quiet, as editors write in several
//! steps) reloads the site's content.

use std::path::PathBuf;
use std::time::Duration;

use notify::{RecursiveMode, Watcher};
use tokio::sync::mpsc;

use crate::reload::reload_content;
use crate::state::AppState;

/// How long the files must stay quiet before a reload: an editor's save is several writes.
const QUIET: Duration = Duration::from_millis(80);

/// Watches `content_dir` and `site_file` until the process ends. A watcher that cannot start
/// is logged, not fatal: the site serves what it has.
pub fn watch_content(state: AppState, content_dir: PathBuf, site_file: PathBuf) {
    let (tx, mut rx) = mpsc::unbounded_channel();
    let watcher = notify::recommended_watcher(move |event: notify::Result<notify::Event>| {
        if event.is_ok_and(|e| !e.kind.is_access()) {
            let _ = tx.send(());
        }
    });
    let mut watcher = match watcher {
        Ok(watcher) => watcher,
        Err(error) => return tracing::warn!(%error, "cannot watch the content; edits need a restart"),
    };
    for (path, mode) in [(&content_dir, RecursiveMode::Recursive), (&site_file, RecursiveMode::NonRecursive)] {
        if let Err(error) = watcher.watch(path, mode) {
            tracing::warn!(%error, path = %path.display(), "cannot watch");
        }
    }
    tracing::info!(content = %content_dir.display(), site = %site_file.display(), "watching the content for edits");
    tokio::spawn(async move {
        let _watcher = watcher;
        while rx.recv().await.is_some() {
            // Let the burst of writes of one save end.
            while tokio::time::timeout(QUIET, rx.recv()).await.is_ok_and(|e| e.is_some()) {}
            reload_content(&state);
        }
    });
}
