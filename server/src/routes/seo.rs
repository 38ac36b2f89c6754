use app::i18n::Locale;
use axum::extract::State;
use axum::http::header;
use axum::response::{IntoResponse, Response};

use crate::seo::{robots_txt, rss_feed, sitemap, SitemapScope};
use crate::state::AppState;

fn xml(body: String, content_type: &'static str) -> Response {
    ([(header::CONTENT_TYPE, content_type)], body).into_response()
}

fn sitemap_of(state: &AppState, scope: SitemapScope) -> Response {
    let live = state.live.current();
    let body = sitemap(&live.content, &live.site.url, live.site.default_locale, scope);
    xml(body, "application/xml; charset=utf-8")
}

pub async fn sitemap_all(State(state): State<AppState>) -> Response {
    sitemap_of(&state, SitemapScope::All)
}

pub async fn sitemap_it(State(state): State<AppState>) -> Response {
    sitemap_of(&state, SitemapScope::Only(Locale::It))
}

pub async fn sitemap_en(State(state): State<AppState>) -> Response {
    sitemap_of(&state, SitemapScope::Only(Locale::En))
}

pub async fn robots_show(State(state): State<AppState>) -> Response {
    let site = &state.live.current().site;
    robots_txt(site.indexable, &site.url).into_response()
}

pub async fn feed_it(State(state): State<AppState>) -> Response {
    let live = state.live.current();
    xml(rss_feed(&live.content, &live.site, Locale::It), "application/rss+xml; charset=utf-8")
}

pub async fn feed_en(State(state): State<AppState>) -> Response {
    let live = state.live.current();
    xml(rss_feed(&live.content, &live.site, Locale::En), "application/rss+xml; charset=utf-8")
}
