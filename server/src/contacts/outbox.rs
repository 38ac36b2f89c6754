use std::time::Duration;

use sqlx::{AnyPool, Row};

use super::store::{StoredSubmission, SUBMISSION_COLUMNS};

/// A notification due for delivery, with the submission it announces.
#[derive(Debug, Clone)]
pub struct PendingNotification {
    pub id: String,
    pub attempts: i64,
    pub submission: StoredSubmission,
}

/// The notification outbox in the database: rows are written with their submission and
/// delivered, retried and marked here, so a mail server that is down delays mail but never
/// loses or blocks a submission.
#[derive(Clone)]
pub struct Outbox {
    pool: AnyPool,
    /// First retry delay; it doubles with every failed attempt, up to an hour.
    retry_base: Duration,
}

/// How long a replica holds a notification it is sending before another may try it.
const LEASE_SECONDS: i64 = 120;
const MAX_RETRY_SECONDS: i64 = 3600;

impl Outbox {
    pub fn new(pool: AnyPool, retry_base: Duration) -> Self {
        Self { pool, retry_base }
    }

    /// Notifications due now, each leased to this caller so that replicas do not send twice.
    pub async fn claim_due(&self, now: i64, limit: i64) -> Result<Vec<PendingNotification>, sqlx::Error> {
        let rows = sqlx::query(&format!(
            "SELECT o.id AS outbox_id, o.attempts, o.next_attempt_at, {SUBMISSION_COLUMNS} \
             FROM notification_outbox o JOIN contact_submissions s ON s.id = o.submission_id \
             WHERE o.sent_at IS NULL AND o.next_attempt_at <= $1 ORDER BY o.next_attempt_at LIMIT $2"
        ))
        .bind(now)
        .bind(limit)
        .fetch_all(&self.pool)
        .await?;
        let mut claimed = Vec::new();
        for row in rows {
            let id: String = row.try_get("outbox_id")?;
            let due: i64 = row.try_get("next_attempt_at")?;
            let leased = sqlx::query(
                "UPDATE notification_outbox SET next_attempt_at = $1 WHERE id = $2 AND next_attempt_at = $3 AND sent_at IS NULL",
            )
            .bind(now + LEASE_SECONDS)
            .bind(&id)
            .bind(due)
            .execute(&self.pool)
            .await?;
            if leased.rows_affected() == 1 {
                claimed.push(PendingNotification { id, attempts: row.try_get("attempts")?, submission: StoredSubmission::from_row(&row)? });
            }
        }
        Ok(claimed)
    }

    pub async fn mark_sent(&self, id: &str, now: i64) -> Result<(), sqlx::Error> {
        sqlx::query("UPDATE notification_outbox SET sent_at = $1, attempts = attempts + 1, last_error = NULL WHERE id = $2")
            .bind(now)
            .bind(id)
            .execute(&self.pool)
            .await
            .map(|_| ())
    }

    pub async fn mark_failed(&self, notification: &PendingNotification, error: &str, now: i64) -> Result<(), sqlx::Error> {
        let delay = self.retry_delay(notification.attempts);
        sqlx::query("UPDATE notification_outbox SET attempts = attempts + 1, next_attempt_at = $1, last_error = $2 WHERE id = $3")
            .bind(now + delay)
            .bind(error)
            .bind(&notification.id)
            .execute(&self.pool)
            .await
            .map(|_| ())
    }

    /// Notifications not yet delivered.
    pub async fn backlog(&self) -> Result<i64, sqlx::Error> {
        sqlx::query_scalar("SELECT COUNT(*) FROM notification_outbox WHERE sent_at IS NULL").fetch_one(&self.pool).await
    }

    fn retry_delay(&self, attempts_so_far: i64) -> i64 {
        let base = self.retry_base.as_secs().max(1) as i64;
        base.saturating_mul(1 << attempts_so_far.clamp(0, 20)).min(MAX_RETRY_SECONDS)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test]
    async fn retries_back_off_exponentially_up_to_an_hour() {
        sqlx::any::install_default_drivers();
        let pool = AnyPool::connect("sqlite::memory:").await.unwrap();
        let outbox = Outbox::new(pool, Duration::from_secs(5));
        assert_eq!(outbox.retry_delay(0), 5);
        assert_eq!(outbox.retry_delay(3), 40);
        assert_eq!(outbox.retry_delay(30), 3600);
    }
}
