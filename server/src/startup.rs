use std::net::SocketAddr;
use std::sync::Arc;

use tokio::net::TcpListener;

use crate::assets::read_frontend_assets;
use crate::config::Settings;
use crate::content::load_site_content;
use crate::http::IpRateLimiter;
use crate::routes::router;
use crate::contacts::{ContactStore, CsrfKeys};
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
        let pool = connect(&settings.database_url).await?;
        let csrf_secret = settings.csrf_secret.clone().unwrap_or_else(|| {
            tracing::warn!("CSRF_SECRET is not set: using a random secret for this process only; set it when running several replicas");
            let mut secret = vec![0u8; 32];
            getrandom::fill(&mut secret).expect("the operating system provides randomness");
            secret
        });
        let contacts = ContactsState {
            store: ContactStore::new(pool),
            csrf: CsrfKeys::new(csrf_secret, settings.csrf_ttl),
            limit: IpRateLimiter::per_minute(settings.rate_limit_per_minute),
            api_key: settings.contacts_api_key.clone(),
            secure_cookies: settings.site.url.starts_with("https://"),
            notify: false,
        };
        let state = AppState {
            app_env: settings.app_env,
            site: Arc::new(settings.site.clone()),
            content: Arc::new(content),
            frontend: Arc::new(read_frontend_assets(&site_root)?),
            leptos: settings.leptos.clone(),
            client_error_limit: IpRateLimiter::per_minute(CLIENT_ERRORS_PER_MINUTE),
            contacts: Arc::new(contacts),
        };
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
