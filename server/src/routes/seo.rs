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
    let body = sitemap(&state.content, &state.site.url, state.site.default_locale, scope);
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
    robots_txt(state.site.indexable, &state.site.url).into_response()
}

pub async fn feed_it(State(state): State<AppState>) -> Response {
    xml(rss_feed(&state.content, &state.site, Locale::It), "application/rss+xml; charset=utf-8")
}

pub async fn feed_en(State(state): State<AppState>) -> Response {
    xml(rss_feed(&state.content, &state.site, Locale::En), "application/rss+xml; charset=utf-8")
}

