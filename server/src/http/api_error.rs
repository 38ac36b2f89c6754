use axum::http::{header, HeaderValue, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::Json;
use serde_json::json;

/// An error answered as JSON `{ "error": message }` with its status. Endpoints whose contract
/// has another error shape (the contact API) map their own errors.
#[derive(Debug, thiserror::Error)]
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
    fn status(&self) -> StatusCode {
        match self {
            ApiError::InvalidBody | ApiError::BadRequest(_) => StatusCode::BAD_REQUEST,
            ApiError::BodyTooLarge => StatusCode::PAYLOAD_TOO_LARGE,
            ApiError::UnsupportedMediaType => StatusCode::UNSUPPORTED_MEDIA_TYPE,
            ApiError::BodyIncomplete => StatusCode::REQUEST_TIMEOUT,
            ApiError::RateLimited { .. } => StatusCode::TOO_MANY_REQUESTS,
            ApiError::Storage => StatusCode::INTERNAL_SERVER_ERROR,
            ApiError::NotSignedIn => StatusCode::UNAUTHORIZED,
            ApiError::PortalUnreachable => StatusCode::BAD_GATEWAY,
            ApiError::ServerBusy => StatusCode::SERVICE_UNAVAILABLE,
        }
    }
}

impl IntoResponse for ApiError {
    fn into_response(self) -> Response {
        let mut response = (self.status(), Json(json!({ "error": self.to_string() }))).into_response();
        if let ApiError::RateLimited { retry_after_seconds } = self {
            response.headers_mut().insert(header::RETRY_AFTER, HeaderValue::from(retry_after_seconds));
        }
        response
    }
}
