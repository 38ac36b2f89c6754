use std::sync::Arc;

use app::site::FrontendAssets;
use leptos::config::LeptosOptions;
use secrecy::SecretString;

use crate::config::AppEnv;
use crate::contacts::{ContactStore, CsrfKeys, Outbox};
use crate::dev::DevEvents;
use crate::http::{IpRateLimiter, SecurityHeaders, TrustedProxies};
use crate::live::{Live, LiveSite};
use crate::metrics::Metrics;
use crate::portal::{MockState, PortalClient};
use crate::routes::render_document::Renderer;

/// What every handler may read: one pointer, so that the several clones axum makes per request
/// (each `State` extractor and middleware) cost one atomic increment each.
#[derive(Clone)]
pub struct AppState(pub Arc<SiteState>);

impl AppState {
    /// The renderer of pages of `live`.
    pub fn renderer<'a>(&'a self, live: &'a Live) -> Renderer<'a> {
        Renderer { site: &live.site, content: &live.content, frontend: &self.frontend, leptos: &self.leptos }
    }
}

impl std::ops::Deref for AppState {
    type Target = SiteState;

    fn deref(&self) -> &SiteState {
        &self.0
    }
}

/// The site's state. Nothing in it changes after start but `live`, which a reload replaces.
pub struct SiteState {
    pub app_env: AppEnv,
    /// The options pages are rendered with: their `site_pkg_dir` carries the build id
    /// (`pkg/{build_id}`), so the wasm, JS and CSS URLs change with every build and can be
    /// cached for good.
    pub leptos: LeptosOptions,
    /// The built site (cargo-leptos's site root) and its folder of wasm, JS and CSS.
    pub site_root: std::path::PathBuf,
    pub pkg_dir: String,
    pub frontend: Arc<FrontendAssets>,
    /// Where /widgets/ is served from.
    pub widgets_dir: std::path::PathBuf,
    /// site.toml, the content and what is made of them (the chat, the page cache): replaced
    /// whole by a reload.
    pub live: Arc<LiveSite>,
    /// Browser error reports: a few per visitor are enough to see a problem.
    pub client_error_limit: IpRateLimiter,
    pub contacts: Arc<ContactsState>,
    pub security: Arc<SecurityHeaders>,
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
    /// Development: the open pages' reload channel; `None` in production.
    pub dev: Option<DevEvents>,
}

/// What the contact endpoints need.
pub struct ContactsState {
    pub store: ContactStore,
    /// The e-mail notifications' queue, read for its backlog by /metrics.
    pub outbox: Outbox,
    pub csrf: CsrfKeys,
    /// `RATE_LIMIT_PER_MINUTE` per IP on the contact endpoints.
    pub limit: IpRateLimiter,
    pub api_key: Option<SecretString>,
    /// Cookies get `Secure` when the site is served over https.
    pub secure_cookies: bool,
    /// Whether submissions are queued for e-mail notification.
    pub notify: bool,
}
