use std::net::SocketAddr;
use std::sync::Arc;

use app::content::PageData;
use app::i18n::Locale;
use app::routing::{ErrorKind, Page, SiteRoute};
use app::site::PageRequest;
use tokio::net::TcpListener;

use crate::assets::read_frontend_assets;
use crate::config::Settings;
use crate::content::load_site_content;
use crate::http::{IpRateLimiter, SecurityHeaders};
use crate::routes::render_document::render_page;
use crate::routes::router;
use crate::chat::{chunks, ChatIndex};
use crate::contacts::{spawn_notifier, ContactStore, CsrfKeys, Outbox};
use crate::db::connect;
use crate::state::{AppState, ContactsState};

const CLIENT_ERRORS_PER_MINUTE: u32 = 10;

/// The server, bound and ready: tests build it on port 0 and read the real address.
pub struct Application {
    listener: TcpListener,
    router: axum::Router,
}

impl Application {
    pub async fn build(settings: Settings) -> anyhow::Result<Application> {
        // Leptos spawns rendering tasks on a global executor; a second call (tests) is harmless.
        let _ = any_spawner::Executor::init_tokio();
        let site_root = std::path::PathBuf::from(settings.leptos.site_root.as_ref());
        let content = load_site_content(&settings.content_dir)?;
        let https = settings.site.url.starts_with("https://");
        let chat_index = ChatIndex::build(chunks(&content))?;
        tracing::info!(sections = chat_index.len(), "chat index built");
        let pool = connect(&settings.database_url).await?;
        let csrf_secret = settings.csrf_secret.clone().unwrap_or_else(|| {
            tracing::warn!("CSRF_SECRET is not set: using a random secret for this process only; set it when running several replicas");
            let mut secret = vec![0u8; 32];
            getrandom::fill(&mut secret).expect("the operating system provides randomness");
            secret
        });
        let contacts = ContactsState {
            store: ContactStore::new(pool.clone()),
            csrf: CsrfKeys::new(csrf_secret, settings.csrf_ttl),
            limit: IpRateLimiter::per_minute(settings.rate_limit_per_minute),
            api_key: settings.contacts_api_key.clone(),
            secure_cookies: https,
            notify: settings.mail.is_some(),
        };
        if let Some(mail) = settings.mail.clone() {
            spawn_notifier(Outbox::new(pool.clone(), settings.outbox_retry_base), mail)?;
        }
        let mut state = AppState {
            app_env: settings.app_env,
            site: Arc::new(settings.site.clone()),
            content: Arc::new(content),
            frontend: Arc::new(read_frontend_assets(&site_root, &settings.widgets_dir)?),
            widgets_dir: settings.widgets_dir.clone(),
            leptos: settings.leptos.clone(),
            client_error_limit: IpRateLimiter::per_minute(CLIENT_ERRORS_PER_MINUTE),
            contacts: Arc::new(contacts),
            security: Arc::new(SecurityHeaders::for_pages("", https)),
            chat: Arc::new(chat_index),
            db: pool.clone(),
            chat_limit: IpRateLimiter::per_minute(settings.rate_limit_per_minute),
        };
        state.security = Arc::new(SecurityHeaders::for_pages(&render_probe(&state), https));
        let listener = TcpListener::bind(settings.address()).await?;
        Ok(Application { listener, router: router(state) })
    }

    pub fn address(&self) -> SocketAddr {
        self.listener.local_addr().expect("a bound listener has an address")
    }

    pub async fn run_until_stopped(self) -> std::io::Result<()> {
        axum::serve(self.listener, self.router.into_make_service_with_connect_info::<SocketAddr>())
            .with_graceful_shutdown(shutdown_signal())
            .await
    }
}

/// A page rendered at start, to learn the inline scripts every page carries.
fn render_probe(state: &AppState) -> String {
    let route = SiteRoute::new(Locale::DEFAULT, Page::Error(ErrorKind::NotFound));
    let request = PageRequest { route, full_path: "/".into(), query: Vec::new(), error_message: None };
    render_page(state, request, PageData::None)
}

async fn shutdown_signal() {
    let interrupt = async {
        let _ = tokio::signal::ctrl_c().await;
    };
    #[cfg(unix)]
    let terminate = async {
        if let Ok(mut signal) =
            tokio::signal::unix::signal(tokio::signal::unix::SignalKind::terminate())
        {
            signal.recv().await;
        }
    };
    #[cfg(not(unix))]
    let terminate = std::future::pending::<()>();
    tokio::select! {
        _ = interrupt => {},
        _ = terminate => {},
    }
    tracing::info!("shutting down");
}
