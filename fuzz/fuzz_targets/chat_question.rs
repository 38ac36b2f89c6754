//! Any text as a visitor's question, with any text as the previous one: retrieval and the
//! offline answer always finish, never panic, whatever nesting, syntax or script it holds.
#![no_main]

use std::sync::LazyLock;

use app::i18n::Locale;
use libfuzzer_sys::fuzz_target;
use server::chat::{answer_request, ChatIndex, ChatRequest, Turn};

static INDEX: LazyLock<ChatIndex> = LazyLock::new(|| {
    let content = server::content::load_site_content(std::path::Path::new("../content"), server::content::LoadOptions::default())
        .expect("the shipped content loads");
    let (site, _) = server::config::read_site_config(std::path::Path::new("../config/site.toml")).expect("the shipped site file reads");
    ChatIndex::for_content(&content, &site.name).expect("the index builds")
});

fuzz_target!(|data: &[u8]| {
    let text = String::from_utf8_lossy(data);
    let (question, previous) = text.split_at(text.char_indices().nth(text.chars().count() / 2).map_or(0, |(i, _)| i));
    for locale in Locale::ALL {
        let request = ChatRequest { question: question.to_string(), locale, history: vec![Turn::User(previous.to_string())] };
        let _ = answer_request(&INDEX, &request);
    }
});
