//! The site's Leptos components: the HTML shell, the shared layout, one module per page, and the
//! islands (the only parts that hydrate in the browser).

pub mod bridge;
#[cfg(feature = "hydrate")]
pub mod browser;
pub mod content;
pub mod i18n;
pub mod islands;
pub mod layout;
pub mod limits;
pub mod pages;
pub mod people;
pub mod routing;
pub mod seo;
pub mod shell;
pub mod site;
pub mod theme;
pub mod user;
