//! Taking new content on a running server: on SIGHUP (production's `server content reload`), and
//! on an edit in development. An invalid change is refused and the old content keeps serving.

use crate::dev::DevEvent;
use crate::state::AppState;

/// Reloads the content, logs the outcome and tells the open development pages.
pub fn reload_content(state: &AppState) {
    match state.live.reload() {
        Ok(version) => {
            tracing::info!(version, "new content is being served");
            if let Some(dev) = &state.dev {
                dev.send(DevEvent::Reload);
            }
        }
        Err(error) => {
            tracing::error!("the new content was refused; the previous content keeps serving:\n{error}");
            if let Some(dev) = &state.dev {
                dev.send(DevEvent::Problem(error.to_string()));
            }
        }
    }
}

/// Reloads on every SIGHUP, until the process ends.
#[cfg(unix)]
pub fn reload_on_hangup(state: AppState) {
    let Ok(mut hangups) = tokio::signal::unix::signal(tokio::signal::unix::SignalKind::hangup()) else {
        return tracing::warn!("cannot listen for SIGHUP: reloading needs a restart");
    };
    tokio::spawn(async move {
        while hangups.recv().await.is_some() {
            tracing::info!("SIGHUP: reloading the content");
            reload_content(&state);
        }
    });
}
