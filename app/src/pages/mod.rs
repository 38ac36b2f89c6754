//! One module per page. `PageBody` picks the page for the current route and its content.

mod article_card;
mod blog_article;
mod blog_list;
mod chat;
mod contacts;
mod content_page;
mod cta_section;
mod draft_mark;
mod error;
mod home;

use leptos::prelude::*;

use crate::content::PageData;
use crate::routing::{ErrorKind, Page};
use crate::site::PageRequest;

pub use contacts::ContactDirectory;

#[component]
pub fn PageBody() -> impl IntoView {
    let request = expect_context::<PageRequest>();
    let data = expect_context::<PageData>();
    match (&request.route.page, data) {
        (Page::Error(kind), _) => {
            let message = request.error_message.clone();
            view! { <error::ErrorPage kind=*kind message/> }.into_any()
        }
        (_, PageData::Home { page, latest }) => view! { <home::HomePage page latest/> }.into_any(),
        (_, PageData::Blog { page, listing }) => view! { <blog_list::BlogList page listing/> }.into_any(),
        (_, PageData::Article(article)) => view! { <blog_article::BlogArticle article=*article/> }.into_any(),
        (_, PageData::Chat(chat)) => view! { <chat::ChatPageView chat/> }.into_any(),
        (Page::Contacts, PageData::Page(page)) => view! { <contacts::ContactsPage page/> }.into_any(),
        (_, PageData::Page(page)) => view! { <content_page::ContentPage page/> }.into_any(),
        (_, PageData::None) => view! { <error::ErrorPage kind=ErrorKind::Internal message=None/> }.into_any(),
    }
}
