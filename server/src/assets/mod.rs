//! Built front-end assets the server must know by name.

mod frontend_manifest;
mod precompressed;

pub use frontend_manifest::{read_frontend_assets, FrontendManifestError};
pub use precompressed::precompressed_are_fresh;
