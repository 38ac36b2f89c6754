//! The wasm entry: hydrates the islands that the server rendered, nothing else.

// The islands live in `app` and export themselves to JavaScript; linking the crate keeps them.
extern crate app;

#[wasm_bindgen::prelude::wasm_bindgen]
pub fn hydrate() {
    console_error_panic_hook::set_once();
    leptos::mount::hydrate_islands();
}
