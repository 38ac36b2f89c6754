use leptos::prelude::*;

use crate::site::PageRequest;

/// A page whose copy has not been written yet: its title and a short notice.
#[component]
pub fn PlaceholderPage(title: String) -> impl IntoView {
    let t = expect_context::<PageRequest>().route.locale.messages();
    view! {
        <article class="prose">
            <h1>{title}</h1>
            <p>{t.pages.placeholder}</p>
        </article>
    }
}
