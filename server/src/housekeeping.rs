//! Clean-ups the database needs from time to time, run by a task of the server's: what has
//! outlived its use (spent CSRF tokens, chat questions past their retention) is deleted, so
//! tables do not grow with traffic.

use std::time::Duration;

use crate::chat::QuestionLog;
use crate::contacts::ContactStore;

/// Often enough that the tables stay small, rarely enough to cost nothing.
const EVERY: Duration = Duration::from_secs(60 * 60);

/// Runs the clean-ups at start and then every hour, until the process ends.
pub fn spawn_housekeeping(contacts: ContactStore, questions: QuestionLog) -> tokio::task::JoinHandle<()> {
    tokio::spawn(async move {
        let mut ticks = tokio::time::interval(EVERY);
        loop {
            ticks.tick().await;
            let now = crate::clock::now();
            match contacts.purge_spent_tokens(now).await {
                Ok(0) => {}
                Ok(purged) => tracing::info!(purged, "expired CSRF token ids forgotten"),
                Err(error) => tracing::warn!(%error, "cannot purge the spent CSRF tokens"),
            }
            match questions.purge(now).await {
                Ok(0) => {}
                Ok(purged) => tracing::info!(purged, "chat questions past their retention deleted"),
                Err(error) => tracing::warn!(%error, "cannot purge the chat questions"),
            }
        }
    })
}
