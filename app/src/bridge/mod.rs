//! The bridge from Leptos to React: a host element that a React widget is mounted into after
//! hydration. See docs/architecture.md for the whole path from Vite manifest to mounted widget.

#[cfg(feature = "hydrate")]
mod mount;
mod react_host;

pub use react_host::ReactHost;
