//! Turns a chat request into its event stream: retrieval, then the model's answer when one is
//! configured and the site has something to say, else (or when the model fails) the offline one.

use std::sync::Arc;

use futures_util::Stream;
use tokio::sync::mpsc;

use super::answer::{answer_request, Answer, AnswerKind};
use super::events::{cited_numbers, ChatEvent, FinishReason, Mode};
use super::index::ChatIndex;
use super::llm_client::{LlmClient, LlmError, Piece};
use super::prompt;
use super::request::ChatRequest;
use crate::metrics::Metrics;

/// Words per offline `delta` event: small enough to render progressively.
const WORDS_PER_DELTA: usize = 4;

#[derive(Clone)]
pub struct Responder {
    index: Arc<ChatIndex>,
    llm: Option<Arc<LlmClient>>,
    site_name: Arc<str>,
    metrics: Arc<Metrics>,
}

/// The visitor went away: nothing more to send.
struct Closed;

enum GenerationError {
    Closed,
    Llm(LlmError),
}

impl From<LlmError> for GenerationError {
    fn from(error: LlmError) -> Self {
        GenerationError::Llm(error)
    }
}

impl From<Closed> for GenerationError {
    fn from(_: Closed) -> Self {
        GenerationError::Closed
    }
}

async fn send(tx: &mpsc::Sender<ChatEvent>, event: ChatEvent) -> Result<(), Closed> {
    tx.send(event).await.map_err(|_| Closed)
}

/// The offline answer's text in small pieces, as it would stream from a model.
fn offline_deltas(text: &str) -> impl Iterator<Item = ChatEvent> + '_ {
    let words: Vec<&str> = text.split_inclusive(' ').collect();
    let pieces: Vec<String> = words.chunks(WORDS_PER_DELTA).map(|piece| piece.concat()).collect();
    pieces.into_iter().map(|text| ChatEvent::Delta { text, replace: false })
}

impl Responder {
    pub fn new(index: Arc<ChatIndex>, llm: Option<Arc<LlmClient>>, site_name: &str, metrics: Arc<Metrics>) -> Responder {
        Responder { index, llm, site_name: site_name.into(), metrics }
    }

    /// The answer without a model, at once.
    pub fn answer_offline(&self, request: &ChatRequest) -> Answer {
        answer_request(&self.index, request)
    }

    /// The events answering `request`, produced by a task of their own that stops when the
    /// stream is dropped (the visitor left or pressed Stop).
    pub fn respond(&self, id: String, request: ChatRequest) -> impl Stream<Item = ChatEvent> + Send + 'static {
        let (tx, rx) = mpsc::channel(32);
        let responder = self.clone();
        tokio::spawn(async move {
            let _ = responder.run(id, request, tx).await;
        });
        futures_util::stream::unfold(rx, |mut rx| async move { rx.recv().await.map(|event| (event, rx)) })
    }

    async fn run(&self, id: String, request: ChatRequest, tx: mpsc::Sender<ChatEvent>) -> Result<(), Closed> {
        let answer = self.answer_offline(&request);
        let locale = request.locale.code();
        // Without anything relevant on the site, a model could only guess: the honest refusal
        // is the answer in every mode.
        let llm = self.llm.as_ref().filter(|_| answer.grounded);
        let mode = if llm.is_some() { Mode::Llm } else { Mode::Offline };
        send(&tx, ChatEvent::Meta { id: id.clone(), locale, mode }).await?;
        send(&tx, ChatEvent::Sources(answer.sources.clone())).await?;
        let Some(llm) = llm else {
            tracing::info!(answer = %id, mode = "offline", grounded = answer.grounded, sources = answer.sources.len(), "chat answer");
            self.metrics.chat_answer("offline");
            return self.send_offline(&answer, &tx).await;
        };
        match self.generate(llm, &request, &answer, &tx).await {
            Ok(done) => {
                tracing::info!(answer = %id, mode = "llm", sources = answer.sources.len(), "chat answer");
                self.metrics.chat_answer("llm");
                send(&tx, done).await
            }
            Err(GenerationError::Closed) => Err(Closed),
            Err(GenerationError::Llm(error)) => {
                tracing::warn!(answer = %id, kind = error.kind(), %error, "the model failed; answering offline");
                self.metrics.chat_answer("fallback");
                send(&tx, ChatEvent::Delta { text: answer.text.clone(), replace: true }).await?;
                let done = ChatEvent::Done { finish_reason: FinishReason::Fallback, cited: answer.cited, grounded: true, kind: answer.kind };
                send(&tx, done).await
            }
        }
    }

    async fn send_offline(&self, answer: &Answer, tx: &mpsc::Sender<ChatEvent>) -> Result<(), Closed> {
        for delta in offline_deltas(&answer.text) {
            send(tx, delta).await?;
        }
        let done = ChatEvent::Done { finish_reason: FinishReason::Stop, cited: answer.cited.clone(), grounded: answer.grounded, kind: answer.kind };
        send(tx, done).await
    }

    /// Streams the model's answer as `delta` events; returns the `done` event to end with.
    async fn generate(
        &self,
        llm: &LlmClient,
        request: &ChatRequest,
        answer: &Answer,
        tx: &mpsc::Sender<ChatEvent>,
    ) -> Result<ChatEvent, GenerationError> {
        let messages = prompt::messages(&self.site_name, request, &answer.sources);
        let mut completion = llm.complete(&messages).await?;
        let mut text = String::new();
        loop {
            match completion.next().await? {
                Piece::Text(piece) => {
                    text.push_str(&piece);
                    send(tx, ChatEvent::Delta { text: piece, replace: false }).await?;
                }
                Piece::Finished { .. } if text.trim().is_empty() => {
                    return Err(LlmError::Upstream("an empty answer".into()).into());
                }
                Piece::Finished { length } => {
                    let cited = cited_numbers(&text, answer.sources.len());
                    let finish_reason = if length { FinishReason::Length } else { FinishReason::Stop };
                    return Ok(ChatEvent::Done { finish_reason, grounded: !cited.is_empty(), cited, kind: AnswerKind::Answer });
                }
            }
        }
    }
}
