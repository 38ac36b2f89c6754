use crate::i18n::Messages;
use crate::routing::Page;

/// The built-in label of a page in menus and breadcrumbs; an operator's page has none (its title
/// or the label site.toml gives it stands in).
pub fn nav_label(page: &Page, t: &'static Messages) -> Option<&'static str> {
    Some(match page {
        Page::Home => t.nav.home,
        Page::About => t.nav.about,
        Page::Services => t.nav.services,
        Page::Manifesto => t.nav.manifesto,
        Page::Blog | Page::BlogArticle(_) => t.nav.blog,
        Page::Chat => t.nav.chat,
        Page::Contacts => t.nav.contacts,
        Page::StartupNotice => t.footer.startup_notice,
        Page::Custom(_) | Page::Error(_) => return None,
    })
}
