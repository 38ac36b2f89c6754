//! The interactive leaves of the page: the only components compiled into the wasm bundle.

mod recipient_picker;
mod theme_switch;

pub use recipient_picker::{PickerLabels, RecipientPicker};
pub use theme_switch::{ThemeLabels, ThemeSwitch};
