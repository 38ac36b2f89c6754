use leptos::prelude::*;

use crate::i18n::messages::ThemeMessages;
use crate::theme::ThemeChoice;

/// Three pressed-state buttons: light, dark, system. Disabled until hydrated.
#[island]
pub fn ThemeSwitch(labels: ThemeMessages<String>) -> impl IntoView {
    let hydrated = RwSignal::new(false);
    let choice = RwSignal::new(ThemeChoice::System);
    Effect::new(move |_| {
        #[cfg(feature = "hydrate")]
        {
            let stored = browser::stored_choice();
            choice.set(stored);
            // The user store knows the theme shown from the start.
            let shown = browser::resolved(stored);
            crate::user::user_store().update(|s| s.prefers_theme = Some(shown.as_str().to_string()));
        }
        hydrated.set(true);
    });
    let pick = move |picked: ThemeChoice| {
        #[cfg(feature = "hydrate")]
        {
            browser::apply(picked);
            crate::user::set_theme(browser::resolved(picked).as_str());
        }
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
            aria-label=labels.label
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
    use crate::browser;
    use crate::theme::{ThemeChoice, STORAGE_KEY};

    pub fn stored_choice() -> ThemeChoice {
        ThemeChoice::from_stored(browser::load(STORAGE_KEY).as_deref())
    }

    /// The theme `choice` shows on this system: light or dark.
    pub fn resolved(choice: ThemeChoice) -> ThemeChoice {
        let prefers_dark = gloo_utils::window().match_media("(prefers-color-scheme: dark)").ok().flatten().is_some_and(|m| m.matches());
        choice.resolve(prefers_dark)
    }

    /// Saves the choice and repaints at once; the boot script keeps following the system.
    pub fn apply(choice: ThemeChoice) {
        browser::save(STORAGE_KEY, choice.as_str());
        let root = gloo_utils::document_element();
        let _ = root.set_attribute("data-theme", resolved(choice).as_str());
        let _ = root.set_attribute("data-theme-choice", choice.as_str());
    }
}
