use std::path::Path;
use std::time::SystemTime;

/// Whether the `.br` and `.gz` files `scripts/precompress.sh` wrote in `dir` (and below) are
/// at least as new as the files they compress. A build that skipped the script leaves stale
/// ones, which must not be served.
pub fn precompressed_are_fresh(dir: &Path) -> bool {
    let Ok(entries) = std::fs::read_dir(dir) else { return true };
    entries.flatten().all(|entry| {
        let path = entry.path();
        if path.is_dir() {
            return precompressed_are_fresh(&path);
        }
        let is_compressed = matches!(path.extension().and_then(|e| e.to_str()), Some("br" | "gz"));
        if !is_compressed {
            return true;
        }
        let modified = |p: &Path| std::fs::metadata(p).and_then(|m| m.modified()).unwrap_or(SystemTime::UNIX_EPOCH);
        let original = path.with_extension("");
        !original.exists() || modified(&path) >= modified(&original)
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_compressed_file_older_than_its_original_is_stale() {
        let dir = tempfile::tempdir().unwrap();
        std::fs::write(dir.path().join("site.js.br"), "old").unwrap();
        std::thread::sleep(std::time::Duration::from_millis(20));
        std::fs::write(dir.path().join("site.js"), "new").unwrap();
        assert!(!precompressed_are_fresh(dir.path()));
        std::fs::write(dir.path().join("site.js.br"), "new").unwrap();
        assert!(precompressed_are_fresh(dir.path()));
    }
}
