//! "What services do you offer?" asks for what a page of the site lists: the page titled with
//! what is asked ("Services", "Servizi") answers with its lead and the titles of its sections,
//! which no single sentence of it holds. The question's words ("services", "offer") are the
//! title's, not those of the sentences under it: they had found a sentence of another page that
//! writes "services".

use app::i18n::Locale;

use super::about_the_site::{asks_the_owner_what, besides_the_owner};
use super::index::ChatIndex;
use super::question::{Concept, Question};
use super::values::ValueKind;

/// The fewest sections of its own a page needs to be answered by their titles.
const MIN_SECTIONS: usize = 2;

/// What a page says it holds: its lead (the first sentence of its first section, if any), and
/// the titles of its sections.
pub struct Overview {
    /// Where the page's first section is.
    pub first: usize,
    lead: Option<String>,
    titles: Vec<String>,
}

impl Overview {
    /// The lead, then the titles as a list.
    pub fn text(&self) -> String {
        let list = format!("{}.", self.titles.join("; "));
        match &self.lead {
            Some(lead) => format!("{} {list}", lead.trim_end()),
            None => list,
        }
    }
}

/// The page of `locale` whose title every word of `question` names (besides the owner's name,
/// and the words the site uses everywhere when others are left: "alle aziende" in "cosa offrite
/// alle aziende?"), when the question asks for what a page lists, and the page has sections of
/// its own.
pub fn page_overview(index: &ChatIndex, question: &Question, locale: Locale) -> Option<Overview> {
    // "What services…?", "quali servizi…?", "services": several things, or the names of things,
    // or a keyword query. "How does the sync work?" and "what is a podcast?" name a page's title
    // as well, and a sentence under it answers them.
    // "What do you offer?", "what does Acme offer?" ask the owner what a page's title names: a
    // sentence of the chat's own page saying "services" had answered them.
    let lists = question.several || question.asks == Some(ValueKind::Brand) || question.keywords || asks_the_owner_what(index, question);
    if !lists || question.polar || !matches!(question.asks, None | Some(ValueKind::Brand)) {
        return None;
    }
    let own: Vec<&Concept> = besides_the_owner(index, question).collect();
    let telling: Vec<&Concept> = own.iter().copied().filter(|c| !c.generic).collect();
    let own = if telling.is_empty() { own } else { telling };
    if own.is_empty() {
        return None;
    }
    let mut firsts =
        (0..index.len()).filter(|&p| index.chunk(p).locale == locale && index.chunk(p).section_title == index.chunk(p).page_title);
    firsts.find_map(|first| {
        // The first section is titled with the page's title.
        let title = &index.section_text(first).title_terms;
        if title.is_empty() || !own.iter().all(|c| c.found_in(title, locale) > 0.0) {
            return None;
        }
        let page = index.chunk(first).url.split('#').next()?;
        let titles: Vec<String> = index
            .sections_of(page, locale)
            .map(|p| index.chunk(p))
            .filter(|c| c.section_title != c.page_title)
            .map(|c| c.section_title.clone())
            .collect();
        let lead = index.section_text(first).sentences.first().map(|s| s.text.clone());
        (titles.len() >= MIN_SECTIONS).then_some(Overview { first, lead, titles })
    })
}
