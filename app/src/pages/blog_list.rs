use leptos::prelude::*;

use super::article_card::ArticleCardView;
use crate::content::{BlogListing, PageDoc};
use crate::routing::{Page, SiteRoute};
use crate::site::PageRequest;

#[component]
pub fn BlogList(page: PageDoc, listing: BlogListing) -> impl IntoView {
    let locale = expect_context::<PageRequest>().route.locale;
    let t = locale.messages();
    let base = SiteRoute::new(locale, Page::Blog).path();
    let link = {
        let base = base.clone();
        let tag = listing.tag.clone();
        move |n: usize| {
            let mut query = Vec::new();
            if n > 1 {
                query.push(format!("page={n}"));
            }
            if let Some(tag) = &tag {
                query.push(format!("tag={tag}"));
            }
            if query.is_empty() {
                base.clone()
            } else {
                format!("{base}?{}", query.join("&"))
            }
        }
    };
    let tag_links = listing
        .tags
        .iter()
        .map(|tag| {
            let current = listing.tag.as_deref() == Some(tag.as_str());
            view! { <li><a class="tag" href=format!("{base}?tag={tag}") aria-current=current.then_some("page")>{tag.clone()}</a></li> }
        })
        .collect_view();
    let page_of = t.blog.page_of.replace("{page}", &listing.page.to_string()).replace("{pages}", &listing.pages.to_string());
    let newer = (listing.page > 1).then(|| view! { <a rel="prev" href=link(listing.page - 1)>{t.blog.previous_page}</a> });
    let older = (listing.page < listing.pages).then(|| view! { <a rel="next" href=link(listing.page + 1)>{t.blog.next_page}</a> });
    let empty = listing.cards.is_empty();
    view! {
        <header class="page__header">
            <h1>{page.title}</h1>
            {page.lead.map(|lead| view! { <p class="lead">{lead}</p> })}
        </header>
        <nav class="tag-filter" aria-label=t.blog.tags_label>
            <ul class="tags">
                <li><a class="tag" href=base.clone() aria-current=listing.tag.is_none().then_some("page")>{t.blog.all_tags}</a></li>
                {tag_links}
            </ul>
        </nav>
        {empty.then(|| view! { <p class="empty">{t.blog.no_articles}</p> })}
        <ul class="cards">
            {listing.cards.into_iter().map(|card| view! { <li><ArticleCardView card top_level=true/></li> }).collect_view()}
        </ul>
        {(listing.pages > 1).then(|| view! {
            <nav class="pagination" aria-label=t.blog.pagination_label>
                {newer}
                <span>{page_of}</span>
                {older}
            </nav>
        })}
    }
}
