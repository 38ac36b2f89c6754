use serde::Deserialize;
use sqlx::{AnyPool, Row};

use crate::ids::new_id;

const MAX_COMMENT_CHARS: usize = 2000;

#[derive(Debug, Deserialize)]
struct RawFeedback {
    message_id: Option<String>,
    rating: Option<String>,
    comment: Option<String>,
}

/// A visitor's rating of one answer.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Feedback {
    pub message_id: String,
    pub up: bool,
    pub comment: Option<String>,
}

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum FeedbackError {
    #[error("Invalid request format")]
    Format,
    #[error("message_id must be the id of an answer")]
    MessageId,
    #[error("rating must be up or down")]
    Rating,
    #[error("The comment must be at most 2000 characters")]
    CommentTooLong,
}

pub fn parse_feedback(body: &[u8]) -> Result<Feedback, FeedbackError> {
    let raw: RawFeedback = serde_json::from_slice(body).map_err(|_| FeedbackError::Format)?;
    let message_id = raw.message_id.unwrap_or_default();
    if message_id.len() != 32 || !message_id.bytes().all(|b| b.is_ascii_hexdigit()) {
        return Err(FeedbackError::MessageId);
    }
    let up = match raw.rating.as_deref() {
        Some("up") => true,
        Some("down") => false,
        _ => return Err(FeedbackError::Rating),
    };
    let comment = raw.comment.map(|c| c.trim().to_string()).filter(|c| !c.is_empty());
    if comment.as_ref().is_some_and(|c| c.chars().count() > MAX_COMMENT_CHARS) {
        return Err(FeedbackError::CommentTooLong);
    }
    Ok(Feedback { message_id, up, comment })
}

pub async fn store_feedback(pool: &AnyPool, feedback: &Feedback, now: i64) -> Result<(), sqlx::Error> {
    sqlx::query("INSERT INTO chat_feedback (id, message_id, rating, comment, created_at) VALUES ($1, $2, $3, $4, $5)")
        .bind(new_id())
        .bind(&feedback.message_id)
        .bind(if feedback.up { "up" } else { "down" })
        .bind(feedback.comment.as_deref())
        .bind(now)
        .execute(pool)
        .await
        .map(|_| ())
}

/// A stored rating, as `server chat feedback` prints it.
#[derive(Debug, Clone, PartialEq, serde::Serialize)]
pub struct StoredFeedback {
    pub message_id: String,
    pub rating: String,
    pub comment: Option<String>,
    pub created_at: i64,
}

pub async fn list_feedback(pool: &AnyPool) -> Result<Vec<StoredFeedback>, sqlx::Error> {
    let rows =
        sqlx::query("SELECT message_id, rating, comment, created_at FROM chat_feedback ORDER BY created_at, id").fetch_all(pool).await?;
    rows.iter()
        .map(|row| {
            Ok(StoredFeedback {
                message_id: row.try_get("message_id")?,
                rating: row.try_get("rating")?,
                comment: row.try_get("comment")?,
                created_at: row.try_get("created_at")?,
            })
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    const ID: &str = "0123456789abcdef0123456789abcdef";

    #[test]
    fn a_rating_of_an_answer_is_accepted() {
        let body = format!(r#"{{"message_id":"{ID}","rating":"down","comment":" wrong date "}}"#);
        let feedback = parse_feedback(body.as_bytes()).unwrap();
        assert!(!feedback.up);
        assert_eq!(feedback.comment.as_deref(), Some("wrong date"));
    }

    #[test]
    fn bad_feedback_is_refused() {
        assert_eq!(parse_feedback(b"[]"), Err(FeedbackError::Format));
        assert_eq!(parse_feedback(br#"{"message_id":"x","rating":"up"}"#), Err(FeedbackError::MessageId));
        assert_eq!(parse_feedback(format!(r#"{{"message_id":"{ID}","rating":"meh"}}"#).as_bytes()), Err(FeedbackError::Rating));
        let long = format!(r#"{{"message_id":"{ID}","rating":"up","comment":"{}"}}"#, "x".repeat(2001));
        assert_eq!(parse_feedback(long.as_bytes()), Err(FeedbackError::CommentTooLong));
    }
}
