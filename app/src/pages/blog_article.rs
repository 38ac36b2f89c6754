use leptos::prelude::*;

use super::cta_section::CtaSection;
use crate::content::{ArticleCard, ArticleDoc};
use crate::islands::ArticleEnhancer;
use crate::routing::{Page, SiteRoute};
use crate::site::{FrontendAssets, PageRequest};

/// The whole article rendered on the server; the article widget adds the live table of
/// contents, anchors, highlighting, reading progress and copy-link once it mounts.
#[component]
pub fn BlogArticle(article: ArticleDoc) -> impl IntoView {
    let locale = expect_context::<PageRequest>().route.locale;
    let assets = expect_context::<FrontendAssets>();
    let t = locale.messages();
    let card = article.card;
    let blog = SiteRoute::new(locale, Page::Blog).path();
    let minutes = t.blog.reading_time.replace("{n}", &card.reading_minutes.to_string());
    let props = serde_json::json!({ "articleId": "article-body", "headings": article.headings, "labels": t.article });
    let toc = article
        .headings
        .iter()
        .filter(|h| h.level == 2)
        .map(|h| {
            view! { <li><a href=format!("#{}", h.id)>{h.text.clone()}</a></li> }
        })
        .collect_view();
    let neighbour = |card: Option<ArticleCard>, rel: &'static str, label: &'static str| {
        card.map(|c| {
            view! {
                <a class=format!("article-nav__{rel}") rel=rel href=c.href>
                    <span class="article-nav__label">{label}</span>
                    <span class="article-nav__title">{c.title}</span>
                </a>
            }
        })
    };
    view! {
        <article class="article" id="article">
            <header class="article__header">
                <nav aria-label=t.article.breadcrumb_label class="breadcrumb">
                    <a href=blog.clone()>{t.nav.blog}</a>
                </nav>
                {card.draft.then(|| view! { <super::draft_mark::DraftMark/> })}
                <h1>{card.title.clone()}</h1>
                <p class="lead">{card.description}</p>
                <p class="article__meta">
                    {t.blog.published_on} " " <time datetime=card.date_iso>{card.date_display}</time>
                    " · " {minutes} " · " {t.blog.by} " " {card.author}
                </p>
                <ul class="tags">
                    {card.tags.into_iter().map(|tag| {
                        let href = format!("{blog}?tag={tag}");
                        view! { <li><a class="tag" href=href>{tag}</a></li> }
                    }).collect_view()}
                </ul>
                <img class="article__cover" src=card.cover alt=card.cover_alt width="1200" height="630" fetchpriority="high"/>
            </header>
            <div class="article__layout">
                <aside class="article__aside">
                    <nav class="toc toc--fallback" aria-label=t.article.toc_title.to_string()>
                        <p class="toc__title">{t.article.toc_title}</p>
                        <ol>{toc}</ol>
                    </nav>
                    // Holds the copy-link row's place until the widget draws it.
                    <div class="copy-link copy-link--placeholder" aria-hidden="true"></div>
                    <ArticleEnhancer entry=assets.widgets_entry props/>
                </aside>
                <div class="prose article__body" id="article-body" inner_html=article.html></div>
            </div>
            <nav class="article-nav" aria-label=t.blog.pagination_label>
                {neighbour(article.previous, "prev", t.blog.previous_article)}
                {neighbour(article.next, "next", t.blog.next_article)}
            </nav>
            {article.cta.map(|cta| view! { <CtaSection cta/> })}
        </article>
    }
}
