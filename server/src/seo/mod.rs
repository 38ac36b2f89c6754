//! What search engines and feed readers fetch: sitemaps, robots.txt and RSS feeds.

mod feed;
mod robots;
mod sitemap;
mod xml;

pub use feed::rss_feed;
pub use robots::robots_txt;
pub use sitemap::{sitemap, SitemapScope};
