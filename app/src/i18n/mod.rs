//! The two languages of the site and their UI strings (generated from locales/*.json).

mod locale;
pub mod messages;

pub use locale::Locale;
pub use messages::Messages;
