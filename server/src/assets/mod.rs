//! Built front-end assets the server must know by name.

mod frontend_manifest;

pub use frontend_manifest::{read_frontend_assets, FrontendManifestError};
