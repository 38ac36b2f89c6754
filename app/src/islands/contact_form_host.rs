use leptos::prelude::*;
use serde_json::Value;

use crate::bridge::ReactHost;
use crate::people::PeopleStackItem;

/// Hosts the React contact form. The recipient the visitor picks comes back into Leptos, which
/// shows it beside the form.
#[island]
pub fn ContactFormHost(
    entry: String,
    props: Value,
    directory: Vec<PeopleStackItem>,
    chosen_label: String,
    none_label: String,
    no_script: String,
) -> impl IntoView {
    let recipient = RwSignal::new(None::<String>);
    let on_event = Callback::new(move |event: Value| {
        if event.get("type").and_then(Value::as_str) == Some("recipient") {
            recipient.set(event.get("value").and_then(Value::as_str).map(str::to_string));
        }
    });
    let directory = StoredValue::new(directory);
    let chosen = move || {
        let value = recipient.get()?;
        directory.with_value(|all| all.iter().find(|i| i.value == value).map(|i| i.title.clone()))
    };
    view! {
        <div class="contact-form-host">
            <noscript><p class="contact-form-host__no-script">{no_script}</p></noscript>
            <ReactHost entry widget="contact-form" props on_event/>
            <p class="recipient-choice">
                {chosen_label} ": "
                <output data-testid="recipient-choice">
                    {move || chosen().unwrap_or_else(|| none_label.clone())}
                </output>
            </p>
        </div>
    }
}
