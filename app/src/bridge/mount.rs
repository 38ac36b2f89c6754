//! Browser side of `ReactHost`: loads the widgets' entry module on demand and drives one widget.

use leptos::html::Div;
use leptos::prelude::*;
use wasm_bindgen::prelude::*;
use wasm_bindgen_futures::JsFuture;

#[wasm_bindgen(inline_js = "
export function mount_widget(entry, name, element, props, onEvent) {
  const callbacks = { onEvent: (value) => onEvent(JSON.stringify(value ?? null)) };
  return import(entry)
    .then((m) => m.mount(name, element, JSON.parse(props), callbacks))
    .then((widget) => ({ update: (json) => widget.update(JSON.parse(json)), unmount: () => widget.unmount() }));
}
export function report_mount_failure(entry, error) {
  window.dispatchEvent(new CustomEvent('widget-load-error', { detail: { entry, error: String(error) } }));
}")]
extern "C" {
    fn mount_widget(
        entry: &str,
        name: &str,
        element: &web_sys::HtmlElement,
        props: &str,
        on_event: &Closure<dyn Fn(String)>,
    ) -> js_sys::Promise;

    fn report_mount_failure(entry: &str, error: &JsValue);

    type WidgetHandle;

    #[wasm_bindgen(method)]
    fn update(this: &WidgetHandle, props: &str);

    #[wasm_bindgen(method)]
    fn unmount(this: &WidgetHandle);
}

pub(super) fn mount_when_ready(
    host: NodeRef<Div>,
    entry: String,
    widget: &'static str,
    props: Signal<serde_json::Value>,
    on_event: Callback<serde_json::Value>,
) {
    let handle = StoredValue::new_local(None::<WidgetHandle>);
    // The closure must outlive every call React makes into it, so it lives as long as the host.
    let listener = StoredValue::new_local(Closure::<dyn Fn(String)>::new(move |json: String| match serde_json::from_str(&json) {
        Ok(value) => on_event.run(value),
        Err(error) => leptos::logging::error!("widget {widget} sent invalid JSON: {error}"),
    }));

    Effect::new(move |_| {
        let Some(element) = host.get() else { return };
        let entry = entry.clone();
        let initial = props.get_untracked().to_string();
        let promise = listener.with_value(|l| mount_widget(&entry, widget, &element, &initial, l));
        wasm_bindgen_futures::spawn_local(async move {
            match JsFuture::from(promise).await {
                Ok(mounted) => {
                    let mounted: WidgetHandle = mounted.unchecked_into();
                    let latest = props.get_untracked().to_string();
                    if latest != initial {
                        mounted.update(&latest);
                    }
                    handle.set_value(Some(mounted));
                }
                Err(error) => report_mount_failure(&entry, &error),
            }
        });
    });

    Effect::new(move |previous: Option<()>| {
        let json = props.get().to_string();
        if previous.is_some() {
            handle.with_value(|h| {
                if let Some(h) = h {
                    h.update(&json)
                }
            });
        }
    });

    on_cleanup(move || {
        handle.update_value(|h| {
            if let Some(h) = h.take() {
                h.unmount();
            }
        });
    });
}
