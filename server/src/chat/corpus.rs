use app::i18n::Locale;
use app::routing::{Page, SiteRoute};
use pulldown_cmark::{Event, HeadingLevel, Parser, Tag, TagEnd};

use super::analyzers::lower_words;
use super::sentences::{CODE, LIST_ITEM, SUBHEADING};
use super::twins::pair_translations;
use crate::content::{render_markdown, SiteContent, CONTENT_MARKDOWN};

/// A section of a page or article: the unit the chat retrieves and cites.
#[derive(Debug, Clone, PartialEq)]
pub struct Chunk {
    pub locale: Locale,
    /// The same for the Italian and English versions of a section, to pair them up (`twins.rs`).
    pub key: String,
    pub page_title: String,
    pub section_title: String,
    /// The page path with the section's anchor, in the chunk's language.
    pub url: String,
    pub text: String,
}

/// The page a section's key belongs to ("blog/revoking#2" → "blog/revoking").
pub fn page_of(key: &str) -> &str {
    key.split('#').next().unwrap_or(key)
}

/// Every section of every page and article, in both languages.
pub fn chunks(content: &SiteContent) -> Vec<Chunk> {
    let mut all = Vec::new();
    for (locale, page, source) in content.pages() {
        if matches!(page, Page::Blog) {
            continue;
        }
        let path = SiteRoute::new(locale, page.clone()).path();
        let key = page.relative_path();
        all.extend(sections(locale, &key, &source.doc.title, &path, &source.markdown, source.doc.lead.as_deref()));
    }
    for locale in Locale::ALL {
        for article in content.articles(locale) {
            let card = &article.doc.card;
            let lead = Some(card.description.as_str());
            all.extend(sections(locale, &format!("blog/{}", card.slug), &card.title, &card.href, &article.markdown, lead));
        }
    }
    pair_translations(&mut all);
    all
}

/// Ends the line being written, if any: what comes next starts a line of its own.
fn start_line(text: &mut String) {
    if !text.is_empty() && !text.ends_with('\n') {
        text.push('\n');
    }
}

/// A table read row by row: each row of its body is a line naming each cell's column ("Time since
/// last playback: More than 1 day, Rewind duration: 20 seconds"), so that a row says what its
/// values are without the header line far above it. Each row is an item, as a list's: the
/// sentence announcing the table ("there are open-source alternatives:") is quoted with it, and
/// each row means what that sentence says.
#[derive(Default)]
struct Table {
    headers: Vec<String>,
    cells: Vec<String>,
    /// Where the cell being read starts in the section's text.
    cell_start: usize,
}

impl Table {
    fn start_cell(&mut self, text: &str) {
        self.cell_start = text.len();
    }

    /// Takes the cell just read out of the section's text.
    fn end_cell(&mut self, text: &mut String) {
        let cell = text.split_off(self.cell_start.min(text.len()));
        self.cells.push(cell.split_whitespace().collect::<Vec<_>>().join(" "));
    }

    fn end_head(&mut self) {
        self.headers = std::mem::take(&mut self.cells);
    }

    fn end_row(&mut self, text: &mut String) {
        let cells = std::mem::take(&mut self.cells);
        let named = cells.into_iter().enumerate().filter(|(_, cell)| !cell.is_empty()).map(|(i, cell)| {
            match self.headers.get(i).filter(|header| !header.is_empty()) {
                Some(header) => format!("{header}: {cell}"),
                None => cell,
            }
        });
        start_line(text);
        text.push_str(LIST_ITEM);
        text.push_str(&named.collect::<Vec<_>>().join(", "));
        text.push('\n');
    }
}

/// Splits a document at its `##` headings; deeper headings stay inside their section. The text
/// before the first heading (with the lead) is a section titled like the page.
fn sections(locale: Locale, key: &str, title: &str, path: &str, markdown: &str, lead: Option<&str>) -> Vec<Chunk> {
    // A lead the text says again (an article's description is often its first sentence) would
    // be quoted twice in one answer.
    let lead = lead.filter(|lead| !said_in(&shown_words(markdown), lead));
    let ids = render_markdown(markdown, locale).headings;
    let mut heading_index = 0;
    let mut out = Vec::new();
    let mut current = (title.to_string(), path.to_string(), lead.map(|l| format!("{l}\n")).unwrap_or_default());
    let mut in_h2 = false;
    let mut code: Option<String> = None;
    let mut heading_text = String::new();
    let mut table = Table::default();
    let flush = |out: &mut Vec<Chunk>, (section, url, text): (String, String, String)| {
        // Lines (paragraphs, list items, table rows) stay apart: each ends a sentence.
        let lines = text.lines().map(|line| line.split_whitespace().collect::<Vec<_>>().join(" "));
        let text = lines.filter(|line| !line.is_empty()).collect::<Vec<_>>().join("\n");
        if !text.is_empty() {
            out.push(Chunk {
                locale,
                key: format!("{key}#{}", out.len()),
                page_title: title.to_string(),
                section_title: section,
                url,
                text,
            });
        }
    };
    for event in Parser::new_ext(markdown, CONTENT_MARKDOWN) {
        match event {
            Event::Start(Tag::Heading { level, .. }) if level != HeadingLevel::H1 => {
                let id = ids.get(heading_index).map(|h| h.id.clone()).unwrap_or_default();
                heading_index += 1;
                if level == HeadingLevel::H2 {
                    flush(&mut out, std::mem::take(&mut current));
                    current.1 = format!("{path}#{id}");
                    in_h2 = true;
                    heading_text.clear();
                } else {
                    start_line(&mut current.2);
                    current.2.push_str(SUBHEADING);
                }
            }
            Event::End(TagEnd::Heading(HeadingLevel::H2)) if in_h2 => {
                current.0 = heading_text.trim().to_string();
                in_h2 = false;
            }
            // A code block is one line of its own, never cut into sentences: an answer quotes it
            // whole after the sentence introducing it, or not at all.
            Event::Start(Tag::CodeBlock(_)) => code = Some(String::new()),
            Event::Text(text) if code.is_some() => code.iter_mut().for_each(|c| c.push_str(&text)),
            Event::End(TagEnd::CodeBlock) => {
                let block = code.take().unwrap_or_default();
                let block = block.split_whitespace().collect::<Vec<_>>().join(" ");
                start_line(&mut current.2);
                current.2.push_str(&format!("{CODE}{block}{CODE}\n"));
            }
            Event::Text(text) | Event::Code(text) => {
                if in_h2 {
                    heading_text.push_str(&text);
                } else {
                    current.2.push_str(&text);
                }
            }
            // An item starts a line of its own, marked so that the list it belongs to can be
            // quoted whole after the sentence introducing it ("Our rates:").
            Event::Start(Tag::Item) if !in_h2 => {
                start_line(&mut current.2);
                current.2.push_str(LIST_ITEM);
            }
            Event::Start(Tag::Table(_)) => table = Table::default(),
            Event::Start(Tag::TableCell) => table.start_cell(&current.2),
            Event::End(TagEnd::TableCell) => table.end_cell(&mut current.2),
            Event::End(TagEnd::TableHead) => table.end_head(),
            Event::End(TagEnd::TableRow) => table.end_row(&mut current.2),
            Event::SoftBreak => current.2.push(' '),
            Event::HardBreak | Event::End(TagEnd::Paragraph | TagEnd::Item | TagEnd::Heading(_)) => {
                current.2.push('\n');
            }
            _ => {}
        }
    }
    flush(&mut out, current);
    out
}

/// The words `markdown` shows, without what only its syntax holds: a link's address
/// ("[world population](https://en.wikipedia.org/…)") is no word of the sentence it sits in.
fn shown_words(markdown: &str) -> String {
    let shown = Parser::new_ext(markdown, CONTENT_MARKDOWN).filter_map(|event| match event {
        Event::Text(text) | Event::Code(text) => Some(text),
        _ => None,
    });
    shown.collect::<Vec<_>>().join(" ")
}

/// Whether `text` says `words` again, whatever its marks: Markdown's emphasis, and the curly
/// apostrophes and quotes that typography gives one and not the other.
fn said_in(text: &str, words: &str) -> bool {
    let plain = |text: &str| format!(" {} ", lower_words(text).join(" "));
    let words = plain(words);
    words.trim().is_empty() || plain(text).contains(&words)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sections_split_at_h2_with_anchors_and_plain_text() {
        let md = "Intro **bold**.\n\n## First part\n\nOne [link](/about).\n\n### Deeper\n\nTwo:\n\n```sh\nrun --this\n  --and that\n```\n\n## Second\n\n- a\n- b\n";
        let chunks = sections(Locale::En, "about", "About", "/en/about", md, Some("Lead."));
        let summary: Vec<_> = chunks.iter().map(|c| (c.section_title.as_str(), c.url.as_str(), c.text.as_str())).collect();
        assert_eq!(
            summary,
            [
                ("About", "/en/about", "Lead.\nIntro bold."),
                ("First part", "/en/about#first-part", "One link.\n### Deeper\nTwo:\n`run --this --and that`"),
                ("Second", "/en/about#second", "- a\n- b"),
            ]
        );
        assert_eq!(chunks[1].key, "about#1");
    }

    #[test]
    fn a_lead_the_text_says_again_is_read_once() {
        let md = "When a key is no longer _safe_, you should revoke the certificate. It happens.\n\n## How\n\nAsk.\n";
        let lead = "When a key is no longer safe, you should revoke the certificate.";
        let chunks = sections(Locale::En, "revoking", "Revoking", "/en/revoking", md, Some(lead));
        assert_eq!(chunks[0].text, "When a key is no longer safe, you should revoke the certificate. It happens.");
        let other = sections(Locale::En, "revoking", "Revoking", "/en/revoking", md, Some("Revoke a key you can't trust."));
        assert_eq!(
            other[0].text,
            "Revoke a key you can't trust.\nWhen a key is no longer safe, you should revoke the certificate. It happens."
        );
        assert!(said_in("Let’s Encrypt is free.", "Let's Encrypt is free"), "apostrophes typed either way");
        let linked =
            "Of the [world population](https://en.wikipedia.org/wiki/World_population) of 8 billion, 'only' 1.5 billion speak English.";
        let chunks = sections(
            Locale::En,
            "translate",
            "Translate",
            "/en/translate",
            linked,
            Some("Of the world population of 8 billion, 'only' 1.5 billion speak English."),
        );
        assert_eq!(
            chunks[0].text, "Of the world population of 8 billion, ‘only’ 1.5 billion speak English.",
            "a link's address is no word of the text"
        );
    }

    #[test]
    fn a_table_row_is_an_item_naming_the_column_of_each_of_its_cells() {
        let md = "Rewinds:\n\n| Paused for | Rewind |\n| --- | --- |\n| More than 1 day | 20 **seconds** |\n| 1 hour | |\n";
        let chunks = sections(Locale::En, "rewind", "Rewind", "/en/rewind", md, None);
        assert_eq!(chunks[0].text, "Rewinds:\n- Paused for: More than 1 day, Rewind: 20 seconds\n- Paused for: 1 hour");
    }
}
