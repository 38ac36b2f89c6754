//! Production: the portal's calls go to `PORTAL_API_URL` with the visitor's cookies, and its
//! answer (status, body, cookies) comes back as it is. Without a portal, 401: nobody is signed in.

use std::time::Duration;

use axum::body::Body;
use axum::extract::State;
use axum::http::{header, HeaderName, Request};
use axum::response::Response;
use axum::routing::{get, post};
use axum::Router;

use crate::http::ApiError;
use crate::state::AppState;

const MAX_BODY_BYTES: usize = 64 * 1024;
const TIMEOUT: Duration = Duration::from_secs(10);
/// Request headers the portal needs; nothing else of the visitor's is passed on.
const FORWARDED_REQUEST_HEADERS: [HeaderName; 4] = [header::COOKIE, header::CONTENT_TYPE, header::ACCEPT, header::AUTHORIZATION];
/// The portal's answer headers the browser needs: a redirect goes to the browser with its
/// `Location` (and any cookies), never followed here, where it could point the server at an
/// address of the server's own network.
const FORWARDED_RESPONSE_HEADERS: [HeaderName; 4] = [header::CONTENT_TYPE, header::SET_COOKIE, header::CACHE_CONTROL, header::LOCATION];

/// The portal's address and an HTTP client for it.
pub struct PortalClient {
    http: reqwest::Client,
    base_url: Option<String>,
}

impl PortalClient {
    pub fn new(base_url: Option<String>) -> Result<PortalClient, reqwest::Error> {
        let http = reqwest::Client::builder().timeout(TIMEOUT).redirect(reqwest::redirect::Policy::none()).build()?;
        Ok(PortalClient { http, base_url })
    }
}

async fn forward(State(state): State<AppState>, request: Request<Body>) -> Result<Response, ApiError> {
    let portal = &state.portal;
    let base = portal.base_url.as_ref().ok_or(ApiError::NotSignedIn)?;
    let (parts, body) = request.into_parts();
    let path_and_query = parts.uri.path_and_query().map_or(parts.uri.path(), |pq| pq.as_str());
    let url = format!("{}{path_and_query}", base.trim_end_matches('/'));
    let body = axum::body::to_bytes(body, MAX_BODY_BYTES).await.map_err(|_| ApiError::BodyTooLarge)?;
    let mut upstream = portal.http.request(parts.method.clone(), &url).body(body);
    for name in &FORWARDED_REQUEST_HEADERS {
        for value in parts.headers.get_all(name) {
            upstream = upstream.header(name, value);
        }
    }
    if let Some(id) = parts.headers.get("x-request-id") {
        upstream = upstream.header("x-request-id", id);
    }
    let answer = upstream.send().await.map_err(|error| {
        tracing::warn!(%error, path = parts.uri.path(), "the portal cannot be reached");
        ApiError::PortalUnreachable
    })?;
    let status = answer.status();
    let headers = answer.headers().clone();
    let bytes = answer.bytes().await.map_err(|_| ApiError::PortalUnreachable)?;
    let mut response = Response::new(Body::from(bytes));
    *response.status_mut() = status;
    for name in &FORWARDED_RESPONSE_HEADERS {
        for value in headers.get_all(name) {
            response.headers_mut().append(name, value.clone());
        }
    }
    Ok(response)
}

/// The forwarded routes: the profile, permissions and session calls.
pub fn portal_routes() -> Router<AppState> {
    Router::new()
        .route("/v1/user", get(forward).put(forward))
        .route("/v1/permissions", post(forward))
        .route("/refresh-token", post(forward))
        .route("/logout", get(forward))
}
