use std::sync::Arc;

use app::site::{FrontendAssets, SiteConfig};
use leptos::config::LeptosOptions;

use crate::config::AppEnv;
use crate::chat::Responder;
use crate::contacts::{ContactStore, CsrfKeys, Outbox};
use crate::metrics::Metrics;
use crate::portal::{MockState, PortalClient};
use crate::content::SiteContent;
use crate::http::{IpRateLimiter, PageCache, SecurityHeaders, TrustedProxies};

/// What every handler may read: one pointer, so that the several clones axum makes per request
/// (each `State` extractor and middleware) cost one atomic increment each.
#[derive(Clone)]
pub struct AppState(pub Arc<SiteState>);

impl std::ops::Deref for AppState {
    type Target = SiteState;

    fn deref(&self) -> &SiteState {
        &self.0
    }
}

/// The site's state. Nothing in it changes after start but the page cache, which only fills.
pub struct SiteState {
    pub app_env: AppEnv,
    /// The options pages are rendered with: their `site_pkg_dir` carries the build id
    /// (`pkg/{build_id}`), so the wasm, JS and CSS URLs change with every build and can be
    /// cached for good.
    pub leptos: LeptosOptions,
    /// The built site (cargo-leptos's site root) and its folder of wasm, JS and CSS.
    pub site_root: std::path::PathBuf,
    pub pkg_dir: String,
    pub site: Arc<SiteConfig>,
    pub frontend: Arc<FrontendAssets>,
    /// Where /widgets/ is served from.
    pub widgets_dir: std::path::PathBuf,
    pub content: Arc<SiteContent>,
    /// Rendered pages that depend on their path alone, compressed once.
    pub pages: Arc<PageCache>,
    /// Browser error reports: a few per visitor are enough to see a problem.
    pub client_error_limit: IpRateLimiter,
    pub contacts: Arc<ContactsState>,
    pub security: Arc<SecurityHeaders>,
    pub chat: Responder,
    pub db: sqlx::AnyPool,
    pub metrics: Arc<Metrics>,
    /// Where the portal's calls go in production.
    pub portal: Arc<PortalClient>,
    /// The development mock's memory; `None` in production, where no mock route exists.
    pub mock: Option<Arc<MockState>>,
    /// `RATE_LIMIT_PER_MINUTE` per IP on the chat API.
    pub chat_limit: IpRateLimiter,
    /// Whose `X-Forwarded-For` names the visitor the limits apply to.
    pub trusted_proxies: TrustedProxies,
}

/// What the contact endpoints need.
pub struct ContactsState {
    pub store: ContactStore,
    /// The e-mail notifications' queue, read for its backlog by /metrics.
    pub outbox: Outbox,
    pub csrf: CsrfKeys,
    /// `RATE_LIMIT_PER_MINUTE` per IP on the contact endpoints.
    pub limit: IpRateLimiter,
    pub api_key: Option<String>,
    /// Cookies get `Secure` when the site is served over https.
    pub secure_cookies: bool,
    /// Whether submissions are queued for e-mail notification.
    pub notify: bool,
}
