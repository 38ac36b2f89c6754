use leptos::prelude::*;

use crate::routing::SiteRoute;
use crate::site::{PageRequest, SiteConfig};

#[component]
pub fn Footer() -> impl IntoView {
    let request = expect_context::<PageRequest>();
    let site = expect_context::<SiteConfig>();
    let locale = request.route.locale;
    let t = locale.messages();
    view! {
        <footer class="site-footer">
            <nav aria-label=t.footer.contacts>
                {site
                    .footer
                    .iter()
                    .map(|link| view! { <a href=SiteRoute::new(locale, link.page.clone()).path()>{link.label.get(locale).to_string()}</a> })
                    .collect_view()}
            </nav>
            <p>"© " {site.name.clone()} ". " {t.footer.rights}</p>
        </footer>
    }
}
