//! The retrieval chat: the site's sections indexed with tantivy, and answers composed from them
//! with numbered citations, by a model when one is configured (`responder`) and extractively
//! without one (`answer::offline_answer`).

mod analyzers;
mod answer;
mod bench;
mod corpus;
mod evaluation;
mod events;
mod feedback;
mod index;
mod llm_client;
mod prompt;
mod reply_page;
mod request;
mod responder;

pub use analyzers::terms;
pub use answer::{answer_request, not_found, offline_answer, Answer, Source};
pub use bench::{bench, Percentiles};
pub use corpus::{chunks, Chunk};
pub use evaluation::{evaluate, GoldQuestion, LocaleReport};
pub use events::{ChatEvent, FinishReason, Mode};
pub use feedback::{list_feedback, parse_feedback, store_feedback, Feedback, FeedbackError, StoredFeedback};
pub use index::{ChatIndex, Hit, IndexError};
pub use llm_client::{LlmClient, LlmSettings};
pub use reply_page::page_reply;
pub use request::{parse_chat_request, ChatRequest, ChatRequestError, Turn};
pub use responder::Responder;
