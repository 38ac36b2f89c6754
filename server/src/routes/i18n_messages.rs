use app::i18n::Locale;
use axum::extract::Path;
use axum::http::{header, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::Json;
use serde_json::json;

const EN: &str = include_str!("../../../locales/en.json");
const IT: &str = include_str!("../../../locales/it.json");

/// `GET /_i18n/{hash}/{locale}/messages.json`: a locale's UI strings for the widgets. The hash
/// only busts caches, so any value is accepted.
pub async fn messages_show(Path((_hash, locale)): Path<(String, String)>) -> Response {
    match Locale::parse(&locale) {
        Some(locale) => (
            [(header::CONTENT_TYPE, "application/json"), (header::CACHE_CONTROL, "public, max-age=86400")],
            match locale {
                Locale::En => EN,
                Locale::It => IT,
            },
        )
            .into_response(),
        None => (StatusCode::NOT_FOUND, Json(json!({ "error": format!("Failed loading locale ({locale})") }))).into_response(),
    }
}
