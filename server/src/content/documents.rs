//! The two kinds of content file: pages and blog articles, each a TOML front matter and Markdown.

use serde::Deserialize;

use super::cta::CtaFrontMatter;

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PageFrontMatter {
    pub title: String,
    pub description: String,
    pub lead: Option<String>,
    pub cta: Option<CtaFrontMatter>,
}

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ArticleFrontMatter {
    pub title: String,
    pub description: String,
    pub date: String,
    pub tags: Vec<String>,
    pub author: String,
    pub cover: String,
    pub cover_alt: String,
    /// A raster image for social cards (Open Graph, Twitter); the site default when absent.
    pub social_image: Option<String>,
    pub cta: Option<CtaFrontMatter>,
}
