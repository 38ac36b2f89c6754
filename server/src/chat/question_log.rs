//! What visitors asked, kept without personal data for `CHAT_LOG_RETENTION_DAYS`, so the
//! operator learns which facts the site is missing (`server chat report`).

use sqlx::AnyPool;

use super::answer::{Answer, AnswerKind};
use super::request::ChatRequest;

/// One asked question, as it is kept.
#[derive(Debug, Clone, PartialEq)]
pub struct AskedQuestion {
    pub answer_id: String,
    pub question: String,
    pub locale: String,
    pub kind: AnswerKind,
    pub grounded: bool,
    /// The cited sections' URLs.
    pub cited: Vec<String>,
    pub created_at: i64,
}

impl AskedQuestion {
    pub fn new(answer_id: &str, request: &ChatRequest, answer: &Answer, now: i64) -> AskedQuestion {
        let cited = answer.sources.iter().filter(|s| answer.cited.contains(&s.n)).map(|s| s.url.clone()).collect();
        AskedQuestion {
            answer_id: answer_id.to_string(),
            question: request.question.clone(),
            locale: request.locale.code().to_string(),
            kind: answer.kind,
            grounded: answer.grounded,
            cited,
            created_at: now,
        }
    }
}

pub fn kind_name(kind: AnswerKind) -> &'static str {
    match kind {
        AnswerKind::Answer => "answer",
        AnswerKind::Passages => "passages",
        AnswerKind::NotFound => "none",
        AnswerKind::Reply => "reply",
    }
}

/// The log of questions: writes are sent off and never hold an answer up; a failure is logged.
#[derive(Clone)]
pub struct QuestionLog {
    pool: AnyPool,
    retention_days: u32,
}

const DAY: i64 = 24 * 60 * 60;

impl QuestionLog {
    /// `retention_days` of 0 keeps nothing.
    pub fn new(pool: AnyPool, retention_days: u32) -> QuestionLog {
        QuestionLog { pool, retention_days }
    }

    pub fn keeps(&self) -> bool {
        self.retention_days > 0
    }

    /// Keeps `asked`, in the background.
    pub fn record(&self, asked: AskedQuestion) {
        if !self.keeps() {
            return;
        }
        let pool = self.pool.clone();
        tokio::spawn(async move {
            let stored = sqlx::query(
                "INSERT INTO chat_questions (answer_id, question, locale, kind, grounded, cited, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7) \
                 ON CONFLICT (answer_id) DO NOTHING",
            )
            .bind(&asked.answer_id)
            .bind(&asked.question)
            .bind(&asked.locale)
            .bind(kind_name(asked.kind))
            .bind(asked.grounded)
            .bind(asked.cited.join("\n"))
            .bind(asked.created_at)
            .execute(&pool)
            .await;
            if let Err(error) = stored {
                tracing::warn!(%error, "cannot keep a chat question");
            }
        });
    }

    /// Deletes what is older than the retention (everything when it is 0). Returns how many.
    pub async fn purge(&self, now: i64) -> Result<u64, sqlx::Error> {
        let before = now - i64::from(self.retention_days) * DAY;
        let done = sqlx::query("DELETE FROM chat_questions WHERE created_at < $1 OR $2 = 0")
            .bind(before)
            .bind(i64::from(self.retention_days))
            .execute(&self.pool)
            .await?;
        Ok(done.rows_affected())
    }
}
