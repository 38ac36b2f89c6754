use leptos::prelude::*;
use serde::{Deserialize, Serialize};
use serde_json::json;

use crate::bridge::ReactHost;
use crate::people::PeopleStackItem;

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct PickerLabels {
    pub label: String,
    pub placeholder: String,
    pub no_results: String,
    pub selected: String,
    pub none_selected: String,
}

/// Chooses whom a contact request goes to, with the React people picker. The choice comes back
/// into Leptos, is shown here and travels with the form as `recipient`.
#[island]
pub fn RecipientPicker(
    entry: String,
    items: Vec<PeopleStackItem>,
    labels: PickerLabels,
) -> impl IntoView {
    let selected = RwSignal::new(None::<String>);
    let items = StoredValue::new(items);
    let widget_labels = json!({
        "label": labels.label,
        "placeholder": labels.placeholder,
        "noResults": labels.no_results,
    });
    let props = Signal::derive(move || {
        json!({ "items": items.get_value(), "labels": widget_labels, "value": selected.get() })
    });
    let on_event = Callback::new(move |event: serde_json::Value| {
        if let Some(value) = event.get("value").and_then(|v| v.as_str()) {
            selected.set(Some(value.to_string()));
        }
    });
    let chosen_title = move || {
        let value = selected.get()?;
        items.with_value(|all| all.iter().find(|i| i.value == value).map(|i| i.title.clone()))
    };
    let none_selected = labels.none_selected;
    view! {
        <div class="recipient-picker">
            <ReactHost entry widget="people-picker" props on_event/>
            <p class="recipient-picker__choice" aria-live="polite">
                {labels.selected} ": "
                <output data-testid="recipient-choice">
                    {move || chosen_title().unwrap_or_else(|| none_selected.clone())}
                </output>
            </p>
            <input type="hidden" name="recipient" prop:value=move || selected.get().unwrap_or_default()/>
        </div>
    }
}
