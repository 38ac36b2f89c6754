use std::cell::OnceCell;

use leptos::prelude::*;
use serde_json::json;

use super::state::UserState;
use crate::browser;
use gloo_net::http::Method;

/// Where the rail choice is kept between pages.
const RAIL_KEY: &str = "mainDrawerRail";

thread_local! {
    static STORE: OnceCell<ArcRwSignal<UserState>> = const { OnceCell::new() };
}

/// The one store of the page, shared by every island (islands hydrate separately, so it lives
/// outside any of them). It starts as the server rendered it; `restore_rail` applies the
/// browser's choice after hydration.
pub fn user_store() -> ArcRwSignal<UserState> {
    STORE.with(|cell| cell.get_or_init(|| ArcRwSignal::new(UserState::default())).clone())
}

/// The rail choice this browser saved, once the page has hydrated (changing it during
/// hydration would leave the server's markup in place).
pub fn restore_rail() {
    if let Some(saved) = browser::load(RAIL_KEY) {
        user_store().update(|s| s.main_drawer_rail = saved != "false");
    }
}

/// Saves `fields` to the profile when signed in; the store has them already.
fn save(fields: serde_json::Value) {
    if !user_store().with_untracked(UserState::signed_in) {
        return;
    }
    leptos::task::spawn_local(async move {
        let _ = browser::json_call(Method::PUT, "/v1/user", Some(&fields)).await;
    });
}

/// The visitor's language, saved to the profile when signed in.
pub fn set_locale(locale: &str) {
    user_store().update(|s| s.locale = locale.to_string());
    save(json!({ "locale": locale }));
}

/// The theme shown (`light` or `dark`), saved to the profile when signed in.
pub fn set_theme(theme: &str) {
    user_store().update(|s| s.prefers_theme = Some(theme.to_string()));
    save(json!({ "prefers_theme": theme }));
}

/// Rail or expanded, kept in this browser.
pub fn set_rail(rail: bool) {
    user_store().update(|s| s.main_drawer_rail = rail);
    browser::save(RAIL_KEY, if rail { "true" } else { "false" });
}
