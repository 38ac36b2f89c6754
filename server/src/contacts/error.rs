use axum::http::{header, HeaderValue, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::Json;
use serde_json::json;

/// Every way a contact request can fail, with the reference's exact messages. Answered as
/// `{ "Status": "error", "Errors": [message] }`.
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
    #[error("Request body too large: at most 64 KB")]
    BodyTooLarge,
    #[error("Content-Type must be application/json")]
    UnsupportedMediaType,
    #[error("The request body did not arrive in time")]
    BodyIncomplete,
    #[error("Too many requests, please retry in {retry_after_seconds} seconds")]
    RateLimited { retry_after_seconds: u64 },
    #[error("Temporary server error - please try again")]
    Storage,
    #[error("Internal server error")]
    Unexpected,
}

impl From<crate::http::BodyError> for ContactError {
    fn from(error: crate::http::BodyError) -> Self {
        match error {
            crate::http::BodyError::UnsupportedMediaType => ContactError::UnsupportedMediaType,
            crate::http::BodyError::TooLarge => ContactError::BodyTooLarge,
            crate::http::BodyError::Invalid => ContactError::InvalidRequestFormat,
            crate::http::BodyError::Incomplete => ContactError::BodyIncomplete,
        }
    }
}

impl From<crate::http::RateLimited> for ContactError {
    fn from(limited: crate::http::RateLimited) -> Self {
        ContactError::RateLimited { retry_after_seconds: limited.retry_after_seconds }
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
            BodyTooLarge => StatusCode::PAYLOAD_TOO_LARGE,
            UnsupportedMediaType => StatusCode::UNSUPPORTED_MEDIA_TYPE,
            BodyIncomplete => StatusCode::REQUEST_TIMEOUT,
            RateLimited { .. } => StatusCode::TOO_MANY_REQUESTS,
            Storage | Unexpected => StatusCode::INTERNAL_SERVER_ERROR,
        }
    }
}

impl IntoResponse for ContactError {
    fn into_response(self) -> Response {
        let body = Json(json!({ "Status": "error", "Errors": [self.to_string()] }));
        let mut response = (self.status(), body).into_response();
        if let ContactError::RateLimited { retry_after_seconds } = self {
            response.headers_mut().insert(header::RETRY_AFTER, HeaderValue::from(retry_after_seconds));
        }
        if self == ContactError::Unauthorized {
            response.headers_mut().insert(header::WWW_AUTHENTICATE, HeaderValue::from_static("Bearer"));
        }
        response
    }
}
