//! A streaming client for any OpenAI-compatible chat-completions endpoint (OpenAI, Ollama,
//! vLLM, llama.cpp server).

use std::pin::Pin;
use std::sync::Arc;
use std::time::Duration;

use eventsource_stream::{Event, EventStreamError, Eventsource};
use futures_util::{Stream, StreamExt};
use secrecy::{ExposeSecret, SecretString};
use serde::{Deserialize, Serialize};
use serde_json::json;
use tokio::sync::{OwnedSemaphorePermit, Semaphore};

use super::prompt::PromptShape;

/// Where the model is and how long to wait for it.
#[derive(Debug, Clone)]
pub struct LlmSettings {
    /// The API root, e.g. `http://127.0.0.1:11434/v1`; requests go to `{base_url}/chat/completions`.
    pub base_url: String,
    pub model: String,
    pub api_key: Option<SecretString>,
    pub connect_timeout: Duration,
    /// The longest wait for the response headers and between two pieces of the stream.
    pub idle_timeout: Duration,
    /// Generations at once, site-wide (`LLM_MAX_CONCURRENCY`): many local servers run one at a
    /// time and cut or stall the others.
    pub max_concurrency: usize,
    /// The longest a question waits for a free generation before it is answered offline.
    pub queue_wait: Duration,
    /// How the model takes its prompt (`LLM_SYSTEM_ROLE`, `LLM_CONTEXT_TOKENS`).
    pub shape: PromptShape,
}

#[derive(Debug, thiserror::Error)]
pub enum LlmError {
    #[error("the model server cannot be reached: {0}")]
    Unreachable(reqwest::Error),
    #[error("the model server answered {0}")]
    Status(reqwest::StatusCode),
    #[error("the model server was silent for longer than the idle timeout")]
    Timeout,
    #[error("the stream ended without [DONE]")]
    Truncated,
    #[error("the stream ended without saying why (no finish_reason): the server cut the answer short")]
    Interrupted,
    #[error("the answer repeats the instructions or the sources' markup")]
    Echo,
    #[error("every generation slot stayed busy for longer than the queue wait")]
    Busy,
    #[error("the stream broke: {0}")]
    Stream(String),
    #[error("the model server sent an error: {0}")]
    Upstream(String),
}

impl LlmError {
    /// A short, stable name for logs and metrics.
    pub fn kind(&self) -> &'static str {
        match self {
            LlmError::Unreachable(_) => "unreachable",
            LlmError::Status(_) => "status",
            LlmError::Timeout => "timeout",
            LlmError::Truncated => "truncated",
            LlmError::Interrupted => "interrupted",
            LlmError::Echo => "echo",
            LlmError::Busy => "busy",
            LlmError::Stream(_) => "stream",
            LlmError::Upstream(_) => "upstream",
        }
    }
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Message {
    pub role: &'static str,
    pub content: String,
}

/// A piece of a streamed completion.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Piece {
    Text(String),
    /// `[DONE]` arrived after a `finish_reason`; `length` tells whether the model ran out of
    /// tokens.
    Finished {
        length: bool,
    },
}

#[derive(Deserialize)]
struct ChunkBody {
    #[serde(default)]
    choices: Vec<Choice>,
    error: Option<serde_json::Value>,
}

#[derive(Deserialize)]
struct Choice {
    #[serde(default)]
    delta: Delta,
    finish_reason: Option<String>,
}

#[derive(Deserialize, Default)]
struct Delta {
    content: Option<String>,
}

/// The answer's longest length, in tokens: a few short paragraphs.
pub const MAX_TOKENS: u32 = 700;

pub struct LlmClient {
    http: reqwest::Client,
    settings: LlmSettings,
    slots: Arc<Semaphore>,
}

impl LlmClient {
    pub fn new(settings: LlmSettings) -> Result<LlmClient, reqwest::Error> {
        let http = reqwest::Client::builder().connect_timeout(settings.connect_timeout).build()?;
        let slots = Arc::new(Semaphore::new(settings.max_concurrency.max(1)));
        Ok(LlmClient { http, settings, slots })
    }

    pub fn shape(&self) -> PromptShape {
        self.settings.shape
    }

    /// A generation slot, held while the answer streams; `Busy` when none frees up within the
    /// queue wait.
    pub async fn slot(&self) -> Result<OwnedSemaphorePermit, LlmError> {
        let waiting = self.slots.clone().acquire_owned();
        match tokio::time::timeout(self.settings.queue_wait, waiting).await {
            Ok(Ok(permit)) => Ok(permit),
            _ => Err(LlmError::Busy),
        }
    }

    /// Starts a streamed completion of `messages`.
    pub async fn complete(&self, messages: &[Message]) -> Result<Completion, LlmError> {
        let url = format!("{}/chat/completions", self.settings.base_url.trim_end_matches('/'));
        let body = json!({
            "model": self.settings.model,
            "messages": messages,
            "stream": true,
            "temperature": 0.2,
            "max_tokens": MAX_TOKENS,
        });
        let mut request = self.http.post(url).json(&body);
        if let Some(key) = &self.settings.api_key {
            request = request.bearer_auth(key.expose_secret());
        }
        let response = tokio::time::timeout(self.settings.idle_timeout, request.send())
            .await
            .map_err(|_| LlmError::Timeout)?
            .map_err(LlmError::Unreachable)?;
        if !response.status().is_success() {
            return Err(LlmError::Status(response.status()));
        }
        Ok(Completion {
            events: Box::pin(response.bytes_stream().eventsource()),
            idle_timeout: self.settings.idle_timeout,
            finish_reason: None,
        })
    }
}

type EventStream = Pin<Box<dyn Stream<Item = Result<Event, EventStreamError<reqwest::Error>>> + Send>>;

/// A completion being streamed.
pub struct Completion {
    events: EventStream,
    idle_timeout: Duration,
    /// Why the model stopped, once a chunk says so.
    finish_reason: Option<String>,
}

impl Completion {
    /// The next piece of text, or the end. A stream that ends without `[DONE]`, breaks or goes
    /// silent for longer than the idle timeout is an error; so is `[DONE]` without any
    /// `finish_reason` before it, which is how llama.cpp's server ends an answer another request
    /// interrupted.
    pub async fn next(&mut self) -> Result<Piece, LlmError> {
        loop {
            let event = tokio::time::timeout(self.idle_timeout, self.events.next())
                .await
                .map_err(|_| LlmError::Timeout)?
                .ok_or(LlmError::Truncated)?
                .map_err(|e| LlmError::Stream(e.to_string()))?;
            let data = event.data.trim();
            if data == "[DONE]" {
                return match self.finish_reason.as_deref() {
                    Some(reason) => Ok(Piece::Finished { length: reason == "length" }),
                    None => Err(LlmError::Interrupted),
                };
            }
            let chunk: ChunkBody = serde_json::from_str(data).map_err(|e| LlmError::Stream(format!("not a completion chunk: {e}")))?;
            if let Some(error) = chunk.error {
                return Err(LlmError::Upstream(error.to_string()));
            }
            // A usage chunk has no choices; a first chunk may carry only the role.
            let Some(choice) = chunk.choices.into_iter().next() else { continue };
            if let Some(reason) = choice.finish_reason {
                self.finish_reason = Some(reason);
            }
            match choice.delta.content {
                Some(text) if !text.is_empty() => return Ok(Piece::Text(text)),
                _ => continue,
            }
        }
    }
}
