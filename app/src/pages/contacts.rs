use leptos::prelude::*;
use serde_json::json;

use super::content_page::ContentPage;
use crate::content::PageDoc;
use crate::islands::ContactFormHost;
use crate::limits::CONTACT;
use crate::people::PeopleStackItem;
use crate::routing::{Page, SiteRoute};
use crate::site::{FrontendAssets, PageRequest};

/// The teams a visitor can write to, in the language of the page being rendered.
#[derive(Clone, Debug, PartialEq)]
pub struct ContactDirectory(pub Vec<PeopleStackItem>);

#[component]
pub fn ContactsPage(page: PageDoc) -> impl IntoView {
    let locale = expect_context::<PageRequest>().route.locale;
    let assets = expect_context::<FrontendAssets>();
    let directory = expect_context::<ContactDirectory>().0;
    let t = locale.messages();
    let f = &t.contact_form;
    let props = json!({
        "directory": directory,
        "privacyHref": format!("{}#privacy", SiteRoute::new(locale, Page::StartupNotice).path()),
        "labels": f,
        "pickerLabels": t.picker,
        "limits": CONTACT,
    });
    view! {
        <ContentPage page>
            <ContactFormHost
                entry=assets.widgets_entry
                props
                directory
                chosen_label=t.picker.selected.into()
                none_label=t.picker.none_selected.into()
                no_script=f.no_script.into()
            />
        </ContentPage>
    }
}
