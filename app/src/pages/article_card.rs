use leptos::prelude::*;

use crate::content::ArticleCard;
use crate::routing::{Page, SiteRoute};
use crate::site::PageRequest;

/// A blog card: cover, title, date, reading time and tags. `top_level` cards sit directly under
/// the page's h1 and so title themselves with h2; cards inside a section use h3.
#[component]
pub fn ArticleCardView(card: ArticleCard, #[prop(optional)] top_level: bool) -> impl IntoView {
    let locale = expect_context::<PageRequest>().route.locale;
    let t = locale.messages();
    let blog = SiteRoute::new(locale, Page::Blog).path();
    let minutes = t.blog.reading_time.replace("{n}", &card.reading_minutes.to_string());
    view! {
        <article class="card">
            <img class="card__cover" src=card.cover alt=card.cover_alt width="1200" height="630" loading="lazy" decoding="async"/>
            <div class="card__body">
                {if top_level {
                    view! { <h2 class="card__title"><a href=card.href>{card.title}</a></h2> }.into_any()
                } else {
                    view! { <h3 class="card__title"><a href=card.href>{card.title}</a></h3> }.into_any()
                }}
                <p class="card__meta">
                    <time datetime=card.date_iso>{card.date_display}</time>
                    " · " {minutes}
                </p>
                <p>{card.description}</p>
                <ul class="tags" aria-label=t.blog.tags_label>
                    {card.tags.into_iter().map(|tag| {
                        let href = format!("{blog}?tag={tag}");
                        view! { <li><a class="tag" href=href>{tag}</a></li> }
                    }).collect_view()}
                </ul>
            </div>
        </article>
    }
}
