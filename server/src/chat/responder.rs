//! Turns a chat request into its event stream: retrieval, then the model's answer when one is
//! configured and the site has something to say, else (or when the model fails, is busy, cuts
//! its answer short or reads its prompt back) the offline one. Every answer ends with one log
//! line and its metrics, stopped ones included.

use std::sync::Arc;
use std::time::Instant;

use futures_util::Stream;
use tokio::sync::mpsc;

use super::answer::{answer_request, composed_answer, Answer, AnswerKind};
use super::events::{cited_numbers, ChatEvent, FinishReason, Mode};
use super::index::ChatIndex;
use super::llm_client::{LlmClient, LlmError, Piece};
use super::model_checks::{CitationFilter, EchoGuard};
use super::prompt::{self, Prompt};
use super::question_log::{AskedQuestion, QuestionLog};
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
    log: Option<QuestionLog>,
    /// Whether the operator's curated answers come first; only `server chat eval --no-curated`
    /// leaves them out.
    curated: bool,
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

/// What one answer did, for its log line and metrics.
struct Record {
    id: String,
    started: Instant,
    first_text: Option<Instant>,
    chars: usize,
    mode: &'static str,
    finish: &'static str,
    cited: usize,
    grounded: bool,
    fallback: Option<&'static str>,
}

impl Record {
    fn new(id: &str) -> Record {
        Record {
            id: id.to_string(),
            started: Instant::now(),
            first_text: None,
            chars: 0,
            mode: "offline",
            finish: "stop",
            cited: 0,
            grounded: false,
            fallback: None,
        }
    }

    fn text(&mut self, text: &str) {
        self.first_text.get_or_insert_with(Instant::now);
        self.chars += text.chars().count();
    }

    fn done(&mut self, event: &ChatEvent) {
        if let ChatEvent::Done { finish_reason, cited, grounded, .. } = event {
            self.finish = finish_reason.as_str();
            self.cited = cited.len();
            self.grounded = *grounded;
        }
    }

    fn finish(self, metrics: &Metrics) {
        let duration = self.started.elapsed();
        let first = self.first_text.map(|t| t.duration_since(self.started));
        tracing::info!(
            answer = %self.id,
            mode = self.mode,
            finish_reason = self.finish,
            duration_ms = duration.as_millis() as u64,
            first_text_ms = first.map(|f| f.as_millis() as u64),
            chars = self.chars,
            cited = self.cited,
            grounded = self.grounded,
            fallback = self.fallback,
            "chat answer"
        );
        metrics.chat_answered(self.mode, self.fallback, duration, first);
    }
}

impl Responder {
    pub fn new(
        index: Arc<ChatIndex>,
        llm: Option<Arc<LlmClient>>,
        site_name: &str,
        metrics: Arc<Metrics>,
        log: Option<QuestionLog>,
    ) -> Responder {
        Responder { index, llm, site_name: site_name.into(), metrics, log, curated: true }
    }

    /// The same, without the operator's curated answers: the engine's own figures.
    pub fn without_curated(self) -> Responder {
        Responder { curated: false, ..self }
    }

    /// The answer without a model, at once.
    pub fn answer_offline(&self, request: &ChatRequest) -> Answer {
        if self.curated {
            answer_request(&self.index, request)
        } else {
            composed_answer(&self.index, request)
        }
    }

    /// The offline answer to a question asked through the page without scripts, kept in the
    /// question log like any other.
    pub fn answer_page(&self, request: &ChatRequest) -> Answer {
        let answer = self.answer_offline(request);
        self.keep(&crate::ids::new_id(), request, &answer);
        answer
    }

    fn keep(&self, id: &str, request: &ChatRequest, answer: &Answer) {
        if let Some(log) = &self.log {
            log.record(AskedQuestion::new(id, request, answer, crate::clock::now()));
        }
    }

    /// The whole answer a visitor of the chat gets (with the model, when one is configured), as
    /// one value: for `server chat eval --llm`.
    pub async fn answer(&self, request: ChatRequest) -> Answer {
        let mut answer = Answer {
            text: String::new(),
            sources: Vec::new(),
            cited: Vec::new(),
            grounded: false,
            kind: AnswerKind::NotFound,
            curated: false,
            context: Vec::new(),
            model_may_answer: false,
            parts: Vec::new(),
        };
        let events = self.respond(crate::ids::new_id(), request);
        futures_util::pin_mut!(events);
        while let Some(event) = futures_util::StreamExt::next(&mut events).await {
            match event {
                ChatEvent::Sources(sources) => answer.sources = sources,
                ChatEvent::Delta { text, replace: true } => answer.text = text,
                ChatEvent::Delta { text, replace: false } => answer.text.push_str(&text),
                ChatEvent::Done { cited, grounded, kind, .. } => {
                    (answer.cited, answer.grounded, answer.kind) = (cited, grounded, kind);
                }
                // Its sources are then all the model read.
                ChatEvent::Meta { mode, .. } => answer.model_may_answer = mode == Mode::Llm,
            }
        }
        answer
    }

    /// The events answering `request`, produced by a task of their own that stops when the
    /// stream is dropped (the visitor left or pressed Stop).
    pub fn respond(&self, id: String, request: ChatRequest) -> impl Stream<Item = ChatEvent> + Send + 'static {
        let (tx, rx) = mpsc::channel(32);
        let responder = self.clone();
        tokio::spawn(async move {
            let mut record = Record::new(&id);
            if responder.run(id, request, &tx, &mut record).await.is_err() {
                record.mode = "stopped";
                record.finish = "stopped";
            }
            record.finish(&responder.metrics);
        });
        futures_util::stream::unfold(rx, |mut rx| async move { rx.recv().await.map(|event| (event, rx)) })
    }

    async fn run(&self, id: String, request: ChatRequest, tx: &mpsc::Sender<ChatEvent>, record: &mut Record) -> Result<(), Closed> {
        let answer = self.answer_offline(&request);
        self.keep(&id, &request, &answer);
        let locale = request.locale.code();
        // Weak evidence is worth a model's reading too: the sections hold the fact more often
        // than the sentences the offline answer could pick.
        let llm = self.llm.as_ref().filter(|_| answer.model_may_answer);
        let mode = if llm.is_some() { Mode::Llm } else { Mode::Offline };
        send(tx, ChatEvent::Meta { id, locale, mode }).await?;
        let Some(llm) = llm else {
            send(tx, ChatEvent::Sources(answer.sources.clone())).await?;
            return self.send_offline(&answer, FinishReason::Stop, tx, record).await;
        };
        // The answer's own sources keep their numbers, so that its citations still hold if it
        // replaces the model's; the sections beyond them are sent as far as the context holds.
        let mut sources = answer.model_sources();
        let prompt = prompt::prompt(&self.site_name, &request, &sources, answer.sources.len(), llm.shape());
        sources.truncate(prompt.sources);
        send(tx, ChatEvent::Sources(sources)).await?;
        record.mode = "llm";
        match self.generate(llm, &request, prompt, tx, record).await {
            Ok(done) => {
                record.done(&done);
                send(tx, done).await
            }
            Err(GenerationError::Closed) => Err(Closed),
            Err(GenerationError::Llm(error)) => {
                tracing::warn!(kind = error.kind(), %error, "the model's answer is not used; answering offline");
                record.mode = "fallback";
                record.fallback = Some(error.kind());
                record.chars = 0;
                send(tx, ChatEvent::Delta { text: answer.text.clone(), replace: true }).await?;
                record.text(&answer.text);
                let done = ChatEvent::Done {
                    finish_reason: FinishReason::Fallback,
                    cited: answer.cited.clone(),
                    grounded: answer.grounded,
                    kind: answer.kind,
                };
                record.done(&done);
                send(tx, done).await
            }
        }
    }

    async fn send_offline(
        &self,
        answer: &Answer,
        finish_reason: FinishReason,
        tx: &mpsc::Sender<ChatEvent>,
        record: &mut Record,
    ) -> Result<(), Closed> {
        for delta in offline_deltas(&answer.text) {
            if let ChatEvent::Delta { text, .. } = &delta {
                record.text(text);
            }
            send(tx, delta).await?;
        }
        let done = ChatEvent::Done { finish_reason, cited: answer.cited.clone(), grounded: answer.grounded, kind: answer.kind };
        record.done(&done);
        send(tx, done).await
    }

    /// Streams the model's answer to `prompt` as `delta` events; returns the `done` event to end
    /// with.
    async fn generate(
        &self,
        llm: &LlmClient,
        request: &ChatRequest,
        prompt: Prompt,
        tx: &mpsc::Sender<ChatEvent>,
        record: &mut Record,
    ) -> Result<ChatEvent, GenerationError> {
        let _slot = llm.slot().await?;
        let echo = EchoGuard::new(&prompt::system_prompt(&self.site_name, request.locale));
        let mut citations = CitationFilter::new(prompt.sources);
        let mut completion = llm.complete(&prompt.messages).await?;
        let mut text = String::new();
        loop {
            match completion.next().await? {
                Piece::Text(piece) => {
                    text.push_str(&piece);
                    if echo.is_echo(&text) {
                        return Err(LlmError::Echo.into());
                    }
                    let shown = citations.push(&piece);
                    if !shown.is_empty() {
                        record.text(&shown);
                        send(tx, ChatEvent::Delta { text: shown, replace: false }).await?;
                    }
                }
                Piece::Finished { .. } if text.trim().is_empty() => {
                    return Err(LlmError::Upstream("an empty answer".into()).into());
                }
                Piece::Finished { length } => {
                    let rest = citations.finish();
                    if !rest.is_empty() {
                        record.text(&rest);
                        send(tx, ChatEvent::Delta { text: rest, replace: false }).await?;
                    }
                    let cited = cited_numbers(&text, prompt.sources);
                    let finish_reason = if length { FinishReason::Length } else { FinishReason::Stop };
                    // A model citing nothing found nothing to ground an answer on: it says so.
                    let kind = if cited.is_empty() { AnswerKind::NotFound } else { AnswerKind::Answer };
                    return Ok(ChatEvent::Done { finish_reason, grounded: !cited.is_empty(), cited, kind });
                }
            }
        }
    }
}
