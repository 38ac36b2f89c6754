use leptos::prelude::*;

use crate::islands::{NavDrawer, ThemeSwitch, UserMenu};
use crate::routing::{Page, SiteRoute};
use crate::shell::canonical_query;
use crate::site::{PageRequest, SiteConfig};

#[component]
pub fn Header() -> impl IntoView {
    let request = expect_context::<PageRequest>();
    let site = expect_context::<SiteConfig>();
    let locale = request.route.locale;
    let t = locale.messages();
    let current = request.route.page.clone();
    let links = site
        .navigation
        .iter()
        .map(|link| {
            let is_current = link.page == current || matches!((&link.page, &current), (Page::Blog, Page::BlogArticle(_)));
            let href = SiteRoute::new(locale, link.page.clone()).path();
            view! {
                <li>
                    <a href=href aria-current=is_current.then_some("page")>{link.label.get(locale).to_string()}</a>
                </li>
            }
        })
        .collect_view();
    let other = locale.other();
    let switch_href = format!("{}{}", request.route.in_locale(other).path(), canonical_query(&request.query));
    view! {
        <header class="site-header">
            <a class="site-header__brand" href=SiteRoute::new(locale, Page::Home).path()>
                {site.name.clone()}
            </a>
            <NavDrawer open_label=t.nav.open_menu.into() close_label=t.nav.close_menu.into()>
                <nav class="site-nav" aria-label=t.nav.label>
                    <ul>{links}</ul>
                </nav>
                <div class="site-header__tools">
                    // Never prefetched: the other language's page sets the remembered language
                    // when it is fetched, and a prefetch is no visit.
                    <a
                        class="lang-switch"
                        href=switch_href
                        hreflang=other.code()
                        lang=other.code()
                        aria-label=t.nav.switch_language_label
                        data-no-prefetch=""
                    >
                        {t.nav.switch_language}
                    </a>
                    <ThemeSwitch labels=t.theme.owned()/>
                    {site.portal.then(|| {
                        view! { <UserMenu labels=t.user_menu.owned() locale=locale.code().to_string()/> }
                    })}
                </div>
            </NavDrawer>
        </header>
    }
}
