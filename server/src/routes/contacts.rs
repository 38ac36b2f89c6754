use app::i18n::Locale;
use axum::body::Body;
use axum::extract::{Query, State};
use axum::http::{header, HeaderMap, HeaderValue, Request, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::Json;
use secrecy::ExposeSecret;
use serde::Deserialize;
use serde_json::{json, Value};
use subtle::ConstantTimeEq;

use crate::clock::now;
use crate::contacts::{parse_submission, Channel, ContactError, CsrfError, SaveOutcome};
use crate::http::{client_ip, cookie_value, read_json, ApiError};
use crate::i18n::read_locale_cookie;
use crate::state::AppState;

const CSRF_COOKIE: &str = "csrf-token";
const CSRF_HEADER: &str = "x-csrf-token";
const MAX_BODY_BYTES: usize = 64 * 1024;

/// `GET /api/csrf-cookie`: a fresh single-use token, in the body and in the `csrf-token` cookie
/// (readable by the page, which echoes it in `X-CSRF-Token`).
pub async fn csrf_cookie_show(State(state): State<AppState>) -> Response {
    let contacts = &state.contacts;
    let issued = contacts.csrf.issue(now());
    let secure = if contacts.secure_cookies { "; Secure" } else { "" };
    let cookie = format!("{CSRF_COOKIE}={}; Path=/; Max-Age={}; SameSite=Strict{secure}", issued.token, contacts.csrf.ttl().as_secs());
    let mut response = Json(json!({ "token": issued.token, "expiresAt": issued.expires_at })).into_response();
    let headers = response.headers_mut();
    headers.insert(header::SET_COOKIE, HeaderValue::from_str(&cookie).expect("the cookie is ASCII"));
    headers.insert(header::CACHE_CONTROL, HeaderValue::from_static("no-store"));
    response
}

/// `POST /v1/contacts`: the site's contact form.
pub async fn contacts_create(State(state): State<AppState>, request: Request<Body>) -> Response {
    match create_from_form(&state, request).await {
        Ok(()) => (
            StatusCode::CREATED,
            Json(json!({
                "Status": "success",
                "success": true,
                "message": "Thank you: your message has been received. We answer within two business days.",
                "Errors": [],
            })),
        )
            .into_response(),
        Err(error) => error.into_response(),
    }
}

async fn create_from_form(state: &AppState, request: Request<Body>) -> Result<(), ContactError> {
    let contacts = &state.contacts;
    contacts.limit.check(client_ip(&request, &state.trusted_proxies))?;
    let headers = request.headers().clone();
    let header_token = headers.get(CSRF_HEADER).and_then(|v| v.to_str().ok());
    let cookie_token = cookie_value(&headers, CSRF_COOKIE);
    let token = match (header_token, cookie_token) {
        (Some(h), Some(c)) if !h.is_empty() && bool::from(h.as_bytes().ct_eq(c.as_bytes())) => h,
        _ => return Err(ContactError::CsrfMissingOrInvalid),
    };
    let verified = contacts.csrf.verify(token, now()).map_err(|e| match e {
        CsrfError::Invalid => ContactError::CsrfMissingOrInvalid,
        CsrfError::Expired => ContactError::CsrfExpiredOrUsed,
    })?;
    let body: Value = read_json(request, MAX_BODY_BYTES).await?;
    let submission = parse_submission(&body, state.live.current().content.people.for_locale(Locale::DEFAULT))?;
    match contacts.store.save(&submission, Channel::Form, Some(&verified), contacts.notify, now()).await {
        Ok(SaveOutcome::Saved { id }) => {
            tracing::info!(submission = %id, channel = "form", "contact request stored");
            state.metrics.contact_stored("form");
            Ok(())
        }
        Ok(SaveOutcome::TokenAlreadyUsed) => Err(ContactError::CsrfExpiredOrUsed),
        Err(error) => {
            tracing::error!(%error, "storing a contact request failed");
            Err(ContactError::Api(ApiError::Storage))
        }
    }
}

/// `POST /api/v1/contacts`: machine-to-machine intake with `Authorization: Bearer <key>`.
pub async fn contacts_intake(State(state): State<AppState>, request: Request<Body>) -> Response {
    match intake(&state, request).await {
        Ok(()) => Json(json!({ "Status": "done", "Errors": [] })).into_response(),
        Err(error) => error.into_response(),
    }
}

async fn intake(state: &AppState, request: Request<Body>) -> Result<(), ContactError> {
    let contacts = &state.contacts;
    contacts.limit.check(client_ip(&request, &state.trusted_proxies))?;
    let presented = request.headers().get(header::AUTHORIZATION).and_then(|v| v.to_str().ok()).and_then(|v| v.strip_prefix("Bearer "));
    match (&contacts.api_key, presented) {
        (Some(key), Some(given)) if bool::from(key.expose_secret().as_bytes().ct_eq(given.trim().as_bytes())) => {}
        _ => return Err(ContactError::Unauthorized),
    }
    let body: Value = read_json(request, MAX_BODY_BYTES).await?;
    let submission = parse_submission(&body, state.live.current().content.people.for_locale(Locale::DEFAULT))?;
    match contacts.store.save(&submission, Channel::Api, None, contacts.notify, now()).await {
        Ok(_) => {
            state.metrics.contact_stored("api");
            Ok(())
        }
        Err(error) => {
            tracing::error!(%error, "storing a contact request failed");
            Err(ContactError::Api(ApiError::Storage))
        }
    }
}

#[derive(Deserialize)]
pub struct PeopleStackQuery {
    locale: Option<String>,
}

/// The directory's language: `?locale=`, else the visitor's language cookie, else the default.
pub fn people_stack_locale(query: &PeopleStackQuery, headers: &HeaderMap) -> Locale {
    query.locale.as_deref().and_then(Locale::parse).or_else(|| read_locale_cookie(headers)).unwrap_or(Locale::DEFAULT)
}

/// `GET /v1/people-stack`: the contact directory, in `?locale=` or the visitor's language.
pub async fn people_stack_index(State(state): State<AppState>, Query(query): Query<PeopleStackQuery>, headers: HeaderMap) -> Response {
    Json(state.live.current().content.people.for_locale(people_stack_locale(&query, &headers))).into_response()
}
