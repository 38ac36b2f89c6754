use app::content::Heading;
use app::i18n::Locale;
use pulldown_cmark::{CowStr, Event, HeadingLevel, Options, Parser, Tag, TagEnd};

use super::links::localize_href;

/// A Markdown document turned into safe HTML for one language.
#[derive(Debug, Clone, PartialEq)]
pub struct Rendered {
    pub html: String,
    pub headings: Vec<Heading>,
    /// Site paths the document links to, as written (before localization), for validation.
    pub internal_links: Vec<String>,
    pub words: usize,
}

/// The Markdown extensions content is written with: whatever reads content parses it alike.
pub const CONTENT_MARKDOWN: Options = Options::ENABLE_TABLES.union(Options::ENABLE_STRIKETHROUGH).union(Options::ENABLE_SMART_PUNCTUATION);

/// Renders Markdown: ids on headings (for anchors and the table of contents), internal links
/// moved into `locale`, and the result sanitized so content can never inject script.
pub fn render_markdown(markdown: &str, locale: Locale) -> Rendered {
    let mut events: Vec<Event> = Parser::new_ext(markdown, CONTENT_MARKDOWN).collect();
    let mut headings = Vec::new();
    let mut internal_links = Vec::new();
    let mut words = 0;

    let mut i = 0;
    while i < events.len() {
        match &events[i] {
            Event::Start(Tag::Heading { level, .. }) if *level != HeadingLevel::H1 => {
                let level = *level;
                let text = heading_text(&events[i + 1..]);
                let id = unique_id(&slugify(&text), &headings);
                headings.push(Heading { id: id.clone(), text, level: level as u8 });
                events[i] = Event::Start(Tag::Heading { level, id: Some(CowStr::from(id)), classes: Vec::new(), attrs: Vec::new() });
            }
            Event::Start(Tag::Link { link_type, dest_url, title, id }) if dest_url.starts_with('/') => {
                internal_links.push(dest_url.to_string());
                events[i] = Event::Start(Tag::Link {
                    link_type: *link_type,
                    dest_url: CowStr::from(localize_href(dest_url, locale)),
                    title: title.clone(),
                    id: id.clone(),
                });
            }
            Event::Text(text) => words += text.split_whitespace().count(),
            _ => {}
        }
        i += 1;
    }

    let mut html = String::new();
    pulldown_cmark::html::push_html(&mut html, events.into_iter());
    // Code blocks scroll sideways on narrow screens: keyboard users must be able to scroll them.
    let html = html.replace("<pre>", r#"<pre tabindex="0">"#);
    Rendered { html: sanitize(&html), headings, internal_links, words }
}

/// Markdown from elsewhere than content/ (a chat answer): sanitized, links left as written.
pub fn render_untrusted_markdown(markdown: &str) -> String {
    let mut html = String::new();
    pulldown_cmark::html::push_html(&mut html, Parser::new_ext(markdown, Options::ENABLE_STRIKETHROUGH));
    sanitize(&html)
}

fn heading_text(events: &[Event]) -> String {
    let mut text = String::new();
    for event in events {
        match event {
            Event::End(TagEnd::Heading(_)) => break,
            Event::Text(t) | Event::Code(t) => text.push_str(t),
            _ => {}
        }
    }
    text
}

/// `L'azienda è qui` -> `l-azienda-e-qui`.
pub fn slugify(text: &str) -> String {
    let mut slug = String::new();
    for c in text.chars().flat_map(char::to_lowercase) {
        let c = match c {
            'à' | 'á' | 'â' | 'ä' => 'a',
            'è' | 'é' | 'ê' | 'ë' => 'e',
            'ì' | 'í' | 'î' | 'ï' => 'i',
            'ò' | 'ó' | 'ô' | 'ö' => 'o',
            'ù' | 'ú' | 'û' | 'ü' => 'u',
            'ç' => 'c',
            'ñ' => 'n',
            other => other,
        };
        if c.is_ascii_alphanumeric() {
            slug.push(c);
        } else if !slug.is_empty() && !slug.ends_with('-') {
            slug.push('-');
        }
    }
    let slug = slug.trim_end_matches('-').to_string();
    if slug.is_empty() {
        "section".into()
    } else {
        slug
    }
}

fn unique_id(base: &str, taken: &[Heading]) -> String {
    let mut candidate = base.to_string();
    let mut n = 2;
    while taken.iter().any(|h| h.id == candidate) {
        candidate = format!("{base}-{n}");
        n += 1;
    }
    candidate
}

fn sanitize(html: &str) -> String {
    ammonia::Builder::default()
        .add_tag_attributes("h2", &["id"])
        .add_tag_attributes("h3", &["id"])
        .add_tag_attributes("h4", &["id"])
        .add_tag_attributes("h5", &["id"])
        .add_tag_attributes("h6", &["id"])
        .add_tag_attributes("code", &["class"])
        .add_tag_attributes("pre", &["tabindex"])
        .link_rel(None)
        .clean(html)
        .to_string()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn untrusted_markdown_loses_its_scripts() {
        let html = render_untrusted_markdown("**Yes** <script>alert(1)</script> [x](javascript:alert(1))");
        assert!(html.contains("<strong>Yes</strong>"), "{html}");
        assert!(!html.contains("script") && !html.contains("javascript:"), "{html}");
    }

    #[test]
    fn headings_get_unique_ids_and_feed_the_table_of_contents() {
        let doc = render_markdown("## L'azienda è qui\n\ntext\n\n## L'azienda è qui\n\n### Più `code`\n", Locale::It);
        let ids: Vec<_> = doc.headings.iter().map(|h| h.id.as_str()).collect();
        assert_eq!(ids, ["l-azienda-e-qui", "l-azienda-e-qui-2", "piu-code"]);
        assert_eq!(doc.headings[2].level, 3);
        assert!(doc.html.contains(r#"<h2 id="l-azienda-e-qui">"#), "{}", doc.html);
    }

    #[test]
    fn internal_links_follow_the_page_language() {
        let doc = render_markdown("[write](/contacts) [home](/) [out](https://example.com)", Locale::En);
        assert!(doc.html.contains(r#"href="/en/contacts""#), "{}", doc.html);
        assert!(doc.html.contains(r#"href="/en""#), "{}", doc.html);
        assert!(doc.html.contains(r#"href="https://example.com""#));
        assert_eq!(doc.internal_links, ["/contacts", "/"]);
        let italian = render_markdown("[write](/contacts#form)", Locale::It);
        assert!(italian.html.contains(r#"href="/contacts#form""#), "{}", italian.html);
    }

    #[test]
    fn raw_html_and_script_are_removed() {
        let doc = render_markdown("hi <script>alert(1)</script> <a href=\"javascript:x\">x</a> <img src=x onerror=alert(1)>", Locale::En);
        assert!(!doc.html.contains("<script"), "{}", doc.html);
        assert!(!doc.html.contains("javascript:"), "{}", doc.html);
        assert!(!doc.html.contains("onerror"), "{}", doc.html);
    }

    #[test]
    fn code_blocks_keep_their_language_class() {
        let doc = render_markdown("```rust\nfn main() {}\n```\n", Locale::En);
        assert!(doc.html.contains(r#"<pre tabindex="0"><code class="language-rust">"#), "{}", doc.html);
    }

    #[test]
    fn words_are_counted_for_reading_time() {
        assert_eq!(render_markdown("one two\n\nthree *four*", Locale::En).words, 4);
    }
}
