//! What the islands need from the browser beyond Leptos: saved choices and same-origin JSON
//! calls.

mod json_call;
mod saved;

pub use json_call::json_call;
pub use saved::{load, save};
