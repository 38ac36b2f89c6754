use crate::i18n::Messages;
use crate::routing::Page;

/// The label of a page in menus and breadcrumbs.
pub fn nav_label(page: &Page, t: &'static Messages) -> &'static str {
    match page {
        Page::Home => t.nav.home,
        Page::About => t.nav.about,
        Page::Services => t.nav.services,
        Page::Manifesto => t.nav.manifesto,
        Page::Blog | Page::BlogArticle(_) => t.nav.blog,
        Page::Chat => t.nav.chat,
        Page::Contacts => t.nav.contacts,
        Page::StartupNotice => t.footer.startup_notice,
        Page::Error(_) => t.nav.home,
    }
}
