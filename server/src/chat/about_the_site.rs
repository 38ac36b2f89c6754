//! Questions about the site's owner itself ("what do you do?", "who are you?", "dove siete?"):
//! they name nothing but the company, so retrieval has no words to go on. The about page
//! answers them: its opening for what the company is, and the first sentence of the about,
//! contacts or home page holding the value asked for (a place, a phone number, a year).

use app::i18n::Locale;
use app::routing::{Page, SiteRoute};

use super::index::ChatIndex;
use super::question::Question;

/// The pages that speak of the owner, in the order they are read for an answer.
const PAGES: [Page; 3] = [Page::About, Page::Contacts, Page::Home];

/// The section and sentence answering a question about the site's owner, if one does.
pub fn about_the_site(index: &ChatIndex, question: &Question, locale: Locale) -> Option<(usize, usize)> {
    for page in PAGES {
        let path = SiteRoute::new(locale, page).path();
        for position in index.sections_of(&path, locale) {
            let section = index.section_text(position);
            let found = match question.asks {
                None => (!section.sentences.is_empty()).then_some(0),
                Some(kind) => section.sentences.iter().position(|s| s.values.contains(&kind)),
            };
            if let Some(sentence) = found {
                return Some((position, sentence));
            }
            if question.asks.is_none() {
                break;
            }
        }
    }
    None
}
