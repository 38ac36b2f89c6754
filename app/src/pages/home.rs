use leptos::prelude::*;

use super::article_card::ArticleCardView;
use super::cta_section::CtaSection;
use crate::content::{ArticleCard, PageDoc};
use crate::routing::{Page, SiteRoute};
use crate::site::PageRequest;

#[component]
pub fn HomePage(page: PageDoc, latest: Vec<ArticleCard>) -> impl IntoView {
    let locale = expect_context::<PageRequest>().route.locale;
    let t = locale.messages();
    let actions = page.cta.clone().map(|cta| {
        view! {
            <p class="hero__actions">
                <a class="button button--primary" href=cta.primary.href>{cta.primary.label}</a>
                {cta.secondary.map(|l| view! { <a class="button" href=l.href>{l.label}</a> })}
            </p>
        }
    });
    view! {
        <section class="hero">
            <h1>{page.title}</h1>
            {page.lead.map(|lead| view! { <p class="hero__lead">{lead}</p> })}
            {actions}
        </section>
        <div class="prose home__prose" inner_html=page.html></div>
        <section class="home__latest" aria-labelledby="latest-title">
            <h2 id="latest-title">{t.blog.latest_articles}</h2>
            <ul class="cards">
                {latest.into_iter().map(|card| view! { <li><ArticleCardView card/></li> }).collect_view()}
            </ul>
            <p><a href=SiteRoute::new(locale, Page::Blog).path()>{t.blog.more_articles}</a></p>
        </section>
        {page.cta.map(|cta| view! { <CtaSection cta/> })}
    }
}
