use leptos::prelude::*;

use super::cta_section::CtaSection;
use super::draft_mark::DraftMark;
use crate::content::PageDoc;

/// A page of prose blocks and a call to action; `children` go between the two.
#[component]
pub fn ContentPage(page: PageDoc, #[prop(optional)] children: Option<Children>) -> impl IntoView {
    view! {
        <article class="page">
            <header class="page__header">
                {page.draft.then(|| view! { <DraftMark/> })}
                <h1>{page.title}</h1>
                {page.lead.map(|lead| view! { <p class="lead">{lead}</p> })}
            </header>
            <div class="prose" inner_html=page.html></div>
            {children.map(|c| c())}
            {page.cta.map(|cta| view! { <CtaSection cta/> })}
        </article>
    }
}
