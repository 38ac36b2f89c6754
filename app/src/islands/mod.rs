//! The interactive leaves of the page: the only components compiled into the wasm bundle.

mod article_enhancer;
mod chat_host;
mod contact_form_host;
mod nav_drawer;
mod theme_switch;
mod user_menu;

pub use article_enhancer::ArticleEnhancer;
pub use chat_host::ChatHost;
pub use contact_form_host::ContactFormHost;
pub use nav_drawer::NavDrawer;
pub use theme_switch::ThemeSwitch;
pub use user_menu::UserMenu;
