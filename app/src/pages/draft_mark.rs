use leptos::prelude::*;

use crate::site::PageRequest;

/// Says that the page or article is a draft, which only development shows.
#[component]
pub fn DraftMark() -> impl IntoView {
    let t = expect_context::<PageRequest>().route.locale.messages();
    view! { <p class="draft-mark" role="note">{t.meta.draft}</p> }
}
