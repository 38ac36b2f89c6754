//! The server's integration tests, one binary: each module starts the real server (on port 0,
//! with a fresh database) or runs the real command, and talks to it as a visitor or an operator
//! would. One binary links once, where one per file linked the whole tree each time.

mod support;

mod caching;
mod chat;
mod chat_llm;
mod client_scripts;
mod contacts;
mod content;
mod durability;
mod hostile;
mod i18n;
mod notifications;
mod operations;
mod operators;
mod pages;
mod portal;
mod proxies;
mod reload;
mod seo;
