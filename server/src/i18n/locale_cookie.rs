use app::i18n::Locale;
use axum::http::HeaderMap;

use crate::http::cookie_value;

pub const LOCALE_COOKIE: &str = "i18n_redirected";
const ONE_YEAR_SECONDS: u32 = 365 * 24 * 60 * 60;

/// `Set-Cookie` value remembering the visitor's language for a year.
pub fn locale_cookie(locale: Locale) -> String {
    format!("{LOCALE_COOKIE}={locale}; Path=/; Max-Age={ONE_YEAR_SECONDS}; SameSite=Lax")
}

/// The language cookie, when it holds a known locale.
pub fn read_locale_cookie(headers: &HeaderMap) -> Option<Locale> {
    cookie_value(headers, LOCALE_COOKIE).and_then(|value| Locale::parse(value.trim()))
}

#[cfg(test)]
mod tests {
    use super::*;
    use axum::http::HeaderValue;

    #[test]
    fn the_cookie_lasts_a_year_for_the_whole_site() {
        assert_eq!(locale_cookie(Locale::En), "i18n_redirected=en; Path=/; Max-Age=31536000; SameSite=Lax");
    }

    #[test]
    fn only_known_locales_are_read_back() {
        let mut headers = HeaderMap::new();
        headers.insert("cookie", HeaderValue::from_static("a=1; i18n_redirected=en"));
        assert_eq!(read_locale_cookie(&headers), Some(Locale::En));
        headers.insert("cookie", HeaderValue::from_static("i18n_redirected=fr"));
        assert_eq!(read_locale_cookie(&headers), None);
    }
}
