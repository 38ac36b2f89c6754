use leptos::prelude::*;

use crate::routing::{Page, SiteRoute};
use crate::site::{PageRequest, SiteConfig};

#[component]
pub fn HomePage() -> impl IntoView {
    let request = expect_context::<PageRequest>();
    let site = expect_context::<SiteConfig>();
    let locale = request.route.locale;
    let t = locale.messages();
    view! {
        <section class="hero">
            <h1>{site.name.clone()}</h1>
            <p class="hero__lead">{site.description.get(locale).to_string()}</p>
            <p class="hero__actions">
                <a class="button button--primary" href=SiteRoute::new(locale, Page::Chat).path()>
                    {t.nav.chat}
                </a>
                <a class="button" href=SiteRoute::new(locale, Page::Contacts).path()>
                    {t.nav.contacts}
                </a>
            </p>
        </section>
    }
}
