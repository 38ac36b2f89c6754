//! Typed UI strings. `build.rs` generates one struct per section of locales/en.json and fails the
//! build when locales/it.json lacks a key or has an extra one.

include!(concat!(env!("OUT_DIR"), "/messages.rs"));
