//! The site's server: configuration, start-up, HTTP routes and what they need at run time.

pub mod assets;
pub mod chat;
pub mod cli;
pub mod clock;
pub mod config;
pub mod contacts;
pub mod content;
pub mod db;
pub mod dev;
pub mod housekeeping;
pub mod http;
pub mod i18n;
pub mod ids;
pub mod live;
pub mod metrics;
pub mod pid_file;
pub mod portal;
pub mod reload;
pub mod routes;
pub mod seo;
pub mod serve;
pub mod startup;
pub mod state;
pub mod telemetry;
