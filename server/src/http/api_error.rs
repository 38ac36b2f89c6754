use axum::http::{header, HeaderMap, HeaderValue, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::Json;
use serde_json::json;

/// The API's errors, answered as JSON `{ "error": message }` with their status. The contact API,
/// whose contract has another shape, carries these inside its own `ContactError`.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ApiError {
    #[error("{0}")]
    BadRequest(String),
    #[error("Invalid request format")]
    InvalidBody,
    #[error("Request body too large")]
    BodyTooLarge,
    #[error("Content-Type must be application/json")]
    UnsupportedMediaType,
    #[error("The request body did not arrive in time")]
    BodyIncomplete,
    #[error("Temporary server error - please try again")]
    Storage,
    #[error("Internal server error")]
    Internal,
    #[error("Not signed in")]
    NotSignedIn,
    #[error("The portal is unreachable - please try again")]
    PortalUnreachable,
    #[error("The server is busy, please try again")]
    ServerBusy,
    #[error("Too many requests, please retry in {retry_after_seconds} seconds")]
    RateLimited { retry_after_seconds: u64 },
}

impl From<super::RateLimited> for ApiError {
    fn from(limited: super::RateLimited) -> Self {
        ApiError::RateLimited { retry_after_seconds: limited.retry_after_seconds }
    }
}

impl From<super::BodyError> for ApiError {
    fn from(error: super::BodyError) -> Self {
        match error {
            super::BodyError::UnsupportedMediaType => ApiError::UnsupportedMediaType,
            super::BodyError::TooLarge => ApiError::BodyTooLarge,
            super::BodyError::Invalid => ApiError::InvalidBody,
            super::BodyError::Incomplete => ApiError::BodyIncomplete,
        }
    }
}

impl ApiError {
    pub fn status(&self) -> StatusCode {
        match self {
            ApiError::InvalidBody | ApiError::BadRequest(_) => StatusCode::BAD_REQUEST,
            ApiError::BodyTooLarge => StatusCode::PAYLOAD_TOO_LARGE,
            ApiError::UnsupportedMediaType => StatusCode::UNSUPPORTED_MEDIA_TYPE,
            ApiError::BodyIncomplete => StatusCode::REQUEST_TIMEOUT,
            ApiError::RateLimited { .. } => StatusCode::TOO_MANY_REQUESTS,
            ApiError::Storage | ApiError::Internal => StatusCode::INTERNAL_SERVER_ERROR,
            ApiError::NotSignedIn => StatusCode::UNAUTHORIZED,
            ApiError::PortalUnreachable => StatusCode::BAD_GATEWAY,
            ApiError::ServerBusy => StatusCode::SERVICE_UNAVAILABLE,
        }
    }
}

impl ApiError {
    /// The headers the error's status calls for (`Retry-After` on 429).
    pub fn add_headers(&self, headers: &mut HeaderMap) {
        if let ApiError::RateLimited { retry_after_seconds } = self {
            headers.insert(header::RETRY_AFTER, HeaderValue::from(*retry_after_seconds));
        }
    }
}

impl IntoResponse for ApiError {
    fn into_response(self) -> Response {
        let mut response = (self.status(), Json(json!({ "error": self.to_string() }))).into_response();
        self.add_headers(response.headers_mut());
        response
    }
}
