//! The interactive leaves of the page: the only components compiled into the wasm bundle.

mod article_enhancer;
mod nav_drawer;
mod recipient_picker;
mod theme_switch;

pub use article_enhancer::{ArticleEnhancer, ArticleLabels};
pub use nav_drawer::NavDrawer;
pub use recipient_picker::{PickerLabels, RecipientPicker};
pub use theme_switch::{ThemeLabels, ThemeSwitch};
