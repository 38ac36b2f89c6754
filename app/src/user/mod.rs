//! The visitor's portal profile on the client: a reactive store shared by the islands, with
//! setters that also save to the profile when signed in.

mod icons;
mod state;
#[cfg(feature = "hydrate")]
mod store;

pub use icons::service_icon_path;
pub use state::{Service, UserState};
#[cfg(feature = "hydrate")]
pub use store::{restore_rail, set_locale, set_rail, set_theme, user_store};
