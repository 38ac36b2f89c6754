use leptos::prelude::*;
use serde_json::json;

use super::content_page::ContentPage;
use crate::content::{ChatPage, ChatReply, ChatSource};
use crate::islands::ChatHost;
use crate::limits::CHAT;
use crate::routing::{Page, SiteRoute};
use crate::site::{FrontendAssets, PageRequest};

/// The chat page: the React chat once scripts run; without them, a plain form whose question
/// the server answers on the next page (`?q=`), with the starters as ready-made links. The
/// fallback hides when the theme script marks the page as scripted.
#[component]
pub fn ChatPageView(chat: ChatPage) -> impl IntoView {
    let locale = expect_context::<PageRequest>().route.locale;
    let assets = expect_context::<FrontendAssets>();
    let t = locale.messages();
    let c = &t.chat;
    let path = SiteRoute::new(locale, Page::Chat).path();
    let props = json!({ "locale": locale.code(), "apiBase": "/api", "starters": chat.starters, "labels": c, "limits": CHAT });
    let asked = match &chat.reply {
        Some(ChatReply::Answer { question, .. } | ChatReply::Refused { question, .. }) => question.clone(),
        None => String::new(),
    };
    let starter_links = chat
        .starters
        .iter()
        .map(|q| {
            let href = format!("{path}?{}", form_urlencoded::Serializer::new(String::new()).append_pair("q", q).finish());
            view! { <li><a href=href>{q.clone()}</a></li> }
        })
        .collect_view();
    view! {
        <ContentPage page=chat.page>
            <section class="chat">
                <ChatHost entry=assets.widgets_entry props/>
                // Not a <noscript>: Leptos writes its text unescaped.
                <div class="chat-fallback">
                    <form class="chat-form" method="get" action=path.clone()>
                        <label for="chat-q">{c.input_label}</label>
                        // Leptos writes a textarea's text unescaped: the visitor's question is escaped here.
                        <textarea id="chat-q" name="q" rows="3" maxlength=CHAT.question_chars required>
                            {html_escape::encode_text(&asked).into_owned()}
                        </textarea>
                        <button type="submit" class="button button--primary">{c.send}</button>
                    </form>
                    <h2>{c.starters}</h2>
                    <ul class="chat-form__starters">{starter_links}</ul>
                </div>
                {chat.reply.map(|reply| view! { <Reply reply/> })}
            </section>
        </ContentPage>
    }
}

/// The server's answer to the form's question.
#[component]
fn Reply(reply: ChatReply) -> impl IntoView {
    let t = expect_context::<PageRequest>().route.locale.messages();
    let c = &t.chat;
    match reply {
        ChatReply::Refused { message, .. } => view! {
            <section class="chat-reply"><p class="chat-reply__error" role="alert">{message}</p></section>
        }
        .into_any(),
        ChatReply::Answer { question, html, sources } => view! {
            <section class="chat-reply" aria-labelledby="chat-reply-title">
                <h2 id="chat-reply-title">{c.answer_heading}</h2>
                <p class="chat-reply__question"><strong>{c.you} ": "</strong>{question}</p>
                <div class="prose chat-reply__text" inner_html=html></div>
                {(!sources.is_empty()).then(|| view! { <ReplySources heading=c.sources sources/> })}
            </section>
        }
        .into_any(),
    }
}

#[component]
fn ReplySources(heading: &'static str, sources: Vec<ChatSource>) -> impl IntoView {
    view! {
        <section class="chat-sources" aria-label=heading>
            <h3 class="chat-sources__title">{heading}</h3>
            <ol>
                {sources
                    .into_iter()
                    .map(|s| {
                        let label = if s.section.is_empty() || s.section == s.title {
                            s.title.clone()
                        } else {
                            format!("{} — {}", s.title, s.section)
                        };
                        view! {
                            <li id=format!("source-{}", s.n) class="chat-source">
                                <span class="chat-source__n" aria-hidden="true">{s.n}</span>
                                <div>
                                    <a href=s.url class="chat-source__link">{label}</a>
                                    <p class="chat-source__snippet">{s.snippet}</p>
                                </div>
                            </li>
                        }
                    })
                    .collect_view()}
            </ol>
        </section>
    }
}
