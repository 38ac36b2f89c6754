use axum::body::Body;
use axum::http::{header, Request};
use serde::de::DeserializeOwned;

/// Why a JSON body could not be read; each endpoint answers it in its own error shape.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum BodyError {
    UnsupportedMediaType,
    TooLarge,
    Invalid,
    /// The client stopped sending, or sent too slowly (the server's body timeout).
    Incomplete,
}

/// Reads a JSON body of at most `limit` bytes.
pub async fn read_json<T: DeserializeOwned>(request: Request<Body>, limit: usize) -> Result<T, BodyError> {
    let bytes = read_json_bytes(request, limit).await?;
    serde_json::from_slice(&bytes).map_err(|_| BodyError::Invalid)
}

/// The raw bytes of a body declared as JSON, of at most `limit` bytes, for callers that parse
/// it with their own error messages.
pub async fn read_json_bytes(request: Request<Body>, limit: usize) -> Result<axum::body::Bytes, BodyError> {
    let is_json = request
        .headers()
        .get(header::CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.split(';').next())
        .is_some_and(|v| v.trim().eq_ignore_ascii_case("application/json"));
    if !is_json {
        return Err(BodyError::UnsupportedMediaType);
    }
    axum::body::to_bytes(request.into_body(), limit).await.map_err(|error| {
        let mut source: Option<&(dyn std::error::Error + 'static)> = Some(&error);
        while let Some(cause) = source {
            if cause.is::<http_body_util::LengthLimitError>() {
                return BodyError::TooLarge;
            }
            source = cause.source();
        }
        BodyError::Incomplete
    })
}
