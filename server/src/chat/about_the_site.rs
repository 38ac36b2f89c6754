//! Questions about the site's owner itself ("what do you do?", "who are you?", "dove siete?",
//! "how big is your team?"): they name nothing but the company and what everyone says of it, so
//! retrieval has no telling words to go on. The about page answers them: its opening for what
//! the company is, and for a value (a place, a phone number, a headcount) the sentence of the
//! about, contacts or home page holding one that best matches the question's other words.

use std::sync::LazyLock;

use app::i18n::Locale;
use app::routing::{Page, SiteRoute};
use regex::Regex;

use super::index::ChatIndex;
use super::question::{Concept, Question};
use super::refers_back::addresses_the_owner;
use super::section_text::Sentence;
use super::values::{asks_where_it_happens, holds_address, holds_agent, holds_year, says_it_happens, ValueKind};

/// The pages that speak of the owner, in the order they are read for an answer.
const PAGES: [Page; 3] = [Page::About, Page::Contacts, Page::Home];
/// What a word of the question found only in a sentence's heading is worth.
const HEADING: f32 = 0.6;
/// What a street address adds to a sentence answering "where": less than any word matched.
const ADDRESS: f32 = 0.01;
/// What saying where something happens adds to a sentence answering where it happens: more than
/// a street address, which is where its organiser is.
const HAPPENS: f32 = 0.02;
/// What naming the one who does something adds to a sentence answering "who".
const AGENT: f32 = 0.01;

/// Verbs saying what someone offers: asked of the owner with nothing after them ("what do you
/// offer?", "cosa fornite?"), they ask what it does.
static OFFERING: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(
        r"^(?:offer|offers|offering|provide|provides|providing|sell|sells|selling|make|makes|produce|produces|offrite|offrire|offre|offrono|fornite|fornire|fornisce|forniscono|vendete|vendere|vende|vendono|producete|producono|proponete|propone|propongono)$",
    )
    .expect("the pattern is valid")
});

/// The words a visitor names what a site offers by, when not by its name: "is the app free?",
/// "who makes the app?", "il servizio è a pagamento?". Singular: "what services do you offer?"
/// asks for a list.
static PRODUCT: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"^(?:app|application|software|service|platform|product|tool|site|website|applicazione|servizio|piattaforma|prodotto|strumento|sito)$")
        .expect("the pattern is valid")
});

/// The words a visitor names the owner by as a body ("how old is the company?", "dove si trova
/// l'azienda?"): on its own site, the company asked about is the one whose site it is, even where
/// the site speaks of other companies (its clients' "law firms"). Singular, as `PRODUCT`.
static ORGANISATION: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"^(?:company|firm|startup|organisation|organization|agency|enterprise|azienda|società|societa|impresa|ditta|agenzia|organizzazione|ente)$")
        .expect("the pattern is valid")
});

/// Asking how old something is: of the owner, since when it is ("how old is Acme?" is answered by
/// "founded in 2024", not by "we reply within two days").
static AGE: LazyLock<Regex> = LazyLock::new(|| Regex::new(r"\b(?:how old|quanti anni|che età)\b").expect("the pattern is valid"));

/// Whether `concept` names the owner: by its name, as a body ("the company"), or, where the site
/// uses the word everywhere, by the kind of thing it offers ("the app" on a podcast app's site).
pub fn names_the_owner(index: &ChatIndex, concept: &Concept) -> bool {
    let word = concept.word.to_lowercase();
    index.names_owner(concept) || (concept.generic && PRODUCT.is_match(&word)) || ORGANISATION.is_match(&word)
}

/// Whether `question` asks the owner, by name or as "you", what it offers, and nothing more:
/// "what do you provide?" had found "your hosting provider…", "what do you offer?" "a job offer
/// from…".
pub fn asks_what_the_owner_offers(index: &ChatIndex, question: &Question) -> bool {
    // The words first: most questions hold another, and reading how they address the owner
    // takes a pattern over the whole question.
    let mut own = besides_the_owner(index, question).peekable();
    own.peek().is_some() && own.all(|c| OFFERING.is_match(&c.word.to_lowercase())) && asks_the_owner_what(index, question)
}

/// The question's own words besides the owner's name: what it asks of the owner.
pub fn besides_the_owner<'a>(index: &'a ChatIndex, question: &'a Question) -> impl Iterator<Item = &'a Concept> + 'a {
    question.concepts.iter().filter(|c| !c.background && !index.names_owner(c))
}

/// Whether `question` asks the owner, by name or as "you", what: "what do you offer?", "cosa
/// offre Acme alle aziende?".
pub fn asks_the_owner_what(index: &ChatIndex, question: &Question) -> bool {
    let names_the_owner = || question.concepts.iter().any(|c| !c.background && index.names_owner(c));
    question.asks_what() && (addresses_the_owner(&question.meant, question.language) || names_the_owner())
}

/// The sections of the pages that speak of the owner, in `locale`, in the order they are read.
fn owner_sections(index: &ChatIndex, locale: Locale) -> Vec<usize> {
    PAGES.iter().flat_map(|page| index.sections_of(&SiteRoute::new(locale, page.clone()).path(), locale).collect::<Vec<_>>()).collect()
}

/// The first sentence of the owner's pages naming it as its subject and saying what it is
/// ("Acme is an Italian startup…"): what "what is Acme?" and "are you a company?" are answered by.
pub fn owner_definition(index: &ChatIndex, locale: Locale) -> Option<(usize, usize)> {
    owner_sections(index, locale)
        .into_iter()
        .find_map(|p| index.section_text(p).sentences.iter().position(|s| index.defines_owner(&s.text, locale)).map(|i| (p, i)))
}

/// Whether `question` asks how old something is, which asked of the owner is since when it is.
pub fn asks_how_old(question: &Question) -> bool {
    question.asks == Some(ValueKind::Duration) && AGE.is_match(&question.meant.to_lowercase())
}

/// The section and sentence answering a question about the site's owner, if one does.
pub fn about_the_site(index: &ChatIndex, question: &Question, locale: Locale) -> Option<(usize, usize)> {
    let positions = owner_sections(index, locale);
    let age = asks_how_old(question);
    let Some(kind) = question.asks.map(|kind| if age { ValueKind::Date } else { kind }) else {
        // What the owner is, else the first of its pages (which says what the owner does).
        let naming = if question.defines { owner_definition(index, locale) } else { None };
        return naming.or_else(|| positions.into_iter().find(|&p| !index.section_text(p).sentences.is_empty()).map(|p| (p, 0)));
    };
    // Besides the owner's name (or the kind of thing it offers: "the app") and the words asking
    // for the value, what the question names ("team", "clients") must be where the value is:
    // "how many clients?" is not answered by the year of foundation. Unlike
    // `besides_the_owner`, which a page's overview also reads, the kind counts as the name here:
    // there it had turned "da dove scarico l'app?" into the overview of "Automatic downloads".
    let besides = question.concepts.iter().filter(|c| !c.background && !names_the_owner(index, c));
    let (words, cues): (Vec<_>, Vec<_>) = besides.partition(|c| c.cue.is_none());
    let where_it_happens = kind == ValueKind::Place && asks_where_it_happens(&question.meant);
    // The best sentence: how well it answers, how much of the question's words it matches, where.
    let mut best: Option<((f32, f32), f32, usize, usize)> = None;
    for position in positions {
        let section = index.section_text(position);
        let matched = |concepts: &[&Concept], sentence: &Sentence| -> f32 {
            concepts
                .iter()
                .map(|c| c.weight * c.found_in(&sentence.terms, locale).max(HEADING * c.found_in(&section.heading_terms, locale)))
                .sum()
        };
        // How old the owner is, is said by a year, not by "in the evening and at weekends".
        let holds_value = |s: &Sentence| question.value_in(s, kind) && (!age || holds_year(&s.text));
        for (i, sentence) in section.sentences.iter().enumerate().filter(|(_, s)| holds_value(s)) {
            let cued = matched(&cues, sentence);
            let agent = matches!(kind, ValueKind::Name | ValueKind::Brand) && holds_agent(&sentence.text);
            // "Which tools do you use?" asks for a tool's name: a sentence naming something else
            // ("with law firms in Northern Italy") does not answer it, whatever it names, unless
            // it names who is behind or provides the owner ("which organization is behind Let's
            // Encrypt?" → "a service provided by the Internet Security Research Group").
            if kind == ValueKind::Brand && cued == 0.0 && !agent {
                continue;
            }
            let own = matched(&words, sentence);
            // Of sentences matching as well, one with a street address says most about "where".
            let score = own + if kind == ValueKind::Place && holds_address(&sentence.text) { ADDRESS } else { 0.0 };
            // "Where is the festival held?" asks where it happens, not where it is organised.
            let score = score + if where_it_happens && says_it_happens(&sentence.text) { HAPPENS } else { 0.0 };
            // Of those, one naming who does something says most about "who".
            let score = score + if agent { AGENT } else { 0.0 };
            // Of those, one whose words or heading say what the value asked is ("founders" above
            // the founders' names) is the one meant.
            let said = (score, cued);
            if best.is_none_or(|(b, _, _, _)| said > b) {
                best = Some((said, own, position, i));
            }
        }
    }
    best.filter(|&(_, own, _, _)| words.is_empty() || own > 0.0).map(|(_, _, position, i)| (position, i))
}
