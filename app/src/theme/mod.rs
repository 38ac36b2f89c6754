//! Light, dark or follow-the-system: the visitor's choice, stored in localStorage under `theme`.

mod choice;
mod script;

pub use choice::ThemeChoice;
pub use script::{STORAGE_KEY, THEME_BOOT_SCRIPT};
