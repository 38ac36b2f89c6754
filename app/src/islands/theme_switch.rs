use leptos::prelude::*;
use serde::{Deserialize, Serialize};

use crate::theme::ThemeChoice;

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct ThemeLabels {
    pub group: String,
    pub light: String,
    pub dark: String,
    pub system: String,
}

/// Three pressed-state buttons: light, dark, system. Disabled until hydrated.
#[island]
pub fn ThemeSwitch(labels: ThemeLabels) -> impl IntoView {
    let hydrated = RwSignal::new(false);
    let choice = RwSignal::new(ThemeChoice::System);
    Effect::new(move |_| {
        #[cfg(feature = "hydrate")]
        choice.set(browser::stored_choice());
        hydrated.set(true);
    });
    let pick = move |picked: ThemeChoice| {
        #[cfg(feature = "hydrate")]
        browser::apply(picked);
        choice.set(picked);
    };
    let button = move |option: ThemeChoice, label: String| {
        view! {
            <button
                type="button"
                class="theme-switch__option"
                data-theme-option=option.as_str()
                aria-pressed=move || (choice.get() == option).to_string()
                disabled=move || !hydrated.get()
                on:click=move |_| pick(option)
            >
                {label}
            </button>
        }
    };
    view! {
        <div
            class="theme-switch"
            role="group"
            aria-label=labels.group
            data-hydrated=move || hydrated.get().then_some("true")
        >
            {button(ThemeChoice::Light, labels.light)}
            {button(ThemeChoice::Dark, labels.dark)}
            {button(ThemeChoice::System, labels.system)}
        </div>
    }
}

#[cfg(feature = "hydrate")]
mod browser {
    use crate::theme::ThemeChoice;

    fn storage() -> Option<web_sys::Storage> {
        web_sys::window()?.local_storage().ok().flatten()
    }

    pub fn stored_choice() -> ThemeChoice {
        let stored = storage().and_then(|s| s.get_item("theme").ok().flatten());
        ThemeChoice::from_stored(stored.as_deref())
    }

    /// Saves the choice and repaints at once; the boot script keeps following the system.
    pub fn apply(choice: ThemeChoice) {
        if let Some(s) = storage() {
            let _ = s.set_item("theme", choice.as_str());
        }
        let Some(window) = web_sys::window() else { return };
        let prefers_dark = window
            .match_media("(prefers-color-scheme: dark)")
            .ok()
            .flatten()
            .is_some_and(|m| m.matches());
        if let Some(root) = window.document().and_then(|d| d.document_element()) {
            let _ = root.set_attribute("data-theme", choice.resolve(prefers_dark).as_str());
            let _ = root.set_attribute("data-theme-choice", choice.as_str());
        }
    }
}
