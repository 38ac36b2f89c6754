use leptos::prelude::*;
use serde_json::json;

use super::content_page::ContentPage;
use crate::content::PageDoc;
use crate::islands::ContactFormHost;
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
        "labels": {
            "title": f.title, "name": f.name, "email": f.email, "company": f.company, "message": f.message,
            "privacyBefore": f.privacy_before, "privacyLink": f.privacy_link, "privacyAfter": f.privacy_after,
            "submit": f.submit, "sending": f.sending, "success": f.success, "errorGeneric": f.error_generic,
            "errorRequired": f.error_required, "errorEmail": f.error_email, "errorConsent": f.error_consent,
            "errorTooLong": f.error_too_long, "errorSummary": f.error_summary, "errorRateLimited": f.error_rate_limited,
            "pickerLabel": t.picker.label, "pickerPlaceholder": t.picker.placeholder, "pickerNoResults": t.picker.no_results,
        },
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
