//! The part of the site a reload replaces: site.toml, the content and everything made from it
//! (the chat's index, the redirects, the page cache). It is swapped whole: a request takes the
//! current version once and keeps it to its end, so requests and chat answers in flight finish on
//! the version they started with, and nobody sees half of a change.

use std::path::PathBuf;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Arc;

use app::site::SiteConfig;
use arc_swap::ArcSwap;

use crate::chat::{ChatIndex, IndexError, LlmClient, QuestionLog, Responder};
use crate::config::{read_site, ConfigError, SiteOverrides};
use crate::content::{load_site_content, resolve_site_links, ContentError, LoadOptions, Redirects, SiteContent};
use crate::http::PageCache;
use crate::metrics::Metrics;

/// One version of the site's content.
pub struct Live {
    /// Counts reloads: 1 at start.
    pub version: u64,
    pub site: Arc<SiteConfig>,
    pub content: Arc<SiteContent>,
    pub chat: Responder,
    pub redirects: Redirects,
    /// Rendered pages of this version that depend on their path alone, compressed once.
    pub pages: PageCache,
}

/// Why a version could not be made: the old one keeps serving.
#[derive(Debug, thiserror::Error)]
pub enum ReloadError {
    #[error(transparent)]
    Config(#[from] ConfigError),
    #[error("{0}")]
    Content(#[from] ContentError),
    #[error(transparent)]
    Index(#[from] IndexError),
}

/// Where the content comes from, and what each version is made with.
pub struct Sources {
    pub content_dir: PathBuf,
    pub site_file: PathBuf,
    pub overrides: SiteOverrides,
    pub options: LoadOptions,
    /// Whether a portal answers the profile calls (the user menu is shown).
    pub portal: bool,
    pub llm: Option<Arc<LlmClient>>,
    pub metrics: Arc<Metrics>,
    /// Where the chat keeps the questions it was asked.
    pub question_log: Option<QuestionLog>,
}

/// The current version, and how to make the next.
pub struct LiveSite {
    current: ArcSwap<Live>,
    sources: Sources,
    versions: AtomicU64,
}

impl Sources {
    /// Reads and checks site.toml and content/, and makes a version of them.
    fn build(&self, version: u64) -> Result<Live, ReloadError> {
        let (mut site, links) = read_site(&self.site_file, &self.overrides)?;
        let content = load_site_content(&self.content_dir, self.options)?;
        let links = resolve_site_links(&links, &content, &self.site_file)?;
        site.portal = self.portal;
        site.navigation = links.navigation;
        site.footer = links.footer;
        let index = ChatIndex::for_content(&content, &site.name)?;
        let chat = Responder::new(Arc::new(index), self.llm.clone(), &site.name, self.metrics.clone(), self.question_log.clone());
        Ok(Live {
            version,
            site: Arc::new(site),
            content: Arc::new(content),
            chat,
            redirects: links.redirects,
            pages: PageCache::default(),
        })
    }
}

impl LiveSite {
    /// The first version; the server does not start without one.
    pub fn start(sources: Sources) -> Result<LiveSite, ReloadError> {
        let first = sources.build(1)?;
        Ok(LiveSite { current: ArcSwap::from_pointee(first), sources, versions: AtomicU64::new(1) })
    }

    /// The current version, to hold for a whole request.
    pub fn current(&self) -> Arc<Live> {
        self.current.load_full()
    }

    /// The current version for a moment (no count is taken: the cheapest read, for the fast
    /// path of cached pages).
    pub fn peek(&self) -> arc_swap::Guard<Arc<Live>> {
        self.current.load()
    }

    /// Reads content/ and site.toml again; when they are valid, the next version replaces the
    /// current one at once and its number is returned.
    pub fn reload(&self) -> Result<u64, ReloadError> {
        let version = self.versions.fetch_add(1, Ordering::SeqCst) + 1;
        let next = self.sources.build(version)?;
        self.current.store(Arc::new(next));
        Ok(version)
    }
}
