use std::collections::HashMap;
use std::path::{Path, PathBuf};

use app::site::FrontendAssets;
use serde::Deserialize;
use sha2::{Digest, Sha256};

/// The entries' sources as Vite names them in its manifest.
const WIDGETS_SOURCE: &str = "src/mount.ts";
const NAVIGATION_SOURCE: &str = "src/navigation.ts";
/// Where the site serves Vite's output (react-widgets/vite.config.ts `base`).
const PUBLIC_BASE: &str = "/widgets/";
/// The site files whose bytes make a build, with the widget manifest: when one changes,
/// clients are told of a new version.
const BUILD_FILES: [&str; 3] = ["pkg/site.wasm", "pkg/site.js", "pkg/site.css"];

#[derive(Debug, thiserror::Error)]
pub enum FrontendManifestError {
    #[error("cannot read the widget manifest {path} (run `make build` first): {source}")]
    Read { path: PathBuf, source: std::io::Error },
    #[error("the widget manifest {path} is not valid JSON: {source}")]
    Parse { path: PathBuf, source: serde_json::Error },
    #[error("the widget manifest {path} has no entry for {source_file}")]
    MissingEntry { path: PathBuf, source_file: &'static str },
}

#[derive(Deserialize)]
struct ManifestChunk {
    file: String,
}

/// Reads `{widgets_dir}/manifest.json`, written by `vite build`, for the entry URLs, and
/// fingerprints the build.
pub fn read_frontend_assets(site_root: &Path, widgets_dir: &Path) -> Result<FrontendAssets, FrontendManifestError> {
    let path = widgets_dir.join("manifest.json");
    let text = std::fs::read_to_string(&path).map_err(|source| FrontendManifestError::Read { path: path.clone(), source })?;
    let chunks: HashMap<String, ManifestChunk> =
        serde_json::from_str(&text).map_err(|source| FrontendManifestError::Parse { path: path.clone(), source })?;
    let url_of = |source_file: &'static str| {
        chunks
            .get(source_file)
            .map(|chunk| format!("{PUBLIC_BASE}{}", chunk.file))
            .ok_or_else(|| FrontendManifestError::MissingEntry { path: path.clone(), source_file })
    };
    Ok(FrontendAssets {
        widgets_entry: url_of(WIDGETS_SOURCE)?,
        navigation_entry: url_of(NAVIGATION_SOURCE)?,
        build_id: build_id(site_root, text.as_bytes()),
    })
}

/// The first 16 hex digits of a SHA-256 over the build's files (those present).
fn build_id(site_root: &Path, manifest: &[u8]) -> String {
    let mut hasher = Sha256::new();
    hasher.update(manifest);
    for file in BUILD_FILES {
        if let Ok(bytes) = std::fs::read(site_root.join(file)) {
            hasher.update(file.as_bytes());
            hasher.update(&bytes);
        }
    }
    format!("{:x}", hasher.finalize())[..16].to_string()
}

#[cfg(test)]
mod tests {
    use super::*;

    const MANIFEST: &str = r#"{"src/mount.ts":{"file":"assets/mount-Ab12.js","isEntry":true},
        "src/navigation.ts":{"file":"assets/navigation-Cd34.js","isEntry":true},
        "src/widgets/people-picker/index.ts":{"file":"assets/people-picker-x.js"}}"#;

    fn site_with_manifest(json: &str) -> tempfile::TempDir {
        let dir = tempfile::tempdir().unwrap();
        std::fs::create_dir_all(dir.path().join("widgets")).unwrap();
        std::fs::write(dir.path().join("widgets/manifest.json"), json).unwrap();
        dir
    }

    #[test]
    fn the_entry_urls_come_from_the_manifest() {
        let dir = site_with_manifest(MANIFEST);
        let assets = read_frontend_assets(dir.path(), &dir.path().join("widgets")).unwrap();
        assert_eq!(assets.widgets_entry, "/widgets/assets/mount-Ab12.js");
        assert_eq!(assets.navigation_entry, "/widgets/assets/navigation-Cd34.js");
    }

    #[test]
    fn a_manifest_without_an_entry_is_an_error() {
        let dir = site_with_manifest(r#"{"src/mount.ts":{"file":"x.js"}}"#);
        let error = read_frontend_assets(dir.path(), &dir.path().join("widgets")).unwrap_err();
        assert!(matches!(error, FrontendManifestError::MissingEntry { source_file: NAVIGATION_SOURCE, .. }));
    }

    #[test]
    fn a_missing_manifest_says_how_to_build_it() {
        let dir = tempfile::tempdir().unwrap();
        let error = read_frontend_assets(dir.path(), &dir.path().join("widgets")).unwrap_err().to_string();
        assert!(error.contains("make build"), "{error}");
    }

    #[test]
    fn the_build_id_changes_with_the_wasm() {
        let dir = site_with_manifest(MANIFEST);
        std::fs::create_dir_all(dir.path().join("pkg")).unwrap();
        std::fs::write(dir.path().join("pkg/site.wasm"), b"one").unwrap();
        let first = read_frontend_assets(dir.path(), &dir.path().join("widgets")).unwrap().build_id;
        std::fs::write(dir.path().join("pkg/site.wasm"), b"two").unwrap();
        let second = read_frontend_assets(dir.path(), &dir.path().join("widgets")).unwrap().build_id;
        assert_eq!(first.len(), 16);
        assert_ne!(first, second);
    }
}
