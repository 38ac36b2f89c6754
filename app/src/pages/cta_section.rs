use leptos::prelude::*;

use crate::content::Cta;

/// The call to action that closes a page: a title, a sentence and one or two links.
#[component]
pub fn CtaSection(cta: Cta) -> impl IntoView {
    view! {
        <section class="cta" aria-labelledby="cta-title">
            <h2 id="cta-title">{cta.title}</h2>
            <p>{cta.text}</p>
            <p class="cta__actions">
                <a class="button button--primary" href=cta.primary.href>{cta.primary.label}</a>
                {cta.secondary.map(|link| view! { <a class="button" href=link.href>{link.label}</a> })}
            </p>
        </section>
    }
}
