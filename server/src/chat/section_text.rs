//! A section read ahead of any question: its sentences with their index terms and the kinds of
//! value they hold, and the terms of its headings. Answering then only compares sets.

use std::ops::Range;
use std::sync::LazyLock;

use app::i18n::Locale;
use foldhash::HashSet;
use regex::Regex;

use super::acronyms::Acronyms;
use super::analyzers::terms;
use super::corpus::Chunk;
use super::leans_back::leans_back;
use super::lexicon::Lexicon;
use super::negation::negated;
use super::plain_words::PlainWords;
use super::purpose::states_purpose;
use super::question::{Concept, Shape};
use super::reasons::states_reason;
use super::sentences::sentences;
use super::values::{
    counted_words, done_by, holds_address, lasts_until, same_value, says_it_happens, translation_anchors, values_with_text, ValueKind,
};

/// A set of index terms. Answering is mostly looking terms up in these sets; the chat's sets and
/// maps all hash with foldhash, in a fraction of the time of the standard SipHash. Seeded at
/// random, it defends less against flooding, and needs no more: the sets hold the operator's
/// content, or the terms of one request, which `MAX_QUESTION_CHARS` and `MAX_HISTORY_TURNS` cap.
pub type Terms = HashSet<String>;

#[derive(Debug, Clone)]
pub struct Sentence {
    pub text: String,
    pub terms: Terms,
    /// The terms of its first words: what it is about when it defines something
    /// ("Hackerspace nights - once a week…", "Let's Encrypt is a free… authority").
    pub opening: Terms,
    /// The terms of its subject when it opens by saying what something is ("The legal basis is
    /// your consent", "Il titolare è Acme"): what it identifies.
    pub subject: Terms,
    /// The values it holds, with their text.
    pub values: Vec<(ValueKind, String)>,
    /// Whether it says until which date something lasts ("deleted no later than December 31,
    /// 2021"): how long it lasts.
    pub lasts_until: bool,
    /// Numbers, addresses and names, which read the same in the section's translation.
    pub anchors: Vec<String>,
    pub list_item: bool,
    /// Whether it is a code block: quoted only after the sentence introducing it.
    pub code: bool,
    /// Whether it says that something is not so ("not", "never", "non", "senza").
    pub negated: bool,
    /// Whether it says what something is used for ("we use it to…", "lo utilizziamo per…").
    pub purpose: bool,
    /// Whether it gives a reason ("because…", "due to…", "poiché…").
    pub reason: bool,
    /// Whether it asks ("Did you install it from Google Play?"): what follows answers it.
    pub asks: bool,
    /// Whether it speaks of what the sentence before it said ("only in the two stores above"):
    /// it is quoted after that one.
    pub leans_back: bool,
    /// The terms of the sub-heading it stands under, if any: what it is about, as the section's
    /// heading is.
    pub under: Terms,
    /// The terms of the words after each count: what it counts.
    pub counted: Vec<Terms>,
    /// The terms of the verbs it names the doer of ("developed by volunteers"): what "who…?"
    /// it answers.
    pub done_by: Terms,
}

impl Sentence {
    /// Whether it holds a place other than where something happens: where a body is based, as a
    /// street address says even beside an event ("il festival ha luogo nella Pigna" says none).
    pub fn holds_seat(&self, named: &[String]) -> bool {
        self.holds(ValueKind::Place, named) && (!says_it_happens(&self.text) || holds_address(&self.text))
    }

    /// Whether the sentence holds a value of `kind` other than those in `named` (the values the
    /// question itself names: "an office in Milan?" is not answered by "a firm in Milan").
    pub fn holds(&self, kind: ValueKind, named: &[String]) -> bool {
        // "When" is answered by a day or by an hour, "how often" also by a period, "how much"
        // and "how many" also by a percentage, "how much" not of money by any quantity.
        let fits = |k: ValueKind| {
            k == kind
                || (kind == ValueKind::Date && k == ValueKind::Time)
                || (kind == ValueKind::Frequency && matches!(k, ValueKind::Date | ValueKind::Time | ValueKind::Duration))
                || (kind == ValueKind::Quantity
                    && matches!(k, ValueKind::Amount | ValueKind::Share | ValueKind::Number | ValueKind::Duration | ValueKind::Distance))
                || (matches!(kind, ValueKind::Amount | ValueKind::Number) && k == ValueKind::Share)
                || (kind == ValueKind::Contact && matches!(k, ValueKind::Email | ValueKind::Phone))
                || (kind == ValueKind::Name && k == ValueKind::LegalName)
                || (kind == ValueKind::Brand && matches!(k, ValueKind::Name | ValueKind::LegalName))
        };
        // A name built on one the question names ("About Acme", "Acme Privacy Policy") is what
        // the question speaks of, not the other name it asks for ("who is behind Acme?").
        let extends = |k: ValueKind, text: &str, n: &str| {
            matches!(k, ValueKind::Name | ValueKind::Brand) && format!(" {text} ").contains(&format!(" {n} "))
        };
        // A date answers a question naming its month only if it says more ("August 24th to
        // 27th" for "which days in August?"); other values match as `same_value` reads them
        // ("Milano" is the "Milan" named).
        let same = |k: ValueKind, text: &str, n: &str| if k == ValueKind::Date { n == text } else { same_value(n, text) };
        self.values.iter().any(|(k, text)| fits(*k) && !named.iter().any(|n| same(*k, text, n) || extends(*k, text, n)))
    }

    /// Whether one of its counts counts what `concept` names ("320 questions"); `locale` is the
    /// sentence's.
    pub fn counts(&self, concept: &Concept, locale: Locale) -> bool {
        self.counted.iter().any(|terms| concept.found_in(terms, locale) > 0.0)
    }
}

/// For each sentence that is a list item, the sentence before its list when that introduces it
/// ("…:").
fn introductions(sentences: &[Sentence]) -> Vec<Option<usize>> {
    let mut intros = Vec::with_capacity(sentences.len());
    let mut current = None;
    for (i, sentence) in sentences.iter().enumerate() {
        if !sentence.list_item {
            current = None;
        } else if i > 0 && !sentences[i - 1].list_item {
            current = sentences[i - 1].text.ends_with(':').then_some(i - 1);
        }
        intros.push(if sentence.list_item { current } else { None });
    }
    intros
}

/// How many words open a sentence, for what it is about.
const OPENING_WORDS: usize = 5;

fn opening_words(text: &str) -> String {
    text.split_whitespace().take(OPENING_WORDS).collect::<Vec<_>>().join(" ")
}

/// The present of the verb "to be": what something is now ("Acme is a…", "la base giuridica
/// è…"); "Acme was a side project" says what it was.
pub const IS: [&str; 4] = ["is", "are", "è", "sono"];
const WAS: [&str; 4] = ["was", "were", "era", "erano"];

/// The words before the verb "to be" when it is among the opening words and says what something
/// is: "The legal basis is your consent" gives "The legal basis"; a passive ("the data is used…",
/// "i dati sono conservati…", "è stato") says what is done to it, and gives nothing.
fn subject_words(text: &str) -> String {
    let words: Vec<String> =
        text.split_whitespace().take(OPENING_WORDS + 2).map(|w| w.trim_matches(|c: char| !c.is_alphanumeric()).to_lowercase()).collect();
    let verb = words.iter().take(OPENING_WORDS + 1).position(|w| IS.contains(&w.as_str()) || WAS.contains(&w.as_str()));
    match verb {
        Some(v) if !words.get(v + 1).is_some_and(|next| PARTICIPLE.is_match(next)) => words[..v].join(" "),
        _ => String::new(),
    }
}

/// A past participle after "to be" makes a passive: "used", "conservati", "stato", "been".
static PARTICIPLE: LazyLock<Regex> =
    LazyLock::new(|| Regex::new(r"^(?:been|being|stat[oaie]|\w{2,}(?:ed|at[oaie]|ut[oaie]|it[oaie]))$").expect("the pattern is valid"));

/// The most items of a list an answer quotes.
const MAX_LIST_ITEMS: usize = 8;

#[derive(Debug, Clone)]
pub struct SectionText {
    pub sentences: Vec<Sentence>,
    /// The terms of the section's heading and of its page's title.
    pub heading_terms: Terms,
    /// The terms of the section's own heading, without its page's title.
    pub title_terms: Terms,
    /// Every term of the section.
    pub terms: Terms,
    /// What the section's heading asks when it is a question ("Can I cancel at any time?"), as
    /// on a page of questions and answers: its first sentence answers it.
    pub heading_asks: Option<Shape>,
    /// For each list item, the sentence introducing its list (ending with a colon), if any.
    intros: Vec<Option<usize>>,
}

impl SectionText {
    /// `acronyms` lends a sentence spelling out a name the acronym the site shortens it to;
    /// `plain` are the words the site writes in lower case, which name no one.
    pub fn read(chunk: &Chunk, acronyms: &Acronyms, plain: &PlainWords, lexicon: &Lexicon) -> SectionText {
        let locale: Locale = chunk.locale;
        let sentences: Vec<Sentence> = sentences(&chunk.text)
            .into_iter()
            .map(|piece| Sentence {
                terms: terms(locale, &piece.text)
                    .into_iter()
                    .chain(acronyms.shortening(&piece.text).into_iter().flat_map(|a| terms(locale, a)))
                    .chain(lexicon.phrase_terms(&piece.text, locale))
                    .collect(),
                opening: terms(locale, &opening_words(&piece.text)).into_iter().collect(),
                subject: {
                    let subject = subject_words(&piece.text);
                    terms(locale, &subject).into_iter().chain(lexicon.phrase_terms(&subject, locale)).collect()
                },
                values: values_with_text(&piece.text, plain),
                lasts_until: lasts_until(&piece.text),
                anchors: translation_anchors(&piece.text),
                list_item: piece.list_item,
                code: piece.code,
                negated: negated(&piece.text),
                purpose: states_purpose(&piece.text),
                reason: states_reason(&piece.text),
                asks: piece.text.trim_end().ends_with('?'),
                leans_back: leans_back(&piece.text),
                under: piece.under.as_deref().map(|heading| terms(locale, heading).into_iter().collect()).unwrap_or_default(),
                counted: counted_words(&piece.text).iter().map(|words| terms(locale, words).into_iter().collect()).collect(),
                done_by: terms(locale, &done_by(&piece.text).join(" ")).into_iter().collect(),
                text: piece.text,
            })
            .collect();
        let title_terms: Terms = terms(locale, &chunk.section_title).into_iter().collect();
        let heading_terms: Terms = title_terms.iter().cloned().chain(terms(locale, &chunk.page_title)).collect();
        let mut all = heading_terms.clone();
        for sentence in &sentences {
            all.extend(sentence.terms.iter().cloned());
        }
        let intros = introductions(&sentences);
        // A page's first section is titled with the page's title and opens with its lead, which
        // often only restates a title that asks ("What can I do if the app crashed?" → "What to
        // do when the app crashes"): only a heading of its own is answered by its first sentence.
        let own_heading = chunk.section_title != chunk.page_title;
        let heading_asks = (own_heading && chunk.section_title.trim_end().ends_with('?')).then(|| Shape::of(&chunk.section_title));
        SectionText { sentences, heading_terms, title_terms, terms: all, heading_asks, intros }
    }

    /// The list that sentence `i` introduces ("Our rates:" and the items after it): an answer
    /// quoting the sentence quotes the list, which is what it announces.
    pub fn list_after(&self, i: usize) -> &[Sentence] {
        let introduces = self.sentences.get(i).is_some_and(|s| s.text.ends_with(':'));
        if !introduces {
            return &[];
        }
        let rest = &self.sentences[i + 1..];
        let items = rest.iter().take(MAX_LIST_ITEMS).take_while(|s| s.list_item).count();
        &rest[..items]
    }

    /// Where the sentence introducing the list that sentence `i` is an item of ("Platforms that
    /// trust ISRG Root X1:" before "Android >= 7.1.1") is: what the item is about.
    pub fn intro_at(&self, i: usize) -> Option<usize> {
        self.intros.get(i).copied().flatten()
    }

    /// Where the sentences an answer quotes for sentence `i` are: the sentence, after the one it
    /// leans on, with the list it introduces, or with the next sentence when that is where the
    /// value asked for is (`with_next`).
    pub fn quoted(&self, i: usize, with_next: bool) -> Range<usize> {
        let list = self.list_after(i).len();
        let end = match list {
            0 if with_next => (i + 2).min(self.sentences.len()),
            0 => i + 1,
            _ => i + 1 + list,
        };
        // The last item of a list is no sentence to lean on: "Both are official" after "- F-Droid"
        // speaks of the whole list, and quoting one item of it would say less than the page.
        let start = match i.checked_sub(1) {
            Some(before) if self.sentences[i].leans_back && !self.sentences[before].code && !self.sentences[before].list_item => before,
            _ => i,
        };
        start..end
    }

    /// The text of `quoted`: a list's items joined after the sentence introducing them.
    pub fn quote(&self, i: usize, with_next: bool) -> String {
        self.quote_span(i, self.quoted(i, with_next))
    }

    /// The text of the sentences `quoted` for sentence `i`, which may leave out the sentence it
    /// leans on (when the answer quotes that one already, right before it).
    pub fn quote_span(&self, i: usize, quoted: Range<usize>) -> String {
        // The sentence it leans on, if any, then the sentence.
        let (leaned_on, own) = (&self.sentences[quoted.start..i], self.sentences[i].text.trim_end());
        let sentence = leaned_on.iter().rev().fold(own.to_string(), |text, before| run_on(before.text.trim_end(), &text));
        let rest = &self.sentences[i + 1..quoted.end];
        if self.list_after(i).is_empty() {
            return rest.iter().fold(sentence, |text, next| run_on(&text, &next.text));
        }
        let items: Vec<String> =
            rest.iter().map(|s| if s.code { format!("`{}`", s.text) } else { s.text.trim_end_matches(['.', ';']).to_string() }).collect();
        format!("{sentence} {}.", items.join("; "))
    }

    /// The sentence of this section that says what `sentence` of its translation `twin` says:
    /// the one sharing the most numbers, addresses and names, else the one at the same place.
    pub fn counterpart(&self, twin: &SectionText, sentence: usize) -> Option<usize> {
        if self.sentences.is_empty() {
            return None;
        }
        let anchors = &twin.sentences.get(sentence)?.anchors;
        let shared = |s: &Sentence| s.anchors.iter().filter(|a| anchors.contains(a)).count();
        let best = (0..self.sentences.len()).max_by_key(|&i| (shared(&self.sentences[i]), std::cmp::Reverse(i.abs_diff(sentence))));
        match best {
            Some(i) if !anchors.is_empty() && shared(&self.sentences[i]) > 0 => Some(i),
            _ => Some((sentence * self.sentences.len() / twin.sentences.len().max(1)).min(self.sentences.len() - 1)),
        }
    }
}

/// `text` and then `next`, as one passage: a line that ends without a stop (a row of a table, an
/// item, "Port: “9050”") is parted from what follows by a semicolon, not run into it.
pub fn run_on(text: &str, next: &str) -> String {
    let end = text.trim_end().trim_end_matches(['"', '”', '’', '\'', ')', '»', '*', '_']);
    let stopped = end.is_empty() || end.ends_with(['.', '!', '?', '…', ':', ';']);
    let gap = if stopped { " " } else { "; " };
    format!("{}{gap}{}", text.trim_end(), next.trim_start())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn section(locale: Locale, text: &str) -> SectionText {
        SectionText::read(
            &Chunk {
                locale,
                key: "k".into(),
                page_title: "Services".into(),
                section_title: "Workshop".into(),
                url: "/services".into(),
                text: text.into(),
            },
            &Acronyms::default(),
            &PlainWords::default(),
            &Lexicon::default(),
        )
    }

    #[test]
    fn where_something_happens_is_no_seat() {
        let happens = section(Locale::It, "Il festival ha luogo nella Pigna, il centro storico di Sanremo.");
        assert!(happens.sentences[0].holds(ValueKind::Place, &[]) && !happens.sentences[0].holds_seat(&[]));
        let office = section(Locale::It, "La sede legale è in Piazza Oratorio 7, a Sanremo.");
        assert!(office.sentences[0].holds_seat(&[]));
    }

    #[test]
    fn only_a_heading_of_the_section_s_own_that_asks_is_answered_by_its_first_sentence() {
        let read = |page_title: &str, section_title: &str| {
            let chunk = Chunk {
                locale: Locale::En,
                key: "k".into(),
                page_title: page_title.into(),
                section_title: section_title.into(),
                url: "/faq".into(),
                text: "What to do when the app crashes.\nDelete the maps and download them again.".into(),
            };
            SectionText::read(&chunk, &Acronyms::default(), &PlainWords::default(), &Lexicon::default()).heading_asks
        };
        assert_eq!(read("Help", "What can I do if the app crashed?"), Some(Shape::of("What can I do if the app crashed?")));
        assert_eq!(read("Help", "Crashes"), None);
        assert_eq!(
            read("What can I do if the app crashed?", "What can I do if the app crashed?"),
            None,
            "the page's lead opens its first section"
        );
    }

    #[test]
    fn a_sentence_saying_what_something_is_names_it_before_the_verb() {
        assert_eq!(subject_words("The legal basis is your consent, which you give."), "the legal basis");
        assert_eq!(subject_words("Il titolare del trattamento è Acme Intelligence S.r.l."), "il titolare del trattamento");
        assert_eq!(subject_words("I dati sono conservati per 24 mesi."), "", "a passive says what is done to them");
        assert_eq!(subject_words("The data is used only to answer your request."), "");
        assert_eq!(subject_words("We write to you within two business days, as the form says it is."), "", "too far in");
    }

    #[test]
    fn a_sentence_is_found_in_the_translation_by_its_numbers() {
        let en = section(Locale::En, "Two days with your leaders. Fixed price EUR 4,800. A written roadmap at the end.");
        let it = section(Locale::It, "Prezzo fisso di EUR 4.800 per due giornate con i vostri dirigenti. Alla fine, una roadmap scritta.");
        assert_eq!(it.counterpart(&en, 1), Some(0));
        assert_eq!(it.counterpart(&en, 2), Some(1), "without numbers: by place");
    }

    #[test]
    fn a_sentence_of_a_translation_is_the_one_naming_what_it_names() {
        // The English list has an item more: the Italian items are not the English ones at their
        // place.
        let en = section(Locale::En, "A few examples include:\n- Sidekiq offers paid versions\n- Travis CI offers paid versions\n- Ghost is a nonprofit\n- Cal.com sells hosting\n- Read more.");
        let it = section(Locale::It, "Alcuni esempi includono:\n- Sidekiq offre versioni a pagamento\n- Travis CI offre versioni a pagamento\n- Ghost è un'organizzazione no-profit\n- Leggi di più.");
        assert_eq!(en.counterpart(&it, 2), Some(2), "Travis CI");
        assert_eq!(it.counterpart(&en, 3), Some(3), "Ghost");
        assert_eq!(en.counterpart(&it, 0), Some(0), "by its place, naming nothing");
    }

    #[test]
    fn a_sentence_leaning_on_the_one_before_it_is_quoted_after_it() {
        let en = section(Locale::En, "Official versions are on Google Play and F-Droid.\n\nWe publish only in the two stores above. Others copied the app.\nThis lets you:\n- update the app\n- remove the app");
        assert_eq!(en.quoted(1, false), 0..2);
        assert_eq!(en.quote(1, false), "Official versions are on Google Play and F-Droid. We publish only in the two stores above.");
        assert_eq!(en.quote_span(1, 1..2), "We publish only in the two stores above.", "the sentence before it quoted already");
        assert_eq!(en.quote(2, false), "Others copied the app.", "it names what it speaks of");
        assert_eq!(
            en.quote(3, false),
            "Others copied the app. This lets you: update the app; remove the app.",
            "with the list it introduces"
        );
        let code = section(Locale::En, "Renew them all with:\n`certbot renew`\nThis renews every certificate.");
        assert_eq!(code.quoted(2, false), 2..3, "a line of code is no sentence to lean on");
        let list = section(Locale::En, "Get the app from:\n- Google Play store\n- F-Droid store\nBoth are official stores.");
        assert_eq!(list.quoted(3, false), 3..4, "nor one item of a list");
    }

    #[test]
    fn a_sentence_introducing_a_list_is_quoted_with_it() {
        let en = section(Locale::En, "Open daily.\nOur rates:\n- Daily entrance: €15\n- Monthly pass: €120\nMembers only.");
        assert_eq!(en.list_after(1).len(), 2);
        assert_eq!(en.quote(1, false), "Our rates: Daily entrance: €15; Monthly pass: €120.");
        assert_eq!(en.quote(0, true), "Open daily. Our rates:");
        assert!(en.list_after(0).is_empty() && en.list_after(2).is_empty());
        assert_eq!(
            en.intro_at(3).map(|at| en.sentences[at].text.as_str()),
            Some("Our rates:"),
            "an item means what its list's introduction says"
        );
        assert!(en.intro_at(1).is_none() && en.intro_at(4).is_none());
        let code = section(Locale::En, "Revoke it like so:\n`certbot revoke --cert-path cert.pem`");
        assert_eq!(code.quote(0, false), "Revoke it like so: `certbot revoke --cert-path cert.pem`.", "a command is quoted as code");
        let bare = section(Locale::En, "Open daily.\n- Daily entrance: €15");
        assert!(bare.intro_at(1).is_none(), "a sentence without a colon introduces nothing");
    }

    #[test]
    fn a_line_without_a_stop_is_parted_from_the_next() {
        assert_eq!(run_on("Host: “localhost”", "Port: “9050”"), "Host: “localhost”; Port: “9050”");
        assert_eq!(run_on("App: Podverse, iOS: ✅", "App: MusicPod, iOS: ❌"), "App: Podverse, iOS: ✅; App: MusicPod, iOS: ❌");
        assert_eq!(run_on("It is free.", "Really."), "It is free. Really.");
        assert_eq!(run_on("As they say: “don’t panic.”", "Wait."), "As they say: “don’t panic.” Wait.");
        assert_eq!(run_on("Our rates:", "EUR 15"), "Our rates: EUR 15");
    }

    #[test]
    fn a_contact_is_an_e_mail_address_or_a_phone_number() {
        let en = section(Locale::En, "Write to press@example.com.\nCall +39 011 000 0000.\nVisit us in Turin.");
        assert!(en.sentences[0].holds(ValueKind::Contact, &[]) && en.sentences[1].holds(ValueKind::Contact, &[]));
        assert!(!en.sentences[2].holds(ValueKind::Contact, &[]));
    }

    #[test]
    fn how_often_is_answered_by_a_period_a_day_or_an_hour() {
        let en = section(Locale::En, "Feeds are refreshed every 12 hours.\nWe meet every Thursday.\nMembership costs EUR 10.");
        assert!(en.sentences[0].holds(ValueKind::Frequency, &[]) && en.sentences[1].holds(ValueKind::Frequency, &[]));
        assert!(!en.sentences[2].holds(ValueKind::Frequency, &[]));
        assert!(!en.sentences[0].holds(ValueKind::Date, &[]), "a period is no day: it answers how often, not when");
    }

    #[test]
    fn a_day_answers_the_month_asked_about() {
        let en = section(Locale::En, "It takes place from August 24th to 27th.\nIt takes place in August.");
        let named = vec!["august".to_string()];
        assert!(en.sentences[0].holds(ValueKind::Date, &named), "which days in August?");
        assert!(!en.sentences[1].holds(ValueKind::Date, &named), "the month asked about again");
    }

    #[test]
    fn a_name_built_on_the_one_asked_about_is_no_other_name() {
        let en = section(Locale::En, "Read the About Acme Works page.\nAcme Works is run by Blue Harbor Trust.");
        let named = vec!["acme works".to_string()];
        assert!(!en.sentences[0].holds(ValueKind::Name, &named), "'About Acme Works' names Acme Works again");
        assert!(en.sentences[1].holds(ValueKind::Name, &named));
        assert!(en.sentences[0].holds(ValueKind::Name, &[]));
    }

    #[test]
    fn sentences_carry_their_terms_and_values() {
        let en = section(Locale::En, "The workshop costs EUR 4,800.");
        assert!(en.sentences[0].terms.contains("cost"));
        assert!(en.sentences[0].holds(ValueKind::Amount, &[]));
        assert!(en.heading_terms.contains("servic"));
    }
}
