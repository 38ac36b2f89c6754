use leptos::prelude::*;

use crate::routing::{Page, SiteRoute};
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
                <a href=SiteRoute::new(locale, Page::Contacts).path()>{t.footer.contacts}</a>
                <a href=SiteRoute::new(locale, Page::StartupNotice).path()>
                    {t.footer.startup_notice}
                </a>
            </nav>
            <p>"© " {site.name.clone()} ". " {t.footer.rights}</p>
        </footer>
    }
}
