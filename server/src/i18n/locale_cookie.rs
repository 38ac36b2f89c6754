use app::i18n::Locale;
use axum::http::HeaderMap;

pub const LOCALE_COOKIE: &str = "i18n_redirected";
const ONE_YEAR_SECONDS: u32 = 365 * 24 * 60 * 60;

/// `Set-Cookie` value remembering the visitor's language for a year.
pub fn locale_cookie(locale: Locale) -> String {
    format!("{LOCALE_COOKIE}={locale}; Path=/; Max-Age={ONE_YEAR_SECONDS}; SameSite=Lax")
}

/// The language cookie, when it holds a known locale.
pub fn read_locale_cookie(headers: &HeaderMap) -> Option<Locale> {
    headers
        .get_all(axum::http::header::COOKIE)
        .iter()
        .filter_map(|v| v.to_str().ok())
        .flat_map(|v| v.split(';'))
        .filter_map(|pair| pair.trim().split_once('='))
        .find(|(name, _)| *name == LOCALE_COOKIE)
        .and_then(|(_, value)| Locale::parse(value.trim()))
}

#[cfg(test)]
mod tests {
    use super::*;
    use axum::http::HeaderValue;

    #[test]
    fn the_cookie_lasts_a_year_for_the_whole_site() {
        assert_eq!(
            locale_cookie(Locale::En),
            "i18n_redirected=en; Path=/; Max-Age=31536000; SameSite=Lax"
        );
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
