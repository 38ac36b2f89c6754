//! The one place that reads configuration: the environment and config/site.toml.

use std::net::SocketAddr;
use std::path::PathBuf;

use app::i18n::Locale;
use app::site::{Localized, SiteConfig};
use leptos::config::LeptosOptions;
use secrecy::SecretString;
use serde::Deserialize;

use crate::chat::{LlmSettings, PromptShape};
use crate::contacts::MailSettings;
use crate::content::SiteLinksFile;
use crate::http::{BadProxyEntry, TrustedProxies};
use crate::portal::MockSettings;
use crate::serve::{default_max_connections, Timeouts};

#[derive(Debug, thiserror::Error)]
pub enum ConfigError {
    #[error("cannot read {path}: {source}")]
    Read { path: PathBuf, source: std::io::Error },
    #[error("{path} is not valid: {source}")]
    Parse { path: PathBuf, source: toml::de::Error },
    #[error("{name} must be {expected}, got {value:?}")]
    Invalid { name: &'static str, expected: &'static str, value: String },
    #[error("the Leptos configuration is invalid: {0}")]
    Leptos(String),
}

/// An environment variable, when set and not empty.
fn var(name: &str) -> Option<String> {
    std::env::var(name).ok().filter(|v| !v.is_empty())
}

/// `DATABASE_URL`, else the embedded SQLite file.
pub fn database_url() -> String {
    var("DATABASE_URL").unwrap_or_else(|| "sqlite://data/site.db".into())
}

/// `CONTENT_DIR`, else ./content.
pub fn content_dir() -> PathBuf {
    PathBuf::from(var("CONTENT_DIR").unwrap_or_else(|| "content".into()))
}

/// `SITE_CONFIG`, else config/site.toml.
pub fn site_file() -> PathBuf {
    PathBuf::from(var("SITE_CONFIG").unwrap_or_else(|| "config/site.toml".into()))
}

/// `SITE_PID_FILE`, else data/server.pid.
pub fn pid_file() -> PathBuf {
    PathBuf::from(var("SITE_PID_FILE").unwrap_or_else(|| "data/server.pid".into()))
}

/// `TOKIO_WORKER_THREADS=1`: the single-threaded scheduler (with one worker there is nothing to
/// steal work from, and its queues need no synchronisation).
pub fn one_worker() -> bool {
    var("TOKIO_WORKER_THREADS").is_some_and(|n| n.trim() == "1")
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AppEnv {
    Development,
    Production,
}

#[derive(Clone, Debug)]
pub struct Settings {
    pub app_env: AppEnv,
    pub site: SiteConfig,
    /// The menus and redirects of site.toml, checked against the content at start.
    pub site_links: SiteLinksFile,
    /// Where site.toml is (`SITE_CONFIG`), and what the environment changes in it: read again
    /// on a reload.
    pub site_file: PathBuf,
    pub site_overrides: SiteOverrides,
    pub leptos: LeptosOptions,
    /// Where the operator's content lives (content/).
    pub content_dir: PathBuf,
    /// Vite's output, served under /widgets/: `{site root}/widgets` unless `WIDGETS_DIR` says
    /// otherwise (`make dev` serves it straight from public/widgets while Vite rebuilds it).
    pub widgets_dir: PathBuf,
    pub database_url: String,
    /// HMAC key for CSRF tokens; `None` means one is generated for this process.
    pub csrf_secret: Option<SecretString>,
    pub csrf_ttl: std::time::Duration,
    /// Bearer key of `POST /api/v1/contacts`; without one the endpoint answers 401.
    pub contacts_api_key: Option<SecretString>,
    /// Per-IP requests per minute on the contact and chat APIs; 0 disables the limit.
    pub rate_limit_per_minute: u32,
    /// `TRUSTED_PROXIES`: the proxies whose `X-Forwarded-For` names the visitor.
    pub trusted_proxies: TrustedProxies,
    /// E-mail notification of contact requests, when `SMTP_URL` and `NOTIFY_TO` are set.
    pub mail: Option<MailSettings>,
    /// First retry delay of a failed notification; doubles per attempt.
    pub outbox_retry_base: std::time::Duration,
    /// The OpenAI-compatible model answering chat questions; `None` = offline answers.
    pub llm: Option<LlmSettings>,
    /// The portal's API root for the profile and session calls (`PORTAL_API_URL`).
    pub portal_api_url: Option<String>,
    /// How the development mock slows and fails contact submissions.
    pub mock: MockSettings,
    /// Slow clients and shutdown: `HEADER_READ_TIMEOUT_SECONDS`, `BODY_READ_TIMEOUT_SECONDS`,
    /// `SHUTDOWN_GRACE_SECONDS`.
    pub timeouts: Timeouts,
    /// `MAX_CONNECTIONS`: open connections beyond which new ones are refused with 503.
    pub max_connections: usize,
    /// `CHAT_LOG_RETENTION_DAYS`: how long the chat's questions are kept (0: not at all).
    pub chat_log_retention_days: u32,
    /// `SITE_PID_FILE`: where the server writes its process id for `server content reload`;
    /// `None` writes none.
    pub pid_file: Option<PathBuf>,
}

/// What the environment changes in site.toml: `SITE_URL`, `INDEXABLE`, and development, which
/// is never indexable and shows drafts.
#[derive(Clone, Debug)]
pub struct SiteOverrides {
    pub url: Option<String>,
    pub indexable: Option<bool>,
    pub app_env: AppEnv,
}

impl SiteOverrides {
    /// site.toml as it is, in production.
    pub fn none() -> SiteOverrides {
        SiteOverrides { url: None, indexable: None, app_env: AppEnv::Production }
    }
}

#[derive(Deserialize)]
struct SiteFile {
    name: String,
    url: String,
    twitter: String,
    separator: String,
    trailing_slash: bool,
    indexable: bool,
    social_image: String,
    description: Localized,
    #[serde(flatten)]
    links: SiteLinksFile,
}

impl Settings {
    /// Reads `APP_ENV`, `SITE_URL`, `INDEXABLE`, `SITE_CONFIG` (default config/site.toml),
    /// `CONTENT_DIR` (default content) and cargo-leptos's `LEPTOS_*` variables.
    pub fn from_env() -> Result<Settings, ConfigError> {
        let app_env = match var("APP_ENV").as_deref() {
            None | Some("production") => AppEnv::Production,
            Some("development") => AppEnv::Development,
            Some(other) => {
                return Err(ConfigError::Invalid { name: "APP_ENV", expected: "development or production", value: other.into() })
            }
        };
        let site_file = site_file();
        let overrides = SiteOverrides {
            url: var("SITE_URL"),
            indexable: var("INDEXABLE").map(|flag| parse_bool("INDEXABLE", &flag)).transpose()?,
            app_env,
        };
        let (site, site_links) = read_site(&site_file, &overrides)?;
        let portal_api_url = var("PORTAL_API_URL").map(|url| parse_portal_url(&url)).transpose()?;
        let leptos = leptos::config::get_configuration(None).map_err(|e| ConfigError::Leptos(e.to_string()))?.leptos_options;
        let widgets_dir = var("WIDGETS_DIR").map(PathBuf::from).unwrap_or_else(|| PathBuf::from(leptos.site_root.as_ref()).join("widgets"));
        Ok(Settings {
            app_env,
            site,
            site_links,
            site_file,
            site_overrides: overrides,
            leptos,
            content_dir: content_dir(),
            widgets_dir,
            database_url: database_url(),
            csrf_secret: var("CSRF_SECRET").map(SecretString::from),
            csrf_ttl: std::time::Duration::from_secs(parse_number("CSRF_TOKEN_TTL_SECONDS", var("CSRF_TOKEN_TTL_SECONDS"), 3600, 1)?),
            contacts_api_key: var("CONTACTS_API_KEY").map(SecretString::from),
            rate_limit_per_minute: parse_number("RATE_LIMIT_PER_MINUTE", var("RATE_LIMIT_PER_MINUTE"), 20, 0)? as u32,
            trusted_proxies: var("TRUSTED_PROXIES").map_or(Ok(TrustedProxies::default()), |text| {
                text.parse().map_err(|error: BadProxyEntry| ConfigError::Invalid {
                    name: "TRUSTED_PROXIES",
                    expected: "comma-separated IP addresses or CIDR ranges",
                    value: error.0,
                })
            })?,
            mail: mail_settings(var("SMTP_URL"), var("NOTIFY_TO"), var("NOTIFY_FROM"))?,
            outbox_retry_base: std::time::Duration::from_secs(parse_number(
                "OUTBOX_RETRY_BASE_SECONDS",
                var("OUTBOX_RETRY_BASE_SECONDS"),
                30,
                1,
            )?),
            llm: llm_settings(var("LLM_BASE_URL"), var("LLM_MODEL"), var("LLM_API_KEY"), |name, default| {
                parse_number(name, var(name), default, 1)
            })?
            .map(|llm| -> Result<LlmSettings, ConfigError> {
                let context_tokens =
                    var("LLM_CONTEXT_TOKENS").map(|text| parse_number("LLM_CONTEXT_TOKENS", Some(text), 0, 1024)).transpose()?;
                let system_role = var("LLM_SYSTEM_ROLE").map_or(Ok(true), |flag| parse_bool("LLM_SYSTEM_ROLE", &flag))?;
                Ok(LlmSettings { shape: PromptShape { system_role, context_tokens: context_tokens.map(|t| t as usize) }, ..llm })
            })
            .transpose()?,
            portal_api_url,
            mock: mock_settings(var("MOCK_DELAY_MS"), var("MOCK_FAILURE_RATE"))?,
            timeouts: {
                let defaults = Timeouts::default();
                let seconds = |name: &'static str, default: std::time::Duration| {
                    parse_number(name, var(name), default.as_secs(), 1).map(std::time::Duration::from_secs)
                };
                Timeouts {
                    header_read: seconds("HEADER_READ_TIMEOUT_SECONDS", defaults.header_read)?,
                    body_read: seconds("BODY_READ_TIMEOUT_SECONDS", defaults.body_read)?,
                    shutdown_grace: seconds("SHUTDOWN_GRACE_SECONDS", defaults.shutdown_grace)?,
                }
            },
            chat_log_retention_days: parse_number("CHAT_LOG_RETENTION_DAYS", var("CHAT_LOG_RETENTION_DAYS"), 30, 0)? as u32,
            pid_file: Some(pid_file()),
            max_connections: match var("MAX_CONNECTIONS") {
                None => default_max_connections(),
                value => parse_number("MAX_CONNECTIONS", value, 0, 1)? as usize,
            },
        })
    }

    pub fn address(&self) -> SocketAddr {
        self.leptos.site_addr
    }
}

/// Reads site.toml and applies the environment's changes: the site's settings, and its menus and
/// redirects (to be checked against the content).
pub fn read_site(path: &std::path::Path, overrides: &SiteOverrides) -> Result<(SiteConfig, SiteLinksFile), ConfigError> {
    let (mut site, links) = read_site_config(path)?;
    if let Some(url) = &overrides.url {
        site.url = url.clone();
    }
    site.url = parse_site_url(&site.url)?;
    if let Some(indexable) = overrides.indexable {
        site.indexable = indexable;
    }
    if overrides.app_env == AppEnv::Development {
        site.indexable = false;
        site.development = true;
    }
    Ok((site, links))
}

/// Reads the operator's site file (config/site.toml), before environment overrides.
pub fn read_site_config(path: &std::path::Path) -> Result<(SiteConfig, SiteLinksFile), ConfigError> {
    let text = std::fs::read_to_string(path).map_err(|source| ConfigError::Read { path: path.to_path_buf(), source })?;
    let file: SiteFile = toml::from_str(&text).map_err(|source| ConfigError::Parse { path: path.to_path_buf(), source })?;
    let site = SiteConfig {
        name: file.name,
        description: file.description,
        url: file.url,
        // The unprefixed language is Italian, as the product's routing requires.
        default_locale: Locale::DEFAULT,
        twitter: file.twitter,
        separator: file.separator,
        trailing_slash: file.trailing_slash,
        indexable: file.indexable,
        social_image: file.social_image,
        portal: false,
        navigation: Vec::new(),
        footer: Vec::new(),
        development: false,
    };
    Ok((site, file.links))
}

fn parse_site_url(url: &str) -> Result<String, ConfigError> {
    parse_http_url("SITE_URL", url)
}

/// An absolute http(s) URL, returned without its trailing slash.
fn parse_http_url(name: &'static str, url: &str) -> Result<String, ConfigError> {
    let trimmed = url.trim_end_matches('/');
    let rest = trimmed.strip_prefix("https://").or_else(|| trimmed.strip_prefix("http://"));
    match rest {
        Some(host) if !host.is_empty() && !host.contains(['?', '#', ' ']) => Ok(trimmed.to_string()),
        _ => Err(ConfigError::Invalid { name, expected: "an absolute http:// or https:// URL", value: url.into() }),
    }
}

/// The portal receives the visitors' cookies: https, unless it runs on this machine.
fn parse_portal_url(url: &str) -> Result<String, ConfigError> {
    let url = parse_http_url("PORTAL_API_URL", url)?;
    let Some(rest) = url.strip_prefix("http://") else { return Ok(url) };
    let authority = rest.split('/').next().unwrap_or_default();
    let host = match authority.strip_prefix('[') {
        Some(bracketed) => bracketed.split(']').next().unwrap_or_default(),
        None => authority.split(':').next().unwrap_or_default(),
    };
    let loopback = host.eq_ignore_ascii_case("localhost") || host.parse::<std::net::IpAddr>().is_ok_and(|ip| ip.is_loopback());
    if loopback {
        Ok(url)
    } else {
        Err(ConfigError::Invalid { name: "PORTAL_API_URL", expected: "an https:// URL (http:// only on a loopback address)", value: url })
    }
}

/// Both `SMTP_URL` and `NOTIFY_TO`, or neither; `NOTIFY_FROM` defaults to `NOTIFY_TO`.
fn mail_settings(smtp_url: Option<String>, to: Option<String>, from: Option<String>) -> Result<Option<MailSettings>, ConfigError> {
    let mailbox = |name: &'static str, value: String| -> Result<lettre::message::Mailbox, ConfigError> {
        value.parse().map_err(|_| ConfigError::Invalid { name, expected: "an e-mail address", value })
    };
    match (smtp_url, to) {
        (None, None) => Ok(None),
        (Some(smtp_url), Some(to)) => {
            let to = mailbox("NOTIFY_TO", to)?;
            let from = match from {
                Some(from) => mailbox("NOTIFY_FROM", from)?,
                None => to.clone(),
            };
            Ok(Some(MailSettings { smtp_url: SecretString::from(smtp_url), to, from }))
        }
        (smtp, _) => Err(ConfigError::Invalid {
            name: if smtp.is_some() { "NOTIFY_TO" } else { "SMTP_URL" },
            expected: "set together with the other (SMTP_URL and NOTIFY_TO)",
            value: String::new(),
        }),
    }
}

/// `LLM_BASE_URL` and `LLM_MODEL` together, or neither; timeouts in milliseconds from
/// `LLM_CONNECT_TIMEOUT_MS`, `LLM_IDLE_TIMEOUT_MS` and `LLM_QUEUE_WAIT_MS`, generations at once
/// from `LLM_MAX_CONCURRENCY`.
fn llm_settings(
    base_url: Option<String>,
    model: Option<String>,
    api_key: Option<String>,
    number: impl Fn(&'static str, u64) -> Result<u64, ConfigError>,
) -> Result<Option<LlmSettings>, ConfigError> {
    match (base_url, model) {
        (None, None) => Ok(None),
        (Some(base_url), Some(model)) => {
            let base_url = parse_http_url("LLM_BASE_URL", &base_url)?;
            Ok(Some(LlmSettings {
                base_url,
                model,
                api_key: api_key.map(SecretString::from),
                connect_timeout: std::time::Duration::from_millis(number("LLM_CONNECT_TIMEOUT_MS", 3000)?),
                idle_timeout: std::time::Duration::from_millis(number("LLM_IDLE_TIMEOUT_MS", 20_000)?),
                max_concurrency: number("LLM_MAX_CONCURRENCY", 4)? as usize,
                queue_wait: std::time::Duration::from_millis(number("LLM_QUEUE_WAIT_MS", 3000)?),
                shape: PromptShape::default(),
            }))
        }
        (base_url, _) => Err(ConfigError::Invalid {
            name: if base_url.is_some() { "LLM_MODEL" } else { "LLM_BASE_URL" },
            expected: "set together with the other (LLM_BASE_URL and LLM_MODEL)",
            value: String::new(),
        }),
    }
}

/// `MOCK_DELAY_MS`: a fixed delay, or `low-high`; `MOCK_FAILURE_RATE`: between 0 and 1.
fn mock_settings(delay: Option<String>, failure_rate: Option<String>) -> Result<MockSettings, ConfigError> {
    let mut settings = MockSettings::default();
    if let Some(text) = delay {
        let bad =
            || ConfigError::Invalid { name: "MOCK_DELAY_MS", expected: "milliseconds, or a range like 800-1200", value: text.clone() };
        let (low, high) = match text.split_once('-') {
            Some((low, high)) => (low.trim().parse().map_err(|_| bad())?, high.trim().parse().map_err(|_| bad())?),
            None => {
                let fixed = text.trim().parse().map_err(|_| bad())?;
                (fixed, fixed)
            }
        };
        if low > high {
            return Err(bad());
        }
        settings.delay_ms = low..=high;
    }
    if let Some(text) = failure_rate {
        settings.failure_rate = text.trim().parse::<f64>().ok().filter(|rate| (0.0..=1.0).contains(rate)).ok_or(ConfigError::Invalid {
            name: "MOCK_FAILURE_RATE",
            expected: "a number between 0 and 1",
            value: text,
        })?;
    }
    Ok(settings)
}

/// A whole number of at least `min`, or `default` when unset.
fn parse_number(name: &'static str, value: Option<String>, default: u64, min: u64) -> Result<u64, ConfigError> {
    match value {
        None => Ok(default),
        Some(text) => text.parse::<u64>().ok().filter(|n| *n >= min && *n <= u32::MAX as u64).ok_or(ConfigError::Invalid {
            name,
            expected: if min == 0 { "a whole number" } else { "a whole number of at least 1" },
            value: text,
        }),
    }
}

fn parse_bool(name: &'static str, value: &str) -> Result<bool, ConfigError> {
    match value {
        "true" | "1" | "yes" => Ok(true),
        "false" | "0" | "no" => Ok(false),
        other => Err(ConfigError::Invalid { name, expected: "true or false", value: other.into() }),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn site_url_loses_its_trailing_slash() {
        assert_eq!(parse_site_url("https://example.com/").unwrap(), "https://example.com");
    }

    #[test]
    fn site_url_must_be_absolute_http() {
        for bad in ["example.com", "ftp://example.com", "https://", "https://a b"] {
            assert!(parse_site_url(bad).is_err(), "{bad} accepted");
        }
    }

    #[test]
    fn the_portal_is_reached_over_https_unless_it_is_on_this_machine() {
        for ok in ["https://portal.example/api", "http://127.0.0.1:9000", "http://localhost:8080/", "http://[::1]:9000/v1"] {
            assert!(parse_portal_url(ok).is_ok(), "{ok}");
        }
        for bad in ["http://portal.example", "http://10.0.0.5:9000", "http://127.0.0.1.evil.example", "ftp://portal.example"] {
            assert!(parse_portal_url(bad).is_err(), "{bad}");
        }
    }

    #[test]
    fn numbers_have_defaults_and_bounds() {
        assert_eq!(parse_number("N", None, 20, 0).unwrap(), 20);
        assert_eq!(parse_number("N", Some("0".into()), 20, 0).unwrap(), 0);
        assert!(parse_number("N", Some("0".into()), 3600, 1).is_err());
        assert!(parse_number("N", Some("-5".into()), 20, 0).is_err());
    }

    #[test]
    fn mail_needs_a_server_and_a_recipient() {
        assert!(mail_settings(None, None, None).unwrap().is_none());
        assert!(mail_settings(Some("smtp://localhost:25".into()), None, None).is_err());
        assert!(mail_settings(Some("smtp://localhost:25".into()), Some("not an address".into()), None).is_err());
        let mail = mail_settings(Some("smtp://localhost:25".into()), Some("ops@example.com".into()), None).unwrap().unwrap();
        assert_eq!(mail.from, mail.to);
    }

    #[test]
    fn a_model_needs_an_address_and_a_name() {
        let defaults = |_: &'static str, default: u64| Ok(default);
        assert!(llm_settings(None, None, None, defaults).unwrap().is_none());
        assert!(llm_settings(Some("http://127.0.0.1:11434/v1".into()), None, None, defaults).is_err());
        assert!(llm_settings(Some("localhost:11434".into()), Some("m".into()), None, defaults).is_err());
        let llm = llm_settings(Some("http://127.0.0.1:11434/v1/".into()), Some("qwen".into()), None, defaults).unwrap().unwrap();
        assert_eq!(llm.base_url, "http://127.0.0.1:11434/v1");
        assert_eq!(llm.idle_timeout, std::time::Duration::from_secs(20));
    }

    #[test]
    fn the_mock_is_tunable_for_tests() {
        assert_eq!(mock_settings(None, None).unwrap(), MockSettings::default());
        let fast = mock_settings(Some("0".into()), Some("0".into())).unwrap();
        assert_eq!((fast.delay_ms, fast.failure_rate), (0..=0, 0.0));
        assert_eq!(mock_settings(Some("10-20".into()), None).unwrap().delay_ms, 10..=20);
        assert!(mock_settings(Some("20-10".into()), None).is_err());
        assert!(mock_settings(None, Some("1.5".into())).is_err());
    }

    #[test]
    fn secrets_never_print() {
        let mail = mail_settings(Some("smtps://user:hunter2@mail.example".into()), Some("ops@example.com".into()), None).unwrap().unwrap();
        let defaults = |_: &'static str, default: u64| Ok(default);
        let llm =
            llm_settings(Some("https://api.example/v1".into()), Some("m".into()), Some("sk-hunter2".into()), defaults).unwrap().unwrap();
        for printed in [format!("{mail:?}"), format!("{llm:?}"), format!("{:?}", Some(SecretString::from("hunter2")))] {
            assert!(!printed.contains("hunter2"), "{printed}");
        }
    }

    #[test]
    fn booleans_are_spelt_plainly() {
        assert!(parse_bool("X", "true").unwrap());
        assert!(!parse_bool("X", "0").unwrap());
        assert!(parse_bool("X", "maybe").is_err());
    }

    #[test]
    fn the_shipped_site_file_is_valid() {
        let path = PathBuf::from(concat!(env!("CARGO_MANIFEST_DIR"), "/../config/site.toml"));
        let (site, links) = read_site_config(&path).unwrap();
        assert_eq!(site.separator, "|");
        assert_eq!(site.default_locale, Locale::It);
        assert!(links.redirects.is_empty());
    }
}
