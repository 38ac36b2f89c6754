use serde::Serialize;
use sqlx::any::AnyRow;
use sqlx::AnyPool;
use sqlx::Row;

use super::csrf::VerifiedToken;
use super::submission::ContactSubmission;
use crate::ids::new_id;

/// Where a submission came from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Channel {
    /// The site's form, guarded by a CSRF token.
    Form,
    /// `POST /api/v1/contacts`, with the bearer key.
    Api,
}

impl Channel {
    fn as_str(self) -> &'static str {
        match self {
            Channel::Form => "form",
            Channel::Api => "api",
        }
    }
}

#[derive(Debug, PartialEq, Eq)]
pub enum SaveOutcome {
    Saved { id: String },
    TokenAlreadyUsed,
}

/// A stored submission, for the operators' export.
#[derive(Debug, Clone, Serialize)]
pub struct StoredSubmission {
    pub id: String,
    pub created_at: i64,
    pub channel: String,
    pub source: String,
    pub name: String,
    pub email: String,
    pub company: Option<String>,
    pub phone: Option<String>,
    pub message: Option<String>,
    pub recipient: Option<String>,
}

/// The columns `StoredSubmission::from_row` reads, from `contact_submissions` aliased `s`.
pub(super) const SUBMISSION_COLUMNS: &str =
    "s.id, s.created_at, s.channel, s.source, s.name, s.email, s.company, s.phone, s.message, s.recipient";

impl StoredSubmission {
    pub(super) fn from_row(row: &AnyRow) -> Result<StoredSubmission, sqlx::Error> {
        Ok(StoredSubmission {
            id: row.try_get("id")?,
            created_at: row.try_get("created_at")?,
            channel: row.try_get("channel")?,
            source: row.try_get("source")?,
            name: row.try_get("name")?,
            email: row.try_get("email")?,
            company: row.try_get("company")?,
            phone: row.try_get("phone")?,
            message: row.try_get("message")?,
            recipient: row.try_get("recipient")?,
        })
    }
}

#[derive(Clone)]
pub struct ContactStore {
    pool: AnyPool,
}

impl ContactStore {
    pub fn new(pool: AnyPool) -> Self {
        Self { pool }
    }

    /// Stores the submission, spending `token` and queueing a notification when `notify`, all in
    /// one transaction: either everything is committed or nothing is.
    pub async fn save(
        &self,
        submission: &ContactSubmission,
        channel: Channel,
        token: Option<&VerifiedToken>,
        notify: bool,
        now: i64,
    ) -> Result<SaveOutcome, sqlx::Error> {
        let mut tx = self.pool.begin().await?;
        if let Some(token) = token {
            let spent = sqlx::query(
                "INSERT INTO csrf_tokens_used (token_id, used_at, expires_at) VALUES ($1, $2, $3) ON CONFLICT (token_id) DO NOTHING",
            )
            .bind(&token.id)
            .bind(now)
            .bind(token.expires_at)
            .execute(&mut *tx)
            .await?;
            if spent.rows_affected() == 0 {
                return Ok(SaveOutcome::TokenAlreadyUsed);
            }
        }
        let id = new_id();
        sqlx::query(
            "INSERT INTO contact_submissions (id, channel, source, name, email, company, phone, message, recipient, privacy_consent, created_at) \
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)",
        )
        .bind(&id)
        .bind(channel.as_str())
        .bind(&submission.source)
        .bind(&submission.name)
        .bind(submission.email.as_str())
        .bind(submission.company.as_deref())
        .bind(submission.phone.as_deref())
        .bind(submission.message.as_deref())
        .bind(submission.recipient.as_deref())
        .bind(true)
        .bind(now)
        .execute(&mut *tx)
        .await?;
        if notify {
            sqlx::query("INSERT INTO notification_outbox (id, submission_id, attempts, next_attempt_at) VALUES ($1, $2, 0, $3)")
                .bind(new_id())
                .bind(&id)
                .bind(now)
                .execute(&mut *tx)
                .await?;
        }
        tx.commit().await?;
        Ok(SaveOutcome::Saved { id })
    }

    /// Forgets the spent CSRF tokens that have expired since: an expired token is refused before
    /// its id is looked up, so its row no longer guards anything. Returns how many went.
    pub async fn purge_spent_tokens(&self, now: i64) -> Result<u64, sqlx::Error> {
        let done = sqlx::query("DELETE FROM csrf_tokens_used WHERE expires_at <= $1").bind(now).execute(&self.pool).await?;
        Ok(done.rows_affected())
    }

    /// Every submission, oldest first.
    pub async fn list(&self) -> Result<Vec<StoredSubmission>, sqlx::Error> {
        let rows = sqlx::query(&format!("SELECT {SUBMISSION_COLUMNS} FROM contact_submissions s ORDER BY s.created_at, s.id"))
            .fetch_all(&self.pool)
            .await?;
        rows.iter().map(StoredSubmission::from_row).collect()
    }
}
