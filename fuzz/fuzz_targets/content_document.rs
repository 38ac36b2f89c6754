//! Any text as a content file (TOML front matter and Markdown), as a page and as an article in
//! both languages: the loader reports problems, never panics.
#![no_main]

use std::path::Path;

use app::i18n::Locale;
use libfuzzer_sys::fuzz_target;
use server::content::{article_from_text, page_from_text};

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else { return };
    let path = Path::new("content/fuzz.md");
    for locale in Locale::ALL {
        let mut problems = Vec::new();
        let _ = page_from_text(path, text, locale, &|_| true, &mut problems);
        let _ = article_from_text(path, text, locale, "fuzz", &|_| true, &mut problems);
    }
});
