//! Language detection on the root path, the language cookie, and the messages endpoint.

mod detection;
mod locale_cookie;

pub use detection::detect_locale;
pub use locale_cookie::{locale_cookie, read_locale_cookie, LOCALE_COOKIE};
