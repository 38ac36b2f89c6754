use leptos::prelude::*;

use crate::i18n::messages::UserMenuMessages;
use crate::user::{service_icon_path, Service, UserState};

/// The labels as the island receives them: the `user_menu` section of the locale files.
type UserMenuLabels = UserMenuMessages<String>;

/// How often the session is renewed while the page stays open: well inside any session
/// lifetime a portal would use.
#[cfg(feature = "hydrate")]
const REFRESH_EVERY: std::time::Duration = std::time::Duration::from_secs(10 * 60);

fn service_link(service: Service, rail: Signal<bool>, labels: &UserMenuLabels) -> impl IntoView {
    let (experimental, new_tab) = (labels.experimental.clone(), labels.new_tab.clone());
    let title = service.title.clone();
    view! {
        <li class="user-menu__service">
            <a
                href=service.href.clone()
                target=service.external.then_some("_blank")
                rel=service.external.then_some("noopener noreferrer")
                title=move || rail.get().then(|| title.clone())
                data-service=service.href
                data-no-prefetch=""
            >
                <svg class="user-menu__icon" viewBox="0 0 24 24" aria-hidden="true" width="20" height="20">
                    <path d=service_icon_path(&service.icon) fill="currentColor"></path>
                </svg>
                <span class="user-menu__service-title" class:visually-hidden=move || rail.get()>{service.title}</span>
                {service.experimental.then(|| view! { <span class="user-menu__badge">{experimental}</span> })}
                {service.external.then(|| view! {
                    <span class="user-menu__external" aria-hidden="true">"↗"</span>
                    <span class="visually-hidden">{new_tab}</span>
                })}
            </a>
        </li>
    }
}

/// The signed-in visitor's menu: avatar and name, the portal's services, the rail toggle and
/// sign-out. Hidden for anonymous visitors (the profile call answers 401).
#[island]
pub fn UserMenu(labels: UserMenuLabels, locale: String) -> impl IntoView {
    #[cfg(feature = "hydrate")]
    let state: RwSignal<UserState> = crate::user::user_store().into();
    #[cfg(not(feature = "hydrate"))]
    let state = RwSignal::new(UserState::default());
    let open = RwSignal::new(false);
    let hydrated = RwSignal::new(false);
    Effect::new(move |_| {
        #[cfg(feature = "hydrate")]
        browser::start(state, locale.clone());
        #[cfg(not(feature = "hydrate"))]
        let _ = &locale;
        hydrated.set(true);
    });
    let rail = Signal::derive(move || state.with(|s| s.main_drawer_rail));
    let signed_in = move || state.with(UserState::signed_in);
    let logout = move |_| {
        open.set(false);
        #[cfg(feature = "hydrate")]
        browser::logout(state);
    };
    let toggle_rail = move |_| {
        #[cfg(feature = "hydrate")]
        crate::user::set_rail(!rail.get_untracked());
    };
    let item_labels = labels.clone();
    view! {
        <div
            class="user-menu"
            hidden=move || !signed_in()
            data-hydrated=move || hydrated.get().then_some("true")
            on:keydown=move |event| {
                if event.key() == "Escape" {
                    open.set(false);
                }
            }
        >
            <button
                type="button"
                class="user-menu__button"
                aria-expanded=move || open.get().to_string()
                aria-controls="user-menu-panel"
                aria-label=move || format!("{}: {}", labels.label, state.with(|s| s.name.clone()))
                on:click=move |_| open.update(|o| *o = !*o)
            >
                <img class="user-menu__avatar" src=move || state.with(|s| s.picture.clone()) alt="" width="28" height="28"/>
                <span class="user-menu__name">{move || state.with(|s| s.name.clone())}</span>
            </button>
            <div id="user-menu-panel" class="user-menu__panel" hidden=move || !open.get()>
                <p class="user-menu__heading">{labels.services.clone()}</p>
                <ul class="user-menu__services" class:user-menu__services--rail=move || rail.get()>
                    {move || {
                        state
                            .with(|s| s.services.clone())
                            .into_iter()
                            .map(|service| service_link(service, rail, &item_labels))
                            .collect_view()
                    }}
                </ul>
                <div class="user-menu__actions">
                    <button type="button" class="user-menu__action" aria-pressed=move || rail.get().to_string() on:click=toggle_rail>
                        {labels.rail.clone()}
                    </button>
                    <button type="button" class="user-menu__action" on:click=logout>{labels.logout.clone()}</button>
                </div>
            </div>
        </div>
    }
}

#[cfg(feature = "hydrate")]
mod browser {
    use leptos::prelude::*;
    use leptos::task::spawn_local;

    use super::REFRESH_EVERY;
    use gloo_net::http::Method;

    use crate::browser;
    use crate::user::{restore_rail, set_locale, UserState};

    /// Asks who the visitor is; a signed-in visitor's profile follows the page's language, and
    /// the session is renewed while the page is open.
    pub fn start(state: RwSignal<UserState>, page_locale: String) {
        restore_rail();
        spawn_local(async move {
            let Some((200, profile)) = browser::json_call(Method::GET, "/v1/user", None).await else { return };
            state.update(|s| *s = s.with_profile(&profile));
            if state.with_untracked(|s| s.locale != page_locale) {
                set_locale(&page_locale);
            }
        });
        let _ = set_interval_with_handle(
            move || {
                if !state.with_untracked(UserState::signed_in) {
                    return;
                }
                spawn_local(async move {
                    if let Some((401, _)) = browser::json_call(Method::POST, "/refresh-token", None).await {
                        state.update(|s| *s = s.signed_out());
                    }
                });
            },
            REFRESH_EVERY,
        );
    }

    pub fn logout(state: RwSignal<UserState>) {
        spawn_local(async move {
            let _ = browser::json_call(Method::GET, "/logout", None).await;
            state.update(|s| *s = s.signed_out());
        });
    }
}
