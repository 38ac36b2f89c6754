use leptos::prelude::*;
use serde::{Deserialize, Serialize};
use serde_json::json;

use crate::bridge::ReactHost;
use crate::content::Heading;

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct ArticleLabels {
    pub toc_title: String,
    pub copy_link: String,
    pub link_copied: String,
    pub progress_label: String,
    pub anchor_label: String,
}

/// Hosts the React article widget beside the server-rendered article (`#article-body`).
#[island]
pub fn ArticleEnhancer(entry: String, headings: Vec<Heading>, labels: ArticleLabels) -> impl IntoView {
    let props = json!({ "articleId": "article-body", "headings": headings, "labels": {
        "tocTitle": labels.toc_title,
        "copyLink": labels.copy_link,
        "linkCopied": labels.link_copied,
        "progressLabel": labels.progress_label,
        "anchorLabel": labels.anchor_label,
    }});
    view! {
        <ReactHost entry widget="article-renderer" props=props on_event=Callback::new(|_| {})/>
    }
}
