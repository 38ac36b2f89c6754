use leptos::prelude::*;

/// Below the lg breakpoint the navigation collapses into a drawer behind a menu button. Focus
/// stays inside while it is open and Escape closes it. Before hydration (or without JavaScript)
/// the navigation is simply shown inline, so it is never out of reach.
#[island]
pub fn NavDrawer(open_label: String, close_label: String, children: Children) -> impl IntoView {
    let hydrated = RwSignal::new(false);
    let open = RwSignal::new(false);
    let container = NodeRef::<leptos::html::Div>::new();
    let toggle = NodeRef::<leptos::html::Button>::new();
    Effect::new(move |_| hydrated.set(true));

    let close = move || {
        open.set(false);
        if let Some(button) = toggle.get_untracked() {
            let _ = button.focus();
        }
    };
    let on_keydown = move |event: leptos::ev::KeyboardEvent| {
        if !open.get_untracked() {
            return;
        }
        match event.key().as_str() {
            "Escape" => {
                event.prevent_default();
                close();
            }
            "Tab" =>
            {
                #[cfg(feature = "hydrate")]
                if let Some(root) = container.get_untracked() {
                    focus_trap::keep_inside(&root, &event);
                }
            }
            _ => {}
        }
    };
    let on_toggle = move |_| {
        let now_open = !open.get_untracked();
        open.set(now_open);
        #[cfg(feature = "hydrate")]
        if now_open {
            // The panel becomes visible on the next render; focus it then.
            request_animation_frame(move || {
                if let Some(root) = container.get_untracked() {
                    focus_trap::focus_first_link(&root);
                }
            });
        }
    };
    let label = move || if open.get() { close_label.clone() } else { open_label.clone() };
    view! {
        <div
            class="nav-drawer"
            class:is-open=move || open.get()
            node_ref=container
            data-hydrated=move || hydrated.get().then_some("true")
            on:keydown=on_keydown
        >
            <button
                type="button"
                class="nav-drawer__toggle"
                node_ref=toggle
                aria-expanded=move || open.get().to_string()
                aria-controls="site-nav"
                aria-label=label
                disabled=move || !hydrated.get()
                on:click=on_toggle
            >
                <span class="nav-drawer__icon" aria-hidden="true"></span>
            </button>
            <div id="site-nav" class="nav-drawer__panel">{children()}</div>
        </div>
    }
}

#[cfg(feature = "hydrate")]
mod focus_trap {
    use wasm_bindgen::JsCast;
    use web_sys::{Element, HtmlElement};

    const FOCUSABLE: &str = "a[href], button:not([disabled])";

    fn focusables(root: &Element) -> Vec<HtmlElement> {
        let Ok(list) = root.query_selector_all(FOCUSABLE) else { return Vec::new() };
        (0..list.length()).filter_map(|i| list.item(i)?.dyn_into::<HtmlElement>().ok()).filter(|el| el.offset_parent().is_some()).collect()
    }

    pub fn focus_first_link(root: &Element) {
        if let Some(first) = focusables(root).into_iter().find(|el| el.tag_name() == "A") {
            let _ = first.focus();
        }
    }

    /// Wraps Tab and Shift+Tab around the drawer's first and last focusable element.
    pub fn keep_inside(root: &Element, event: &web_sys::KeyboardEvent) {
        let items = focusables(root);
        let (Some(first), Some(last)) = (items.first(), items.last()) else { return };
        let active = gloo_utils::document().active_element();
        let at = |el: &HtmlElement| active.as_ref().is_some_and(|a| a == el.unchecked_ref::<Element>());
        if event.shift_key() && at(first) {
            event.prevent_default();
            let _ = last.focus();
        } else if !event.shift_key() && at(last) {
            event.prevent_default();
            let _ = first.focus();
        }
    }
}
