use axum::body::Body;
use axum::http::{header, Request};
use serde::de::DeserializeOwned;

use super::ApiError;

/// Reads a JSON body of at most `limit` bytes, with the errors a client can act on.
pub async fn read_json<T: DeserializeOwned>(request: Request<Body>, limit: usize) -> Result<T, ApiError> {
    let is_json = request
        .headers()
        .get(header::CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.split(';').next())
        .is_some_and(|v| v.trim().eq_ignore_ascii_case("application/json"));
    if !is_json {
        return Err(ApiError::UnsupportedMediaType);
    }
    let bytes = axum::body::to_bytes(request.into_body(), limit)
        .await
        .map_err(|_| ApiError::BodyTooLarge)?;
    serde_json::from_slice(&bytes).map_err(|_| ApiError::InvalidBody)
}
