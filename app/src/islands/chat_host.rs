use leptos::prelude::*;
use serde_json::Value;

use crate::bridge::ReactHost;

/// Hosts the React chat widget; `props` carry the locale, the API base, the starters and the
/// interface strings.
#[island]
pub fn ChatHost(entry: String, props: Value) -> impl IntoView {
    view! { <ReactHost entry widget="chat" props on_event=Callback::new(|_| {})/> }
}
