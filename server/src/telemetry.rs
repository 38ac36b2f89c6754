use tracing_subscriber::EnvFilter;

/// Structured logs on stderr; `RUST_LOG` narrows or widens them (default `info`).
pub fn init() {
    let filter = EnvFilter::try_from_default_env().unwrap_or_else(|_| EnvFilter::new("info"));
    tracing_subscriber::fmt().with_env_filter(filter).with_target(false).init();
}
