//! Development only (`APP_ENV=development`, as `make dev` runs): content/ and site.toml are
//! watched, an edit is checked and, when valid, swapped in at once; the open pages reload, or
//! show why the edit was refused.

mod events;
mod watcher;

pub use events::{dev_routes, DevEvent, DevEvents};
pub use watcher::watch_content;
