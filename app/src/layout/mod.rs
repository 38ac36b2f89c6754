//! The one layout every page shares: skip link, header with navigation, main, footer.

mod footer;
mod header;
mod nav_label;

pub use nav_label::nav_label;

use leptos::prelude::*;

#[component]
pub fn Layout(children: Children) -> impl IntoView {
    let request = expect_context::<crate::site::PageRequest>();
    let t = request.route.locale.messages();
    view! {
        <a class="skip-link" href="#main">{t.meta.skip_to_content}</a>
        <header::Header/>
        <main id="main" class="site-main" tabindex="-1">{children()}</main>
        <footer::Footer/>
        <div id="update-notice" class="update-notice" role="status" hidden data-message=t.meta.new_version></div>
    }
}
