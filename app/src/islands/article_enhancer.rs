use leptos::prelude::*;
use serde_json::Value;

use crate::bridge::ReactHost;

/// Hosts the React article widget beside the server-rendered article (`#article-body`); `props`
/// are the widget's, made by the page (the headings, the labels).
#[island]
pub fn ArticleEnhancer(entry: String, props: Value) -> impl IntoView {
    view! {
        <ReactHost entry widget="article-renderer" props=props on_event=Callback::new(|_| {})/>
    }
}
