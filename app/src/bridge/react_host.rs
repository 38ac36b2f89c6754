use leptos::html::Div;
use leptos::prelude::*;

/// An empty element that the React widget `widget` is mounted into once the surrounding island
/// has hydrated. It has no Leptos children, so hydration never walks into React's DOM.
///
/// `props` are sent as JSON and sent again whenever they change; every event the widget emits
/// reaches `on_event` as parsed JSON. The widget is unmounted when the host is cleaned up.
#[component]
pub fn ReactHost(
    /// URL of the widgets' ES module entry.
    entry: String,
    /// The widget's name in the entry's registry.
    widget: &'static str,
    #[prop(into)] props: Signal<serde_json::Value>,
    on_event: Callback<serde_json::Value>,
) -> impl IntoView {
    let host = NodeRef::<Div>::new();
    #[cfg(feature = "hydrate")]
    super::mount::mount_when_ready(host, entry, widget, props, on_event);
    #[cfg(not(feature = "hydrate"))]
    let _ = (entry, props, on_event);
    view! { <div node_ref=host class="react-host" data-widget=widget></div> }
}
