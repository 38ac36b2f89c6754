//! One module per page. `PageBody` picks the page for the current route.

mod contacts;
mod error;
mod home;
mod placeholder;

use leptos::prelude::*;

use crate::i18n::Messages;
use crate::routing::Page;
use crate::site::PageRequest;

pub use contacts::ContactDirectory;

#[component]
pub fn PageBody() -> impl IntoView {
    let request = expect_context::<PageRequest>();
    let t = request.route.locale.messages();
    match &request.route.page {
        Page::Home => view! { <home::HomePage/> }.into_any(),
        Page::Contacts => view! { <contacts::ContactsPage/> }.into_any(),
        Page::Error(kind) => {
            let message = request.error_message.clone();
            view! { <error::ErrorPage kind=*kind message/> }.into_any()
        }
        page => {
            let title = title(page, t).to_string();
            view! { <placeholder::PlaceholderPage title/> }.into_any()
        }
    }
}

/// The page's own title, before the site name is appended.
pub fn title(page: &Page, t: &'static Messages) -> &'static str {
    match page {
        Page::Home => t.pages.home_title,
        Page::About => t.pages.about_title,
        Page::Contacts => t.pages.contacts_title,
        Page::Chat => t.pages.chat_title,
        Page::Services => t.pages.services_title,
        Page::Manifesto => t.pages.manifesto_title,
        Page::Blog | Page::BlogArticle(_) => t.pages.blog_title,
        Page::StartupNotice => t.pages.startup_title,
        Page::Error(_) => t.error.title_500,
    }
}
