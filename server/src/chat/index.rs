use std::collections::{HashMap, HashSet};

use app::i18n::Locale;
use tantivy::collector::TopDocs;
use tantivy::query::QueryParser;
use tantivy::schema::{Field, IndexRecordOption, Schema, TextFieldIndexing, TextOptions, Value, STORED};
use tantivy::{doc, Index, IndexReader, TantivyDocument};

use super::analyzers::{analyzer, analyzer_name, terms};
use super::corpus::Chunk;

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
}

struct Fields {
    chunk: Field,
    title_it: Field,
    body_it: Field,
    title_en: Field,
    body_en: Field,
}

/// The site's sections in a tantivy index held in RAM, one field per language with that
/// language's analyzer. A question is searched in both languages at once.
pub struct ChatIndex {
    chunks: Vec<Chunk>,
    /// Where each section is, by language and key: a hit is shown in the visitor's language.
    positions: HashMap<(Locale, String), usize>,
    /// In how many sections each term appears.
    document_frequency: HashMap<String, usize>,
    reader: IndexReader,
    parser: QueryParser,
    fields: Fields,
}

impl ChatIndex {
    pub fn build(chunks: Vec<Chunk>) -> Result<ChatIndex, IndexError> {
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
        let mut document_frequency = HashMap::new();
        for chunk in &chunks {
            let text = format!("{} {} {}", chunk.page_title, chunk.section_title, chunk.text);
            for term in terms(chunk.locale, &text).into_iter().collect::<HashSet<_>>() {
                *document_frequency.entry(term).or_insert(0) += 1;
            }
        }
        let positions = chunks.iter().enumerate().map(|(i, c)| ((c.locale, c.key.clone()), i)).collect();
        let reader = index.reader()?;
        let mut parser = QueryParser::for_index(&index, vec![fields.title_it, fields.body_it, fields.title_en, fields.body_en]);
        parser.set_field_boost(fields.title_it, 1.5);
        parser.set_field_boost(fields.title_en, 1.5);
        Ok(ChatIndex { chunks, positions, document_frequency, reader, parser, fields })
    }

    /// Inverse document frequency: how much finding `term` in a sentence says.
    pub fn weight(&self, term: &str) -> f32 {
        let df = self.document_frequency.get(term).copied().unwrap_or(0) as f32;
        (1.0 + self.chunks.len() as f32 / (1.0 + df)).ln()
    }

    pub fn len(&self) -> usize {
        self.chunks.len()
    }

    pub fn is_empty(&self) -> bool {
        self.chunks.is_empty()
    }

    /// The best sections for `question`, at most `limit`, shown in `locale`: a hit in the other
    /// language is replaced by the same section in `locale` when there is one, and each section
    /// appears once.
    pub fn search(&self, question: &str, locale: Locale, limit: usize) -> Vec<Hit> {
        let (query, _) = self.parser.parse_query_lenient(question);
        let searcher = self.reader.searcher();
        let Ok(top) = searcher.search(&query, &TopDocs::with_limit(limit * 3).order_by_score()) else {
            return Vec::new();
        };
        let mut seen = HashSet::new();
        let mut hits = Vec::new();
        for (score, address) in top {
            let Ok(document) = searcher.doc::<TantivyDocument>(address) else { continue };
            let Some(i) = document.get_first(self.fields.chunk).and_then(|v| v.as_u64()) else { continue };
            let found = &self.chunks[i as usize];
            let shown = match self.positions.get(&(locale, found.key.clone())) {
                Some(&twin) => &self.chunks[twin],
                None => found,
            };
            if seen.insert(shown.key.clone()) {
                hits.push(Hit { chunk: shown.clone(), matched: found.clone(), score });
            }
            if hits.len() == limit {
                break;
            }
        }
        hits
    }
}
