use app::i18n::Locale;
use app::routing::{Page, SiteRoute};

/// Moves an Italian (unprefixed) site path into `locale`, keeping query and fragment:
/// `/contacts#form` -> `/en/contacts#form` in English. Unknown paths are left as written; the
/// content check reports them.
pub fn localize_href(href: &str, locale: Locale) -> String {
    let split = href.find(['?', '#']).unwrap_or(href.len());
    let (path, rest) = href.split_at(split);
    match SiteRoute::parse(path) {
        Ok(route) => format!("{}{rest}", route.in_locale(locale).path()),
        Err(_) => href.to_string(),
    }
}

/// Why an internal link written in content does not lead to a page, if it does not. `exists`
/// tells whether an article or an operator's page is there (built-in pages always are).
pub fn check_internal_link(href: &str, exists: impl Fn(&Page) -> bool) -> Result<(), String> {
    let path = &href[..href.find(['?', '#']).unwrap_or(href.len())];
    match SiteRoute::parse(path) {
        Ok(SiteRoute { page: Page::Error(_), .. }) => Err(format!("link {href} points to an error page")),
        Ok(SiteRoute { page: page @ Page::BlogArticle(_), .. }) if !exists(&page) => {
            Err(format!("link {href} names an article that does not exist"))
        }
        Ok(SiteRoute { page: page @ Page::Custom(_), .. }) if !exists(&page) => Err(format!("link {href} leads to no page of the site")),
        Ok(route) if route.in_locale(Locale::It).path() != path => Err(format!(
            "link {href} must be written as the unprefixed Italian path {} (it is localized for each language)",
            route.in_locale(Locale::It).path()
        )),
        Ok(_) => Ok(()),
        Err(_) => Err(format!("link {href} leads to no page of the site")),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn links_are_checked_against_real_routes() {
        let exists = |page: &Page| matches!(page, Page::BlogArticle(s) | Page::Custom(s) if s == "known");
        assert!(check_internal_link("/contacts#form", exists).is_ok());
        assert!(check_internal_link("/blog/known", exists).is_ok());
        assert!(check_internal_link("/known", exists).is_ok());
        assert!(check_internal_link("/blog/unknown", exists).unwrap_err().contains("does not exist"));
        assert!(check_internal_link("/nowhere", exists).unwrap_err().contains("no page"));
        assert!(check_internal_link("/en/contacts", exists).unwrap_err().contains("unprefixed"));
        assert!(check_internal_link("/forbidden", exists).unwrap_err().contains("error page"));
    }

    #[test]
    fn hrefs_move_into_the_language_with_their_fragment() {
        assert_eq!(localize_href("/about#team", Locale::En), "/en/about#team");
        assert_eq!(localize_href("/blog?tag=rag", Locale::En), "/en/blog?tag=rag");
        assert_eq!(localize_href("/about", Locale::It), "/about");
    }
}
