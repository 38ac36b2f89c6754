//! Built front-end assets the server must know by name.

mod widget_manifest;

pub use widget_manifest::{read_widget_assets, WidgetManifestError};
