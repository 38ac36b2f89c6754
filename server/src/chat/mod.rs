//! The retrieval chat: the site's sections indexed with tantivy, and answers composed from them
//! with numbered citations, by a model when one is configured (`responder`) and extractively
//! without one (`answer::offline_answer`).

mod about_the_site;
mod acronyms;
mod analyzers;
mod answer;
mod asked_value;
mod bench;
mod compound_tokenizer;
mod corpus;
mod curated;
mod evaluation;
mod events;
mod evidence;
mod feedback;
mod frame_words;
mod gaps_report;
mod index;
mod italian_verbs;
mod lexicon;
mod llm_client;
mod model_checks;
mod negation;
mod ordinal;
mod places;
mod prompt;
mod purpose;
mod question;
mod question_log;
mod reply_page;
mod request;
mod responder;
mod section_text;
mod sentences;
mod twins;
mod values;
mod word_filter;

pub use analyzers::terms;
pub use answer::{not_found, Answer, AnswerKind, Source};
pub use bench::{bench, Percentiles};
pub use corpus::{chunks, Chunk};
pub use curated::{parse_curated, CuratedAnswer, CuratedError};
pub use evaluation::{evaluate, render, EvalCase, GoldQuestion, LocaleReport, Report};
pub use events::{ChatEvent, FinishReason, Mode};
pub use feedback::{list_feedback, parse_feedback, store_feedback, Feedback, FeedbackError, StoredFeedback};
pub use gaps_report::{gaps, render_gaps, Gap};
pub use index::{ChatIndex, Hit, IndexError};
pub use lexicon::{Lexicon, LexiconError};
pub use llm_client::{LlmClient, LlmSettings};
pub use prompt::PromptShape;
pub use question_log::QuestionLog;
pub use reply_page::page_reply;
pub use request::{parse_chat_request, ChatRequest, ChatRequestError, Turn, MAX_QUESTION_CHARS};
pub use responder::Responder;
