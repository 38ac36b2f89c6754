use app::i18n::Locale;
use app::limits::CHAT;
use serde::Deserialize;

/// The limits, shared with the widget (`app::limits::CHAT`).
pub const MAX_QUESTION_CHARS: usize = CHAT.question_chars;
pub const MAX_HISTORY_TURNS: usize = CHAT.history_turns;
pub const MAX_TURN_CHARS: usize = CHAT.turn_chars;

#[derive(Debug, Deserialize)]
struct RawRequest {
    question: Option<String>,
    locale: Option<String>,
    history: Option<Vec<RawTurn>>,
}

#[derive(Debug, Deserialize)]
struct RawTurn {
    role: String,
    content: String,
}

/// One earlier message of the conversation.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Turn {
    User(String),
    Assistant(String),
}

/// A question that passed every check.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ChatRequest {
    pub question: String,
    pub locale: Locale,
    pub history: Vec<Turn>,
}

impl ChatRequest {
    /// The answer the visitor read last: a follow-up is most likely about what it quoted.
    pub fn previous_answer(&self) -> Option<&str> {
        match self.history.last() {
            Some(Turn::Assistant(text)) => Some(text.as_str()),
            _ => None,
        }
    }

    /// The visitor's previous question, for follow-ups.
    pub fn previous_question(&self) -> Option<&str> {
        self.history.iter().rev().find_map(|t| match t {
            Turn::User(text) => Some(text.as_str()),
            Turn::Assistant(_) => None,
        })
    }
}

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ChatRequestError {
    #[error("Invalid request format")]
    Format,
    #[error("The question must not be empty")]
    EmptyQuestion,
    #[error("The question must be at most {MAX_QUESTION_CHARS} characters")]
    QuestionTooLong,
    #[error("Unknown locale: {0}")]
    UnknownLocale(String),
    #[error("At most {MAX_HISTORY_TURNS} history turns are accepted")]
    HistoryTooLong,
    #[error("A history turn must be at most {MAX_TURN_CHARS} characters")]
    TurnTooLong,
    #[error("History roles must be user or assistant")]
    BadRole,
}

/// The question as asked, trimmed, within the limit: the same check for the API and for the
/// chat page's `?q=`.
pub fn checked_question(asked: &str) -> Result<String, ChatRequestError> {
    let question = asked.trim();
    if question.is_empty() {
        return Err(ChatRequestError::EmptyQuestion);
    }
    if question.chars().count() > MAX_QUESTION_CHARS {
        return Err(ChatRequestError::QuestionTooLong);
    }
    Ok(question.to_string())
}

pub fn parse_chat_request(body: &[u8]) -> Result<ChatRequest, ChatRequestError> {
    let raw: RawRequest = serde_json::from_slice(body).map_err(|_| ChatRequestError::Format)?;
    let question = checked_question(&raw.question.unwrap_or_default())?;
    let code = raw.locale.unwrap_or_default();
    let locale = Locale::parse(&code).ok_or(ChatRequestError::UnknownLocale(code))?;
    let history = raw.history.unwrap_or_default();
    if history.len() > MAX_HISTORY_TURNS {
        return Err(ChatRequestError::HistoryTooLong);
    }
    if history.iter().any(|t| t.content.chars().count() > MAX_TURN_CHARS) {
        return Err(ChatRequestError::TurnTooLong);
    }
    let history = history
        .into_iter()
        .map(|t| match t.role.as_str() {
            "user" => Ok(Turn::User(t.content)),
            "assistant" => Ok(Turn::Assistant(t.content)),
            _ => Err(ChatRequestError::BadRole),
        })
        .collect::<Result<_, _>>()?;
    Ok(ChatRequest { question, locale, history })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse(json: &str) -> Result<ChatRequest, ChatRequestError> {
        parse_chat_request(json.as_bytes())
    }

    #[test]
    fn a_question_with_history_is_accepted() {
        let request = parse(r#"{"question":" Where? ","locale":"en","history":[{"role":"user","content":"Who are you?"},{"role":"assistant","content":"Acme."}]}"#).unwrap();
        assert_eq!(request.question, "Where?");
        assert_eq!(request.previous_question(), Some("Who are you?"));
    }

    #[test]
    fn bad_input_is_refused_with_a_reason() {
        assert_eq!(parse("[]"), Err(ChatRequestError::Format));
        assert_eq!(parse(r#"{"question":"  ","locale":"en"}"#), Err(ChatRequestError::EmptyQuestion));
        let long = format!(r#"{{"question":"{}","locale":"en"}}"#, "x".repeat(1001));
        assert_eq!(parse(&long), Err(ChatRequestError::QuestionTooLong));
        assert_eq!(parse(r#"{"question":"x","locale":"fr"}"#), Err(ChatRequestError::UnknownLocale("fr".into())));
        let turns = vec![r#"{"role":"user","content":"x"}"#; 21].join(",");
        assert_eq!(parse(&format!(r#"{{"question":"x","locale":"en","history":[{turns}]}}"#)), Err(ChatRequestError::HistoryTooLong));
        assert_eq!(parse(r#"{"question":"x","locale":"en","history":[{"role":"system","content":"x"}]}"#), Err(ChatRequestError::BadRole));
        let long_turn = format!(r#"{{"question":"x","locale":"en","history":[{{"role":"user","content":"{}"}}]}}"#, "(".repeat(2001));
        assert_eq!(parse(&long_turn), Err(ChatRequestError::TurnTooLong));
    }

    #[test]
    fn messages_state_the_limits_they_enforce() {
        assert_eq!(ChatRequestError::QuestionTooLong.to_string(), "The question must be at most 1000 characters");
        assert_eq!(ChatRequestError::TurnTooLong.to_string(), "A history turn must be at most 2000 characters");
        assert_eq!(ChatRequestError::HistoryTooLong.to_string(), "At most 20 history turns are accepted");
    }
}
