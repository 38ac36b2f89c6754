//! The service icons, bundled as SVG paths (24×24): no icon service is asked at run time.

/// The path of a service's icon; an unknown name gets a generic tile.
pub fn service_icon_path(name: &str) -> &'static str {
    match name {
        "knowledge" => "M4 4h7a3 3 0 0 1 3 3v13a2 2 0 0 0-2-2H4zm16 0h-7a3 3 0 0 0-3 3v13a2 2 0 0 1 2-2h8z",
        "notifications" => {
            "M12 22a2 2 0 0 0 2-2h-4a2 2 0 0 0 2 2zm6-6V11a6 6 0 0 0-5-5.9V4a1 1 0 0 0-2 0v1.1A6 6 0 0 0 6 11v5l-2 2v1h16v-1z"
        }
        "reports" => "M4 20h16v-2H4zm2-4h3V9H6zm5 0h3V4h-3zm5 0h3v-5h-3z",
        "tasks" => "M9 16.2 4.8 12l-1.4 1.4L9 19 21 7l-1.4-1.4z",
        "notes" => "M5 3h10l4 4v14H5zm9 1.5V8h3.5zM8 12h8v1.5H8zm0 3.5h8V17H8z",
        _ => "M4 4h7v7H4zm9 0h7v7h-7zM4 13h7v7H4zm9 0h7v7h-7z",
    }
}
