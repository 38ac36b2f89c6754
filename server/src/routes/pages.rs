use app::content::{ChatReply, PageData};
use app::i18n::Locale;
use app::routing::{ErrorKind, Page, SiteRoute};
use app::site::PageRequest;
use axum::body::Body;
use axum::extract::State;
use axum::http::{header, HeaderMap, HeaderValue, Method, Request, StatusCode};
use axum::response::{IntoResponse, Response};
use super::cached_pages::cacheable_path;
use super::page_data::{page_data, RouteCheckFailed};
use super::render_document::render_page;
use crate::chat::page_reply;
use crate::http::{client_ip, html_response, CachedPage};
use crate::i18n::{detect_locale, locale_cookie, read_locale_cookie};
use crate::state::AppState;

/// Renders whatever page the path names, in its language, with the page's real status code.
pub async fn pages_show(State(state): State<AppState>, request: Request<Body>) -> Response {
    if request.method() != Method::GET && request.method() != Method::HEAD {
        return StatusCode::METHOD_NOT_ALLOWED.into_response();
    }
    let path = request.uri().path().to_string();
    // Cached pages were answered before routing (`CachedPages`, in the accept loop); this fills the cache.
    let cache_key = cacheable_path(&request).map(str::to_string);
    if path == "/" {
        let detected = detect_locale(read_locale_cookie(request.headers()), accept_language(&request));
        if detected != Locale::It {
            let target = SiteRoute::new(detected, Page::Home).path();
            let found = (StatusCode::FOUND, [(header::LOCATION, target)]).into_response();
            return with_locale_cookie(found, detected);
        }
    }
    // URLs have no trailing slash (site.toml `trailing_slash = false`): send `/about/` to `/about`.
    if !state.site.trailing_slash && path.len() > 1 && path.ends_with('/') {
        let trimmed = path.trim_end_matches('/');
        if SiteRoute::parse(trimmed).is_ok() {
            let query = request.uri().query().map(|q| format!("?{q}")).unwrap_or_default();
            return (StatusCode::MOVED_PERMANENTLY, [(header::LOCATION, format!("{trimmed}{query}"))]).into_response();
        }
    }
    let full_path = request.uri().path_and_query().map_or(path.clone(), |pq| pq.to_string());
    let query: Vec<(String, String)> = request
        .uri()
        .query()
        .map(|q| form_urlencoded::parse(q.as_bytes()).into_owned().collect())
        .unwrap_or_default();
    let ip = client_ip(&request, &state.trusted_proxies);
    let ask = |question: &str, locale| chat_reply(&state, ip, question, locale);
    let (route, error_message, data) = match SiteRoute::parse(&path) {
        Ok(route) => match page_data(&state.content, route.locale, &route.page, &query, &ask) {
            Ok(data) => (route, None, data),
            Err(RouteCheckFailed) => (
                SiteRoute::new(route.locale, Page::Error(ErrorKind::NotFound)),
                Some(format!("Page Not Found: {full_path}")),
                PageData::None,
            ),
        },
        Err(miss) => (
            SiteRoute::new(miss.locale, Page::Error(ErrorKind::NotFound)),
            Some(format!("Page not found: {full_path}")),
            PageData::None,
        ),
    };
    let status = match route.page {
        Page::Error(kind) => StatusCode::from_u16(kind.status()).unwrap_or(StatusCode::INTERNAL_SERVER_ERROR),
        _ => StatusCode::OK,
    };
    let locale = route.locale;
    let html = render_page(&state, PageRequest { route, full_path, query, error_message }, data);
    let mut headers = HeaderMap::new();
    if status.is_success() {
        headers.insert(header::SET_COOKIE, locale_cookie_header(locale));
    }
    if let (Some(key), StatusCode::OK) = (cache_key, status) {
        return state.pages.insert(key, CachedPage::new(headers, &state.security.headers, html)).respond(request.headers()).map(Body::from);
    }
    html_response(status, headers, html, request.headers())
}

/// The chat page's answer to `?q=`, within the chat's rate limit.
fn chat_reply(state: &AppState, ip: std::net::IpAddr, question: &str, locale: Locale) -> Option<ChatReply> {
    if question.trim().is_empty() {
        return None;
    }
    if let Err(limited) = state.chat_limit.check(ip) {
        let message = locale.messages().chat.error_rate_limited.replace("{seconds}", &limited.retry_after_seconds.to_string());
        return Some(ChatReply::Refused { question: question.trim().to_string(), message });
    }
    page_reply(&state.chat, question, locale)
}

fn accept_language(request: &Request<Body>) -> Option<&str> {
    request.headers().get(header::ACCEPT_LANGUAGE).and_then(|v| v.to_str().ok())
}

fn locale_cookie_header(locale: Locale) -> HeaderValue {
    HeaderValue::from_str(&locale_cookie(locale)).expect("the cookie is ASCII")
}

fn with_locale_cookie(mut response: Response, locale: Locale) -> Response {
    response.headers_mut().append(header::SET_COOKIE, locale_cookie_header(locale));
    response
}
