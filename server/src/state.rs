use std::sync::Arc;

use app::site::{FrontendAssets, SiteConfig};
use leptos::config::LeptosOptions;

use crate::config::AppEnv;
use crate::chat::Responder;
use crate::contacts::{ContactStore, CsrfKeys};
use crate::content::SiteContent;
use crate::http::{IpRateLimiter, SecurityHeaders};

/// What every handler may read. Cheap to clone; nothing in it changes after start.
#[derive(Clone)]
pub struct AppState {
    pub app_env: AppEnv,
    pub leptos: LeptosOptions,
    pub site: Arc<SiteConfig>,
    pub frontend: Arc<FrontendAssets>,
    /// Where /widgets/ is served from.
    pub widgets_dir: std::path::PathBuf,
    pub content: Arc<SiteContent>,
    /// Browser error reports: a few per visitor are enough to see a problem.
    pub client_error_limit: IpRateLimiter,
    pub contacts: Arc<ContactsState>,
    pub security: Arc<SecurityHeaders>,
    pub chat: Responder,
    pub db: sqlx::AnyPool,
    /// `RATE_LIMIT_PER_MINUTE` per IP on the chat API.
    pub chat_limit: IpRateLimiter,
}

/// What the contact endpoints need.
pub struct ContactsState {
    pub store: ContactStore,
    pub csrf: CsrfKeys,
    /// `RATE_LIMIT_PER_MINUTE` per IP on the contact endpoints.
    pub limit: IpRateLimiter,
    pub api_key: Option<String>,
    /// Cookies get `Secure` when the site is served over https.
    pub secure_cookies: bool,
    /// Whether submissions are queued for e-mail notification.
    pub notify: bool,
}
