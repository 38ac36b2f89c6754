use leptos::prelude::*;

use super::content_page::ContentPage;
use crate::content::PageDoc;
use crate::islands::{PickerLabels, RecipientPicker};
use crate::people::PeopleStackItem;
use crate::site::{FrontendAssets, PageRequest};

/// The teams a visitor can write to, in the language of the page being rendered.
#[derive(Clone, Debug, PartialEq)]
pub struct ContactDirectory(pub Vec<PeopleStackItem>);

#[component]
pub fn ContactsPage(page: PageDoc) -> impl IntoView {
    let request = expect_context::<PageRequest>();
    let assets = expect_context::<FrontendAssets>();
    let directory = expect_context::<ContactDirectory>();
    let t = request.route.locale.messages();
    let labels = PickerLabels {
        label: t.picker.label.into(),
        placeholder: t.picker.placeholder.into(),
        no_results: t.picker.no_results.into(),
        selected: t.picker.selected.into(),
        none_selected: t.picker.none_selected.into(),
    };
    view! {
        <ContentPage page>
            <RecipientPicker entry=assets.widgets_entry items=directory.0 labels/>
        </ContentPage>
    }
}
