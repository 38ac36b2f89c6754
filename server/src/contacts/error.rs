use axum::http::{header, HeaderValue, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::Json;
use serde_json::json;

use crate::http::{ApiError, BodyError, RateLimited};

/// Every way a contact request can fail, with the reference's exact messages: the contact rules'
/// own, and the API's shared ones (a body too large or too slow, too many requests, storage).
/// Answered in the contact API's shape, `{ "Status": "error", "Errors": [message] }`.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ContactError {
    #[error("Invalid request format")]
    InvalidRequestFormat,
    #[error("Missing required fields: Source and Payload are required")]
    MissingSourceOrPayload,
    #[error("Invalid JSON in Payload field")]
    InvalidPayloadJson,
    #[error("Invalid email format")]
    InvalidEmail,
    #[error("Missing required form fields: name, email, and privacyConsent are required")]
    MissingFormFields,
    #[error("Field {field} is too long: at most {max} characters")]
    TooLong { field: &'static str, max: usize },
    #[error("Unknown recipient: choose one of the teams listed on the contacts page")]
    UnknownRecipient,
    #[error("CSRF token missing or invalid")]
    CsrfMissingOrInvalid,
    #[error("CSRF token expired or invalid")]
    CsrfExpiredOrUsed,
    #[error("Unauthorized: a valid bearer key is required")]
    Unauthorized,
    #[error(transparent)]
    Api(#[from] ApiError),
}

impl From<BodyError> for ContactError {
    fn from(error: BodyError) -> Self {
        match error {
            // The contact rules' first: "The body must be an object, else 400 'Invalid request format'".
            BodyError::Invalid => ContactError::InvalidRequestFormat,
            other => ContactError::Api(other.into()),
        }
    }
}

impl From<RateLimited> for ContactError {
    fn from(limited: RateLimited) -> Self {
        ContactError::Api(limited.into())
    }
}

impl ContactError {
    pub fn status(&self) -> StatusCode {
        use ContactError::*;
        match self {
            InvalidRequestFormat
            | MissingSourceOrPayload
            | InvalidPayloadJson
            | InvalidEmail
            | MissingFormFields
            | TooLong { .. }
            | UnknownRecipient => StatusCode::BAD_REQUEST,
            CsrfMissingOrInvalid | CsrfExpiredOrUsed => StatusCode::FORBIDDEN,
            Unauthorized => StatusCode::UNAUTHORIZED,
            Api(error) => error.status(),
        }
    }
}

impl IntoResponse for ContactError {
    fn into_response(self) -> Response {
        let body = Json(json!({ "Status": "error", "Errors": [self.to_string()] }));
        let mut response = (self.status(), body).into_response();
        match self {
            ContactError::Api(error) => error.add_headers(response.headers_mut()),
            ContactError::Unauthorized => {
                response.headers_mut().insert(header::WWW_AUTHENTICATE, HeaderValue::from_static("Bearer"));
            }
            _ => {}
        }
        response
    }
}
