use app::i18n::Locale;
use foldhash::{HashMap, HashMapExt, HashSet, HashSetExt};
use tantivy::collector::TopDocs;
use tantivy::query::{BooleanQuery, BoostQuery, Occur, Query, TermQuery};
use tantivy::schema::{Field, IndexRecordOption, Schema, TextFieldIndexing, TextOptions, Value, STORED};
use tantivy::{doc, Index, IndexReader, TantivyDocument, Term};

use super::acronyms::Acronyms;
use super::analyzers::{analyzer, analyzer_name, terms};
use super::concept_terms::ConceptTerms;
use super::corpus::{chunks, page_of, Chunk};
use super::curated::{CuratedAnswer, CuratedSet};
use super::lexicon::Lexicon;
use super::plain_words::PlainWords;
use super::question::{slot, Concept, Question, TermStatistics};
use super::section_text::{SectionText, Sentence, Terms, IS};
use super::spelling::Spelling;
use super::values::comparable_names;
use crate::content::SiteContent;

/// The share of a question's topic a sentence holding the value asked must name to be looked at.
const VALUE_TOPIC: f32 = 0.5;
/// The longest owner's name (in words) read before the verb saying what the owner is.
const OWNER_WORDS: usize = 4;
/// Articles of both languages; an elided one ("un’autorità") counts too.
const ARTICLES: [&str; 13] = ["a", "an", "the", "un", "uno", "una", "il", "lo", "la", "l", "i", "gli", "le"];

#[derive(Debug, thiserror::Error)]
#[error("cannot build the chat index: {0}")]
pub struct IndexError(#[from] tantivy::TantivyError);

/// A retrieved section and how well it matched.
#[derive(Debug, Clone, PartialEq)]
pub struct Hit {
    /// The section to show, in the visitor's language when it exists there.
    pub chunk: Chunk,
    /// The section the question matched, which differs from `chunk` when the question was
    /// written in the other language.
    pub matched: Chunk,
    pub score: f32,
    /// Where `chunk` and `matched` are in the index (for their `SectionText`).
    pub shown_at: usize,
    pub matched_at: usize,
}

struct Fields {
    chunk: Field,
    title_it: Field,
    body_it: Field,
    title_en: Field,
    body_en: Field,
}

/// The site's sections in a tantivy index held in RAM, one field per language with that
/// language's analyzer, and read into sentences for the answerer. A question is searched in
/// both languages at once, with its words' paraphrases.
pub struct ChatIndex {
    chunks: Vec<Chunk>,
    sections: Vec<SectionText>,
    /// Where each section is, by language and key: a hit is shown in the visitor's language.
    positions: HashMap<(Locale, String), usize>,
    /// The pages (keys without a section) each language has.
    pages: HashSet<(Locale, String)>,
    /// In how many sections of each language each term appears, and how many sections each
    /// language has.
    document_frequency: [HashMap<String, usize>; 2],
    sections_per_language: [usize; 2],
    /// The same by page: a company's name is on most pages, if not in most sections.
    page_frequency: [HashMap<String, usize>; 2],
    pages_per_language: [usize; 2],
    lexicon: Lexicon,
    /// The terms of the owner's name, per language: on a company's own site its name answers
    /// nothing, however few sections repeat it.
    owner: [HashSet<String>; 2],
    /// The owner's name as values are compared.
    owner_names: Vec<String>,
    /// For each section, where each of its sentences is in the same section of the other
    /// language (read once: a hit in the other language is shown in the visitor's).
    in_twin: Vec<Vec<Option<usize>>>,
    /// The operator's curated answers, per language.
    curated: HashMap<Locale, CuratedSet>,
    /// The site's words, to read a visitor's typo as the word meant.
    spelling: Spelling,
    reader: IndexReader,
    fields: Fields,
    /// The terms each field holds: a question's term that no section holds in a field is left
    /// out of the query, where looking it up would cost and add nothing to any score.
    field_terms: HashMap<Field, Terms>,
}

/// A title match counts this much more than a body match.
const TITLE_BOOST: f32 = 1.5;
/// A paraphrase of a visitor's word counts this much of the word itself in retrieval.
const PARAPHRASE_BOOST: f32 = 0.4;
/// The most distinct terms a search looks for per language: a question is at most a few dozen
/// words, and this bounds the work whatever a visitor sends; and with their paraphrases.
const MAX_QUERY_TERMS: usize = 64;
const MAX_EXPANDED_TERMS: usize = 2 * MAX_QUERY_TERMS;
/// A term in more than this share of a language's sections says little about any of them.
const GENERIC_SHARE: f32 = 0.2;
/// Or on more than this share of its pages.
const GENERIC_PAGE_SHARE: f32 = 0.4;

impl ChatIndex {
    pub fn build(chunks: Vec<Chunk>, lexicon: Lexicon) -> Result<ChatIndex, IndexError> {
        let mut builder = Schema::builder();
        let text = |locale: Locale| {
            TextOptions::default().set_indexing_options(
                TextFieldIndexing::default()
                    .set_tokenizer(analyzer_name(locale))
                    .set_index_option(IndexRecordOption::WithFreqsAndPositions),
            )
        };
        let fields = Fields {
            chunk: builder.add_u64_field("chunk", STORED),
            title_it: builder.add_text_field("title_it", text(Locale::It)),
            body_it: builder.add_text_field("body_it", text(Locale::It)),
            title_en: builder.add_text_field("title_en", text(Locale::En)),
            body_en: builder.add_text_field("body_en", text(Locale::En)),
        };
        let index = Index::create_in_ram(builder.build());
        for locale in Locale::ALL {
            index.tokenizers().register(analyzer_name(locale), analyzer(locale));
        }
        let mut writer = index.writer_with_num_threads(1, 15_000_000)?;
        for (i, chunk) in chunks.iter().enumerate() {
            let title = format!("{} {}", chunk.page_title, chunk.section_title);
            let (title_field, body_field) = match chunk.locale {
                Locale::It => (fields.title_it, fields.body_it),
                Locale::En => (fields.title_en, fields.body_en),
            };
            writer.add_document(doc!(fields.chunk => i as u64, title_field => title, body_field => chunk.text.clone()))?;
        }
        writer.commit()?;
        let acronyms = Acronyms::found_in(chunks.iter().map(|chunk| chunk.text.as_str()));
        let plain = PlainWords::found_in(chunks.iter().map(|chunk| chunk.text.as_str()));
        let sections: Vec<SectionText> = chunks.iter().map(|chunk| SectionText::read(chunk, &acronyms, &plain, &lexicon)).collect();
        let mut document_frequency: [HashMap<String, usize>; 2] = Default::default();
        let mut sections_per_language = [0; 2];
        for (chunk, section) in chunks.iter().zip(&sections) {
            sections_per_language[slot(chunk.locale)] += 1;
            for term in &section.terms {
                *document_frequency[slot(chunk.locale)].entry(term.clone()).or_insert(0) += 1;
            }
        }
        let mut page_terms: [HashMap<&str, HashSet<String>>; 2] = Default::default();
        for (chunk, section) in chunks.iter().zip(&sections) {
            let page = chunk.url.split('#').next().unwrap_or_default();
            page_terms[slot(chunk.locale)].entry(page).or_default().extend(section.terms.iter().cloned());
        }
        let mut page_frequency: [HashMap<String, usize>; 2] = Default::default();
        for locale in Locale::ALL {
            for terms in page_terms[slot(locale)].values() {
                for term in terms {
                    *page_frequency[slot(locale)].entry(term.clone()).or_insert(0) += 1;
                }
            }
        }
        let pages_per_language = [page_terms[0].len(), page_terms[1].len()];
        let positions: HashMap<(Locale, String), usize> = chunks.iter().enumerate().map(|(i, c)| ((c.locale, c.key.clone()), i)).collect();
        let pages = chunks.iter().map(|c| (c.locale, page_of(&c.key).to_string())).collect();
        let in_twin = chunks
            .iter()
            .zip(&sections)
            .map(|(chunk, section)| match positions.get(&(chunk.locale.other(), chunk.key.clone())) {
                Some(&twin) => (0..section.sentences.len()).map(|i| sections[twin].counterpart(section, i)).collect(),
                None => Vec::new(),
            })
            .collect();
        let reader = index.reader()?;
        let field_terms = field_terms(&reader, &fields)?;
        let spelling = Spelling::read(&chunks, &lexicon);
        Ok(ChatIndex {
            chunks,
            sections,
            positions,
            pages,
            document_frequency,
            sections_per_language,
            page_frequency,
            pages_per_language,
            lexicon,
            in_twin,
            owner: Default::default(),
            owner_names: Vec::new(),
            curated: HashMap::new(),
            spelling,
            reader,
            fields,
            field_terms,
        })
    }

    /// The index of a site's content (its sections, its paraphrases and its curated answers),
    /// owned by `owner` (the site's name).
    pub fn for_content(content: &SiteContent, owner: &str) -> Result<ChatIndex, IndexError> {
        let mut index = ChatIndex::build(chunks(content), content.chat.lexicon.clone())?.owned_by(owner);
        for (locale, answers) in &content.chat.curated {
            index.set_curated(*locale, answers.clone());
        }
        Ok(index)
    }

    /// The same index, knowing whose site it is.
    pub fn owned_by(mut self, owner: &str) -> ChatIndex {
        for locale in Locale::ALL {
            self.owner[slot(locale)] = terms(locale, owner).into_iter().collect();
        }
        self.owner_names = comparable_names(owner);
        self
    }

    /// Whether `sentence` (in `locale`) says what the owner is: its name, "is" and an article
    /// ("Acme is a…", "Acme è un…", "we are a…"), not "Acme was founded…" nor "Acme è stata
    /// fondata…".
    pub fn defines_owner(&self, sentence: &str, locale: Locale) -> bool {
        let owner = &self.owner[slot(locale)];
        let words: Vec<String> = sentence.split_whitespace().take(OWNER_WORDS + 2).map(str::to_lowercase).collect();
        let article =
            |word: &str| ARTICLES.iter().any(|a| word == *a || word.strip_prefix(a).is_some_and(|rest| rest.starts_with(['\'', '’'])));
        // Only an indefinite article says what it is: "siamo a Torino" says where.
        let indefinite =
            |word: &str| matches!(word, "a" | "an" | "un" | "uno" | "una") || word.starts_with("un'") || word.starts_with("un’");
        // On its own pages the owner also says it in the first person ("We are an…", "Siamo
        // una…", where Italian leaves the subject out).
        let first_person = |k: usize| {
            let subject = match k {
                0 => words[0] == "siamo",
                1 => matches!((words[0].as_str(), words[1].as_str()), ("we", "are") | ("noi", "siamo")),
                _ => false,
            };
            subject && indefinite(&words[k + 1]) && (words[k + 1] != "a" || locale == Locale::En)
        };
        // "Coca Cola is…" names "Coca-Cola", whose terms hold the compound "cocacola" too.
        let named = |k: usize| {
            let is_owner = |name: String| terms(locale, &name).into_iter().collect::<HashSet<_>>() == *owner;
            IS.contains(&words[k].as_str()) && !owner.is_empty() && (is_owner(words[..k].join(" ")) || is_owner(words[..k].join("-")))
        };
        (0..words.len().saturating_sub(1)).any(|k| article(&words[k + 1]) && (first_person(k) || (k > 0 && named(k))))
    }

    /// Whether `concept` is (part of) the owner's name.
    pub fn names_owner(&self, concept: &Concept) -> bool {
        Locale::ALL.iter().any(|&l| !concept.own[slot(l)].is_empty() && concept.own[slot(l)].is_subset(&self.owner[slot(l)]))
    }

    /// The operator's curated answers in `locale`, their questions read against this index.
    pub fn set_curated(&mut self, locale: Locale, answers: Vec<CuratedAnswer>) {
        let set = CuratedSet::read(answers, locale, &self.lexicon, self);
        self.curated.insert(locale, set);
    }

    pub fn curated(&self, locale: Locale) -> Option<&CuratedSet> {
        self.curated.get(&locale)
    }

    /// Where the sections of the page at `path` are, in `locale`, in page order.
    pub fn sections_of<'a>(&'a self, path: &'a str, locale: Locale) -> impl Iterator<Item = usize> + 'a {
        (0..self.chunks.len()).filter(move |&i| self.chunks[i].locale == locale && self.chunks[i].url.split('#').next() == Some(path))
    }

    pub fn chunk(&self, position: usize) -> &Chunk {
        &self.chunks[position]
    }

    /// The section at `url` (a page's first section when `url` has no anchor), in `locale`.
    pub fn section_at(&self, url: &str, locale: Locale) -> Option<&Chunk> {
        let page = url.split('#').next().unwrap_or(url);
        let mut sections = self.sections_of(page, locale).map(|i| &self.chunks[i]);
        let first = sections.next()?;
        Some(sections.find(|c| c.url == url).unwrap_or(first))
    }

    pub fn len(&self) -> usize {
        self.chunks.len()
    }

    pub fn is_empty(&self) -> bool {
        self.chunks.is_empty()
    }

    pub fn lexicon(&self) -> &Lexicon {
        &self.lexicon
    }

    /// Where sentence `i` of the section at `position` is in the same section of the other
    /// language.
    pub fn in_twin(&self, position: usize, i: usize) -> Option<usize> {
        self.in_twin.get(position).and_then(|sentences| sentences.get(i)).copied().flatten()
    }

    /// The sentences and terms of the section at `position`.
    pub fn section_text(&self, position: usize) -> &SectionText {
        &self.sections[position]
    }

    /// The best sections for `question`, at most `limit`, shown in `locale`: a hit in the other
    /// language is replaced by the same section in `locale` when there is one, and each section
    /// appears once.
    pub fn search(&self, question: &str, locale: Locale, limit: usize) -> Vec<Hit> {
        self.hits(self.query(question), locale, limit)
    }

    /// The same for a question as the answerer read it: each of its words counts as much as it
    /// tells (a generic word or a previous question's counts less, a framing word not at all),
    /// so that "train" decides what "do you use my company's documents to train your AI?" is
    /// about, not "company" and "documents".
    pub fn search_question(&self, question: &Question, locale: Locale, limit: usize) -> Vec<Hit> {
        self.hits(self.weighted_query(question), locale, limit)
    }

    /// The sections in `locale` with a sentence holding the value `question` asks for and most of
    /// what it is about, best first: words can miss a sentence that states the value ("do I have
    /// to pay to get a certificate?" and "a trusted certificate at zero cost").
    pub fn sections_with_value(&self, question: &Question, locale: Locale, limit: usize) -> Vec<Hit> {
        let Some(kind) = question.asks else { return Vec::new() };
        let topic = question.topic_at();
        let total: f32 = topic.iter().map(|&c| question.concepts[c].weight).sum();
        if total <= 0.0 {
            return Vec::new();
        }
        let lookup = ConceptTerms::of(&question.concepts, locale);
        // The topic's concepts' weights, in the order of the question's concepts (0 elsewhere).
        let weights: Vec<f32> =
            question.concepts.iter().enumerate().map(|(at, c)| if topic.contains(&at) { c.weight } else { 0.0 }).collect();
        let mut found: Vec<(f32, usize)> = Vec::new();
        for (position, section) in self.sections.iter().enumerate().filter(|(p, _)| self.chunks[*p].locale == locale) {
            // A sub-heading says what the sentences under it are about ("### Hotel Panoramico" above
            // its street address).
            let named = |s: &Sentence| {
                let (said, titled) = (lookup.found_in(&s.terms), lookup.found_in(&s.under));
                said.iter().zip(&titled).zip(&weights).map(|((f, t), w)| w * f.max(*t)).sum::<f32>() / total
            };
            let best = section.sentences.iter().filter(|s| question.value_in(s, kind)).map(named).fold(0.0, f32::max);
            if best >= VALUE_TOPIC {
                found.push((best, position));
            }
        }
        found.sort_by(|a, b| b.0.total_cmp(&a.0).then(a.1.cmp(&b.1)));
        found
            .into_iter()
            .take(limit)
            .map(|(_, position)| {
                let chunk = self.chunks[position].clone();
                Hit { matched: chunk.clone(), chunk, score: 0.0, shown_at: position, matched_at: position }
            })
            .collect()
    }

    fn hits(&self, query: BooleanQuery, locale: Locale, limit: usize) -> Vec<Hit> {
        let searcher = self.reader.searcher();
        let Ok(top) = searcher.search(&query, &TopDocs::with_limit(limit * 3).order_by_score()) else {
            return Vec::new();
        };
        let mut seen = HashSet::new();
        let mut hits = Vec::new();
        for (score, address) in top {
            let Ok(document) = searcher.doc::<TantivyDocument>(address) else { continue };
            let Some(matched_at) = document.get_first(self.fields.chunk).and_then(|v| v.as_u64()) else { continue };
            let matched_at = matched_at as usize;
            let found = &self.chunks[matched_at];
            let shown_at = match self.positions.get(&(locale, found.key.clone())) {
                Some(&shown_at) => shown_at,
                // A section only the other version of its page has: the page the visitor reads
                // does not say it, and an answer in the other language would read as broken.
                None if self.pages.contains(&(locale, page_of(&found.key).to_string())) => continue,
                None => matched_at,
            };
            let shown = &self.chunks[shown_at];
            if seen.insert(shown.key.clone()) {
                hits.push(Hit { chunk: shown.clone(), matched: found.clone(), score, shown_at, matched_at });
            }
            if hits.len() == limit {
                break;
            }
        }
        hits
    }

    /// Any of the question's terms or their paraphrases, in either language's title or body.
    /// The visitor's text is only ever analyzed into terms, never parsed as query syntax: no
    /// field selectors, operators, phrases or nesting reach the index, and the query is flat
    /// whatever the input.
    fn query(&self, question: &str) -> BooleanQuery {
        let mut clauses: Vec<(Occur, Box<dyn Query>)> = Vec::new();
        for locale in Locale::ALL {
            let mut seen = HashSet::new();
            let own: Vec<String> = terms(locale, question).into_iter().filter(|t| seen.insert(t.clone())).take(MAX_QUERY_TERMS).collect();
            let mut weighted: Vec<(String, f32)> = own.iter().map(|t| (t.clone(), 1.0)).collect();
            for from in Locale::ALL {
                for term in terms(from, question).into_iter().take(MAX_QUERY_TERMS) {
                    for related in self.lexicon.related(&term, from, locale) {
                        if indexed(&related) && seen.insert(related.clone()) && weighted.len() < MAX_EXPANDED_TERMS {
                            weighted.push((related, PARAPHRASE_BOOST));
                        }
                    }
                }
            }
            clauses.extend(self.clauses(locale, weighted));
        }
        BooleanQuery::new(clauses)
    }

    /// A question's concepts, each term boosted by its concept's weight against the heaviest.
    fn weighted_query(&self, question: &Question) -> BooleanQuery {
        let heaviest = question.concepts.iter().map(|c| c.weight).fold(f32::EPSILON, f32::max);
        let mut clauses = Vec::new();
        for locale in Locale::ALL {
            let mut best: HashMap<String, f32> = HashMap::new();
            for concept in &question.concepts {
                let weight = (concept.weight / heaviest).sqrt();
                let own = concept.own[slot(locale)].iter().map(|t| (t, weight));
                let paraphrases = concept.paraphrases[slot(locale)].iter().map(|t| (t, weight * PARAPHRASE_BOOST));
                for (term, boost) in own.chain(paraphrases) {
                    let entry = best.entry(term.clone()).or_insert(0.0);
                    *entry = entry.max(boost);
                }
            }
            let mut weighted: Vec<(String, f32)> = best.into_iter().filter(|(term, _)| indexed(term)).collect();
            weighted.sort_by(|a, b| b.1.total_cmp(&a.1).then_with(|| a.0.cmp(&b.0)));
            weighted.truncate(MAX_EXPANDED_TERMS);
            clauses.extend(self.clauses(locale, weighted));
        }
        BooleanQuery::new(clauses)
    }

    /// Each term in `locale`'s title and body, with its boost.
    fn clauses(&self, locale: Locale, weighted: Vec<(String, f32)>) -> Vec<(Occur, Box<dyn Query>)> {
        let (title, body) = match locale {
            Locale::It => (self.fields.title_it, self.fields.body_it),
            Locale::En => (self.fields.title_en, self.fields.body_en),
        };
        let mut clauses: Vec<(Occur, Box<dyn Query>)> = Vec::new();
        for (text, boost) in weighted {
            for (field, boost) in [(title, TITLE_BOOST * boost), (body, boost)] {
                if self.field_terms.get(&field).is_some_and(|held| held.contains(&text)) {
                    let query = TermQuery::new(Term::from_field_text(field, &text), IndexRecordOption::WithFreqs);
                    clauses.push((Occur::Should, Box::new(BoostQuery::new(Box::new(query), boost))));
                }
            }
        }
        clauses
    }
}

/// The terms each of the index's text fields holds, read from its segments once it is built.
fn field_terms(reader: &IndexReader, fields: &Fields) -> Result<HashMap<Field, Terms>, IndexError> {
    let searcher = reader.searcher();
    let mut held = HashMap::new();
    for field in [fields.title_it, fields.body_it, fields.title_en, fields.body_en] {
        let mut terms = Terms::default();
        for segment in searcher.segment_readers() {
            let inverted = segment.inverted_index(field)?;
            let mut stream = inverted.terms().stream().map_err(tantivy::TantivyError::from)?;
            while stream.advance() {
                terms.insert(String::from_utf8_lossy(stream.key()).into_owned());
            }
        }
        held.insert(field, terms);
    }
    Ok(held)
}

/// Whether the index can hold `term`: a lexicon phrase's ("base giuridica") is only in the
/// sentences the answerer reads, and its group's single words find the section.
fn indexed(term: &str) -> bool {
    !term.contains(' ')
}

impl TermStatistics for ChatIndex {
    fn idf(&self, term: &str, locale: Locale) -> Option<f32> {
        let df = *self.document_frequency[slot(locale)].get(term)?;
        Some((1.0 + self.sections_per_language[slot(locale)] as f32 / (1.0 + df as f32)).ln())
    }

    fn unknown_idf(&self) -> f32 {
        (1.0 + *self.sections_per_language.iter().max().unwrap_or(&0) as f32).ln()
    }

    fn corrected(&self, word: &str, locale: Locale) -> Option<&str> {
        self.spelling.corrected(word, locale)
    }

    fn apart(&self, typed: &str) -> Option<&str> {
        self.spelling.apart(typed)
    }

    fn own_names(&self) -> &[String] {
        &self.owner_names
    }

    fn is_generic(&self, term: &str, locale: Locale) -> bool {
        let widespread = |frequency: &HashMap<String, usize>, total: usize, share: f32| {
            let df = frequency.get(term).copied().unwrap_or(0);
            df >= 3 && df as f32 > share * total as f32
        };
        let i = slot(locale);
        self.owner[i].contains(term)
            || widespread(&self.document_frequency[i], self.sections_per_language[i], GENERIC_SHARE)
            || widespread(&self.page_frequency[i], self.pages_per_language[i], GENERIC_PAGE_SHARE)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn chunk(locale: Locale, key: &str, title: &str, text: &str) -> Chunk {
        Chunk { locale, key: key.into(), page_title: "Page".into(), section_title: title.into(), url: format!("/{key}"), text: text.into() }
    }

    fn index() -> ChatIndex {
        ChatIndex::build(
            vec![
                chunk(Locale::En, "prices", "Prices", "The workshop costs EUR 4,800 and lasts two days."),
                chunk(Locale::It, "prices", "Prezzi", "Il workshop costa EUR 4.800 e dura due giorni."),
                chunk(Locale::En, "office", "Office", "Our office is in Turin."),
            ],
            Lexicon::with_operator_groups(None).unwrap(),
        )
        .unwrap()
    }

    fn keys(hits: &[Hit]) -> Vec<&str> {
        hits.iter().map(|h| h.chunk.key.as_str()).collect()
    }

    #[test]
    fn query_syntax_in_a_question_is_only_words() {
        let index = index();
        let plain = keys(&index.search("workshop office", Locale::En, 5)).into_iter().map(String::from).collect::<Vec<_>>();
        for syntax in [
            "workshop AND office",
            "+workshop -office",
            "\"workshop office\"",
            "(workshop) OR (office)",
            "title_en:workshop office",
            "workshop~2 office^9",
        ] {
            assert_eq!(keys(&index.search(syntax, Locale::En, 5)), plain, "{syntax}");
        }
    }

    #[test]
    fn a_lexicon_phrase_spends_no_term_of_a_query() {
        let chunks = vec![chunk(Locale::En, "privacy", "Privacy", "We process your data on the legal basis of your consent.")];
        let index = ChatIndex::build(chunks, Lexicon::with_operator_groups(None).unwrap()).unwrap();
        let query = format!("{:?}", index.query("what is the legal basis?"));
        assert!(query.contains("basi") && !query.contains("base giuridica") && !query.contains("legal grounds"), "{query}");
    }

    #[test]
    fn a_term_no_section_holds_in_a_field_is_left_out_of_the_query() {
        let index = index();
        let query = format!("{:?}", index.query("workshop zebra"));
        assert!(query.contains("workshop") && !query.contains("zebra"), "{query}");
        // "office" is only in an English section's body and title: the Italian fields and
        // nothing else are spared.
        let query = format!("{:?}", index.query("office"));
        assert_eq!(query.matches("\"offic\"").count(), 2, "{query}");
        assert_eq!(keys(&index.search("zebra", Locale::En, 5)), Vec::<&str>::new());
    }

    #[test]
    fn deep_nesting_and_huge_questions_are_searched_without_harm() {
        let index = index();
        for question in [
            "(".repeat(30_000),
            format!("{}workshop{}", "(".repeat(999), ")".repeat(999)),
            "workshop ".repeat(12_000),
            "\u{0}\u{feff}\u{202e}𝔴𝔬𝔯𝔨".repeat(5_000),
        ] {
            let _ = index.search(&question, Locale::En, 4);
        }
        assert_eq!(keys(&index.search(&format!("{}workshop", "[{(\"".repeat(999)), Locale::It, 4)), ["prices"]);
    }

    #[test]
    fn a_section_only_the_other_version_of_its_page_has_is_not_shown() {
        let index = ChatIndex::build(
            vec![
                chunk(Locale::En, "features#0", "Features", "What we work on."),
                chunk(Locale::It, "features#0", "Funzionalità", "Su cosa lavoriamo."),
                chunk(Locale::It, "features#it-1", "Certificati wildcard", "I certificati wildcard sono disponibili dal 2018."),
                chunk(Locale::It, "archive#0", "Archivio", "I certificati wildcard nel nostro archivio storico."),
            ],
            Lexicon::with_operator_groups(None).unwrap(),
        )
        .unwrap();
        assert_eq!(
            keys(&index.search("wildcard", Locale::En, 5)),
            ["archive#0"],
            "the English page does not say it; a page with no English version is shown as it is"
        );
        assert_eq!(keys(&index.search("wildcard", Locale::It, 5)).len(), 2);
    }

    #[test]
    fn a_paraphrase_finds_the_section_in_either_language() {
        let index = index();
        assert_eq!(keys(&index.search("what is the price", Locale::En, 1)), ["prices"]);
        assert_eq!(keys(&index.search("prezzo", Locale::It, 1)), ["prices"]);
    }

    /// Text from a fixed-seed generator over query syntax, scripts, controls and long runs.
    fn visitor_text(seed: u64, chars: usize) -> String {
        const POOL: &str = "()[]{}\"':^~*?+-!&|\\ /az AND OR NOT title_en:àèé日本語مرحبا\u{0}\u{202e}\u{feff}😀";
        let pool: Vec<char> = POOL.chars().collect();
        let mut state = seed.max(1);
        (0..chars)
            .map(|_| {
                state ^= state << 13;
                state ^= state >> 7;
                state ^= state << 17;
                pool[state as usize % pool.len()]
            })
            .collect()
    }

    #[test]
    fn any_text_is_a_question_the_index_can_search() {
        let index = index();
        for seed in 0..300 {
            let question = visitor_text(seed, (seed as usize * 37) % 2000);
            for locale in Locale::ALL {
                assert!(index.search(&question, locale, 4).len() <= 4);
            }
        }
    }

    #[test]
    fn a_question_is_searched_by_its_telling_words() {
        let mut chunks: Vec<Chunk> = (0..6)
            .map(|i| chunk(Locale::En, &format!("about{i}"), "About", "Our company builds AI assistants over your company documents."))
            .collect();
        chunks.push(chunk(Locale::En, "manifesto", "Your data", "We never train models on client data."));
        let index = ChatIndex::build(chunks, Lexicon::with_operator_groups(None).unwrap()).unwrap();
        let question = Question::read("Do you use my company's documents to train your AI?", None, Locale::En, index.lexicon(), &index);
        assert_eq!(keys(&index.search_question(&question, Locale::En, 1)), ["manifesto"]);
    }
}
