use super::cached_pages::cacheable_path;
use super::page_data::{page_data, PageDataError};
use super::render_document::render_page;
use crate::chat::page_reply;
use crate::http::{client_ip, html_response, CachedPage};
use crate::i18n::{detect_locale, locale_cookie, read_locale_cookie};
use crate::live::Live;
use crate::state::AppState;
use app::content::{ChatReply, PageData};
use app::i18n::Locale;
use app::routing::{ErrorKind, Page, SiteRoute};
use app::site::PageRequest;
use axum::body::Body;
use axum::extract::State;
use axum::http::{header, HeaderMap, HeaderValue, Method, Request, StatusCode};
use axum::response::{IntoResponse, Response};

/// Renders whatever page the path names, in its language, with the page's real status code:
/// first the redirects (language on the root, trailing slash, moved pages), then the page.
pub async fn pages_show(State(state): State<AppState>, request: Request<Body>) -> Response {
    if request.method() != Method::GET && request.method() != Method::HEAD {
        return StatusCode::METHOD_NOT_ALLOWED.into_response();
    }
    let live = state.live.current();
    if let Some(redirect) =
        language_redirect(&request).or_else(|| slash_redirect(&live, &request)).or_else(|| moved_redirect(&live, &request))
    {
        return redirect;
    }
    let full_path = request.uri().path_and_query().map_or_else(|| request.uri().path().to_string(), |pq| pq.to_string());
    let query = query_pairs(&request);
    let ip = client_ip(&request, &state.trusted_proxies);
    let ask = |question: &str, locale| chat_reply(&state, &live, ip, question, locale);
    let (route, error_message, data) = resolve(&live, request.uri().path(), &full_path, &query, &ask);
    respond(&state, &live, PageRequest { route, full_path, query, error_message }, data, &request)
}

/// The exact root detects the visitor's language: English answers 302 to `/en`.
fn language_redirect(request: &Request<Body>) -> Option<Response> {
    if request.uri().path() != "/" {
        return None;
    }
    let detected = detect_locale(read_locale_cookie(request.headers()), accept_language(request));
    (detected != Locale::It).then(|| {
        let target = SiteRoute::new(detected, Page::Home).path();
        with_locale_cookie((StatusCode::FOUND, [(header::LOCATION, target)]).into_response(), detected)
    })
}

/// URLs have no trailing slash (site.toml `trailing_slash = false`): `/about/` answers 301 to
/// `/about`.
fn slash_redirect(live: &Live, request: &Request<Body>) -> Option<Response> {
    let path = request.uri().path();
    if live.site.trailing_slash || path.len() <= 1 || !path.ends_with('/') {
        return None;
    }
    let trimmed = path.trim_end_matches('/');
    SiteRoute::parse(trimmed).ok().filter(|route| live.content.exists(&route.page))?;
    let query = request.uri().query().map(|q| format!("?{q}")).unwrap_or_default();
    Some((StatusCode::MOVED_PERMANENTLY, [(header::LOCATION, format!("{trimmed}{query}"))]).into_response())
}

/// A renamed or removed page (site.toml `[redirects]`) answers 301 to where it is now.
fn moved_redirect(live: &Live, request: &Request<Body>) -> Option<Response> {
    let target = live.redirects.target(request.uri().path())?;
    let query = request.uri().query().map(|q| format!("?{q}")).unwrap_or_default();
    Some((StatusCode::MOVED_PERMANENTLY, [(header::LOCATION, format!("{target}{query}"))]).into_response())
}

fn query_pairs(request: &Request<Body>) -> Vec<(String, String)> {
    request.uri().query().map(|q| form_urlencoded::parse(q.as_bytes()).into_owned().collect()).unwrap_or_default()
}

/// The route, error message and content of `path`: a page, or the not-found page saying why.
fn resolve(
    live: &Live,
    path: &str,
    full_path: &str,
    query: &[(String, String)],
    ask: &dyn Fn(&str, Locale) -> Option<ChatReply>,
) -> (SiteRoute, Option<String>, PageData) {
    let not_found = |locale, message: String| (SiteRoute::new(locale, Page::Error(ErrorKind::NotFound)), Some(message), PageData::None);
    match SiteRoute::parse(path) {
        Ok(route) => match page_data(&live.content, route.locale, &route.page, query, ask) {
            Ok(data) => (route, None, data),
            Err(PageDataError::RouteCheckFailed) => not_found(route.locale, format!("Page Not Found: {full_path}")),
            Err(PageDataError::NoSuchPage) => not_found(route.locale, format!("Page not found: {full_path}")),
        },
        Err(miss) => not_found(miss.locale, format!("Page not found: {full_path}")),
    }
}

/// The rendered page with its status, language cookie and validators; a page that depends on
/// its path alone fills the cache on the way.
fn respond(state: &AppState, live: &Live, page: PageRequest, data: PageData, request: &Request<Body>) -> Response {
    let status = match page.route.page {
        Page::Error(kind) => StatusCode::from_u16(kind.status()).unwrap_or(StatusCode::INTERNAL_SERVER_ERROR),
        _ => StatusCode::OK,
    };
    let locale = page.route.locale;
    let html = render_page(&state.renderer(live), page, data);
    let mut headers = HeaderMap::new();
    if status.is_success() {
        headers.insert(header::SET_COOKIE, locale_cookie_header(locale));
    }
    // Cached pages are answered before routing (`CachedPages`, in the accept loop); this fills the cache.
    if let (Some(key), StatusCode::OK) = (cacheable_path(request), status) {
        return live
            .pages
            .insert(key.to_string(), CachedPage::new(headers, &state.security.headers, html))
            .respond(request.headers())
            .map(Body::from);
    }
    html_response(status, headers, html, request.headers())
}

/// The chat page's answer to `?q=`, within the chat's rate limit.
fn chat_reply(state: &AppState, live: &Live, ip: std::net::IpAddr, question: &str, locale: Locale) -> Option<ChatReply> {
    if question.trim().is_empty() {
        // An empty form costs nothing: it is not counted against the limit.
        return None;
    }
    if let Err(limited) = state.chat_limit.check(ip) {
        let message = locale.messages().chat.error_rate_limited.replace("{seconds}", &limited.retry_after_seconds.to_string());
        return Some(ChatReply::Refused { question: question.trim().to_string(), message });
    }
    page_reply(&live.chat, question, locale)
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
