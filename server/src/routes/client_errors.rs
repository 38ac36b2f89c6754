use axum::body::Body;
use axum::extract::State;
use axum::http::{Request, StatusCode};
use serde::Deserialize;

use crate::http::{client_ip, read_json, ApiError};
use crate::state::AppState;

const MAX_BODY_BYTES: usize = 8 * 1024;

/// What the page-level script reports about an uncaught error.
#[derive(Deserialize)]
pub struct ClientErrorReport {
    message: String,
    page: String,
    source: Option<String>,
    line: Option<u32>,
    column: Option<u32>,
}

fn clip(text: &str, max: usize) -> &str {
    match text.char_indices().nth(max) {
        Some((end, _)) => &text[..end],
        None => text,
    }
}

/// `POST /api/client-errors`: writes a browser error to the server log. Rate-limited per IP.
pub async fn client_errors_create(State(state): State<AppState>, request: Request<Body>) -> Result<StatusCode, ApiError> {
    state.client_error_limit.check(client_ip(&request, &state.trusted_proxies))?;
    let report = read_json::<ClientErrorReport>(request, MAX_BODY_BYTES).await?;
    tracing::warn!(
        target: "client",
        message = clip(&report.message, 1000),
        page = clip(&report.page, 500),
        source = report.source.as_deref().map(|s| clip(s, 500)),
        line = report.line,
        column = report.column,
        "client error"
    );
    Ok(StatusCode::NO_CONTENT)
}

#[cfg(test)]
mod tests {
    use super::clip;

    #[test]
    fn clipping_respects_character_boundaries() {
        assert_eq!(clip("perché", 5), "perch");
        assert_eq!(clip("ok", 10), "ok");
    }
}
