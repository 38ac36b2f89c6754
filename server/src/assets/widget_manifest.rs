use std::collections::HashMap;
use std::path::{Path, PathBuf};

use app::site::WidgetAssets;
use serde::Deserialize;

/// The widgets' source entry as Vite names it in its manifest.
const ENTRY_SOURCE: &str = "src/mount.ts";
/// Where the site serves Vite's output (react-widgets/vite.config.ts `base`).
const PUBLIC_BASE: &str = "/widgets/";

#[derive(Debug, thiserror::Error)]
pub enum WidgetManifestError {
    #[error("cannot read the widget manifest {path} (run `make build` first): {source}")]
    Read { path: PathBuf, source: std::io::Error },
    #[error("the widget manifest {path} is not valid JSON: {source}")]
    Parse { path: PathBuf, source: serde_json::Error },
    #[error("the widget manifest {path} has no entry for {ENTRY_SOURCE}")]
    MissingEntry { path: PathBuf },
}

#[derive(Deserialize)]
struct ManifestChunk {
    file: String,
}

/// Reads `{site_root}/widgets/manifest.json`, written by `vite build`, for the hashed entry URL.
pub fn read_widget_assets(site_root: &Path) -> Result<WidgetAssets, WidgetManifestError> {
    let path = site_root.join("widgets").join("manifest.json");
    let text = std::fs::read_to_string(&path)
        .map_err(|source| WidgetManifestError::Read { path: path.clone(), source })?;
    let chunks: HashMap<String, ManifestChunk> = serde_json::from_str(&text)
        .map_err(|source| WidgetManifestError::Parse { path: path.clone(), source })?;
    let entry = chunks.get(ENTRY_SOURCE).ok_or(WidgetManifestError::MissingEntry { path })?;
    Ok(WidgetAssets { entry: format!("{PUBLIC_BASE}{}", entry.file) })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn site_with_manifest(json: &str) -> tempfile::TempDir {
        let dir = tempfile::tempdir().unwrap();
        std::fs::create_dir_all(dir.path().join("widgets")).unwrap();
        std::fs::write(dir.path().join("widgets/manifest.json"), json).unwrap();
        dir
    }

    #[test]
    fn the_entry_url_comes_from_the_manifest() {
        let dir = site_with_manifest(
            r#"{"src/mount.ts":{"file":"assets/mount-Ab12.js","isEntry":true},
                "src/widgets/people-picker.tsx":{"file":"assets/people-picker-x.js"}}"#,
        );
        let assets = read_widget_assets(dir.path()).unwrap();
        assert_eq!(assets.entry, "/widgets/assets/mount-Ab12.js");
    }

    #[test]
    fn a_manifest_without_the_entry_is_an_error() {
        let dir = site_with_manifest(r#"{"other.ts":{"file":"x.js"}}"#);
        let error = read_widget_assets(dir.path()).unwrap_err();
        assert!(matches!(error, WidgetManifestError::MissingEntry { .. }));
    }

    #[test]
    fn a_missing_manifest_says_how_to_build_it() {
        let dir = tempfile::tempdir().unwrap();
        let error = read_widget_assets(dir.path()).unwrap_err().to_string();
        assert!(error.contains("make build"), "{error}");
    }
}
