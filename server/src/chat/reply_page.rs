//! The chat's answer as the page without JavaScript shows it (`/rag-chat?q=`).

use app::content::{ChatReply, ChatSource};
use app::i18n::Locale;

use super::answer::Answer;
use super::request::{checked_question, ChatRequest, ChatRequestError, MAX_QUESTION_CHARS};
use super::responder::Responder;
use crate::content::render_untrusted_markdown;

/// `[n]` becomes a link to the numbered source listed under the answer.
fn link_citations(text: &str, sources: usize) -> String {
    let mut out = text.to_string();
    for n in 1..=sources {
        out = out.replace(&format!("[{n}]"), &format!("[\\[{n}\\]](#source-{n})"));
    }
    out
}

fn answer_reply(question: String, answer: Answer) -> ChatReply {
    let html = render_untrusted_markdown(&link_citations(&answer.text, answer.sources.len()));
    let sources = answer
        .sources
        .into_iter()
        .map(|s| ChatSource { n: s.n, url: s.url, title: s.title, section: s.section, snippet: s.snippet })
        .collect();
    ChatReply::Answer { question, html, sources }
}

/// The reply to `question` asked through the page's form: the offline answer (a page is
/// rendered at once, never waiting on a model), or why the question was refused.
pub fn page_reply(responder: &Responder, question: &str, locale: Locale) -> Option<ChatReply> {
    let question = match checked_question(question) {
        Ok(question) => question,
        Err(ChatRequestError::QuestionTooLong) => {
            let message = locale.messages().chat.error_too_long.replace("{max}", &MAX_QUESTION_CHARS.to_string());
            return Some(ChatReply::Refused { question: question.trim().to_string(), message });
        }
        Err(_) => return None,
    };
    let request = ChatRequest { question: question.clone(), locale, history: Vec::new() };
    Some(answer_reply(question, responder.answer_page(&request)))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn citations_link_to_their_sources_and_others_stay_text() {
        assert_eq!(link_citations("Turin [1]. Rome [3].", 2), "Turin [\\[1\\]](#source-1). Rome [3].");
        let html = render_untrusted_markdown(&link_citations("Turin [1].", 1));
        assert!(html.contains(r##"<a href="#source-1">[1]</a>"##), "{html}");
    }
}
