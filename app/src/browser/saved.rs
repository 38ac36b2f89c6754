//! Choices kept in `localStorage` as plain strings.
//!
//! Not gloo-storage: its `LocalStorage` stores JSON (`"dark"` with the quotes, where the inline
//! theme script reads `localStorage.theme` as a bare word) and throws when the browser blocks
//! storage (cookies disabled, some private modes), which would stop the island. Here a blocked
//! storage only means the choice is not remembered.

fn storage() -> Option<web_sys::Storage> {
    gloo_utils::window().local_storage().ok().flatten()
}

/// The value saved under `key`, if storage is available and holds one.
pub fn load(key: &str) -> Option<String> {
    storage()?.get_item(key).ok().flatten()
}

/// Saves `value` under `key`; nothing happens when storage is blocked or full.
pub fn save(key: &str, value: &str) {
    if let Some(storage) = storage() {
        let _ = storage.set_item(key, value);
    }
}
