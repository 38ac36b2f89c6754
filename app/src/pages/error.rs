use leptos::prelude::*;

use crate::routing::{ErrorKind, Page, SiteRoute};
use crate::site::PageRequest;

/// The error page: localized heading and explanation, the specific message, a way home.
#[component]
pub fn ErrorPage(kind: ErrorKind, message: Option<String>) -> impl IntoView {
    let locale = expect_context::<PageRequest>().route.locale;
    let t = locale.messages();
    let (heading, lead) = match kind {
        ErrorKind::BadRequest => (t.error.title_400, t.error.lead_400),
        ErrorKind::Unauthorized => (t.error.title_401, t.error.lead_401),
        ErrorKind::Forbidden => (t.error.title_403, t.error.lead_403),
        ErrorKind::NotFound => (t.error.title_404, t.error.lead_404),
        ErrorKind::Internal => (t.error.title_500, t.error.lead_500),
    };
    view! {
        <section class="error-page" data-status=kind.status()>
            <p class="error-page__status">{kind.status()}</p>
            <h1>{heading}</h1>
            <p>{lead}</p>
            {message.map(|m| view! { <p class="error-page__message"><code>{m}</code></p> })}
            <p>
                <a class="button button--primary" href=SiteRoute::new(locale, Page::Home).path()>
                    {t.error.go_home}
                </a>
            </p>
        </section>
    }
}
