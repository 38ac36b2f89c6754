//! The retrieval chat: the site's sections indexed with tantivy, and answers composed from them
//! with numbered citations. Without a model the answer is extractive (`answer::offline_answer`).

mod analyzers;
mod bench;
mod evaluation;
mod answer;
mod corpus;
mod feedback;
mod index;
mod request;

pub use analyzers::terms;
pub use bench::{bench, Percentiles};
pub use evaluation::{evaluate, GoldQuestion, LocaleReport};
pub use answer::{not_found, offline_answer, Answer, Source};
pub use corpus::{chunks, Chunk};
pub use feedback::{parse_feedback, store_feedback, Feedback, FeedbackError};
pub use index::{ChatIndex, Hit, IndexError};
pub use request::{parse_chat_request, ChatRequest, ChatRequestError, Turn};
