//! The development mock of the portal's calls. Mounted only when `APP_ENV=development`, in place
//! of the forwarded portal routes and the contact endpoints (which it answers itself, slowed down
//! and sometimes failing, so the form's waiting and error states can be seen).

use std::ops::RangeInclusive;
use std::sync::Mutex;
use std::time::Duration;

use axum::body::Body;
use axum::extract::{Query, State};
use axum::http::{header, HeaderMap, HeaderValue, Request};
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use axum::{Json, Router};
use serde_json::{json, Value};

use super::profile::{apply_profile_update, sample_profile};
use crate::contacts::ContactError;
use crate::http::{cookie_value, read_json, ApiError};
use crate::routes::contacts::{contacts_create, people_stack_locale, PeopleStackQuery};
use crate::state::AppState;

/// Set by `/logout`: this browser is signed out of the mock until the cookie is cleared.
const SIGNED_OUT_COOKIE: &str = "mock-signed-out";

/// How the mock slows and fails contact submissions (`MOCK_DELAY_MS`, `MOCK_FAILURE_RATE`).
#[derive(Clone, Debug, PartialEq)]
pub struct MockSettings {
    pub delay_ms: RangeInclusive<u64>,
    /// Between 0 and 1.
    pub failure_rate: f64,
}

impl Default for MockSettings {
    fn default() -> Self {
        MockSettings { delay_ms: 800..=1200, failure_rate: 0.05 }
    }
}

/// The mock's memory: the one sample profile, as updated by `PUT /v1/user`, for the life of
/// the process.
pub struct MockState {
    settings: MockSettings,
    profile: Mutex<Value>,
}

impl MockState {
    pub fn new(settings: MockSettings) -> MockState {
        MockState { settings, profile: Mutex::new(sample_profile()) }
    }

    fn profile(&self) -> Value {
        self.profile.lock().expect("the mock profile lock is never poisoned").clone()
    }
}

/// A uniform number in [0, 1).
fn random_unit() -> f64 {
    let mut bytes = [0u8; 8];
    getrandom::fill(&mut bytes).expect("the operating system provides randomness");
    (u64::from_le_bytes(bytes) >> 11) as f64 / (1u64 << 53) as f64
}

fn mock(state: &AppState) -> &MockState {
    state.mock.as_deref().expect("mock routes are mounted only with a mock state")
}

fn signed_out(headers: &HeaderMap) -> bool {
    cookie_value(headers, SIGNED_OUT_COOKIE).is_some()
}

async fn permissions_create() -> Json<Value> {
    Json(json!({}))
}

async fn user_show(State(state): State<AppState>, headers: HeaderMap) -> Result<Json<Value>, ApiError> {
    if signed_out(&headers) {
        return Err(ApiError::NotSignedIn);
    }
    Ok(Json(mock(&state).profile()))
}

async fn user_update(State(state): State<AppState>, request: Request<Body>) -> Result<Json<Value>, ApiError> {
    if signed_out(request.headers()) {
        return Err(ApiError::NotSignedIn);
    }
    let update: Value = read_json(request, 16 * 1024).await?;
    let mock = mock(&state);
    let mut profile = mock.profile.lock().expect("the mock profile lock is never poisoned");
    let updated = apply_profile_update(&profile, &update).map_err(|error| ApiError::BadRequest(error.to_string()))?;
    *profile = updated.clone();
    Ok(Json(updated))
}

async fn refresh_token_create() -> Json<Value> {
    Json(json!({}))
}

async fn logout_show() -> Response {
    let cookie = format!("{SIGNED_OUT_COOKIE}=1; Path=/; SameSite=Lax");
    ([(header::SET_COOKIE, HeaderValue::from_str(&cookie).expect("the cookie is ASCII"))], Json(json!({}))).into_response()
}

/// The site's teams plus two people, as the portal's directory lists them.
async fn people_stack_show(State(state): State<AppState>, Query(query): Query<PeopleStackQuery>, headers: HeaderMap) -> Response {
    let live = state.live.current();
    let teams = live.content.people.for_locale(people_stack_locale(&query, &headers));
    let mut list: Vec<Value> = teams.iter().map(|item| json!(item)).collect();
    list.push(json!({ "value": "user;ada", "title": "Ada Lovelace", "props": { "subtitle": "Chief scientist" } }));
    list.push(json!({ "value": "user;alan", "title": "Alan Turing", "props": { "subtitle": "Head of research" } }));
    Json(list).into_response()
}

/// The real contact endpoint, after the mock's delay and with its random failures.
async fn contacts_create_slowly(State(state): State<AppState>, request: Request<Body>) -> Response {
    let settings = &mock(&state).settings;
    let (low, high) = (*settings.delay_ms.start(), *settings.delay_ms.end());
    let delay = low + ((high - low) as f64 * random_unit()) as u64;
    tokio::time::sleep(Duration::from_millis(delay)).await;
    if random_unit() < settings.failure_rate {
        // What the real endpoint answers when storing fails.
        return ContactError::Api(ApiError::Storage).into_response();
    }
    contacts_create(State(state), request).await
}

async fn contacts_intake_done() -> Json<Value> {
    Json(json!({ "Status": "done", "Errors": [] }))
}

/// The mock's routes, which replace the real ones of the same paths.
pub fn mock_routes() -> Router<AppState> {
    Router::new()
        .route("/v1/permissions", post(permissions_create))
        .route("/v1/user", get(user_show).put(user_update))
        .route("/refresh-token", post(refresh_token_create))
        .route("/logout", get(logout_show))
        .route("/v1/people-stack", get(people_stack_show))
        .route("/v1/contacts", post(contacts_create_slowly))
        .route("/api/v1/contacts", post(contacts_intake_done))
}
