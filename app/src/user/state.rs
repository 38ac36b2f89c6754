use serde::{Deserialize, Serialize};
use serde_json::Value;

/// A link of the portal's service list.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Service {
    pub icon: String,
    pub title: String,
    pub href: String,
    pub external: bool,
    pub experimental: bool,
}

/// Whether a service link from the portal may be rendered: a path of this site or an http(s)
/// URL. Anything else (`javascript:`, `data:`, a protocol-relative `//host`) could run script or
/// leave the site unannounced, so it is dropped.
pub fn is_safe_service_link(href: &str) -> bool {
    let lower = href.trim_start().to_ascii_lowercase();
    let same_origin_path = href.starts_with('/') && !href.starts_with("//") && !href.starts_with("/\\");
    let web_url = ["http://", "https://"].iter().any(|scheme| lower.strip_prefix(scheme).is_some_and(|rest| !rest.is_empty()));
    !href.chars().any(char::is_control) && (same_origin_path || web_url)
}

/// The client user store (the reference's fields, camel-cased there): empty until the profile
/// call answers.
#[derive(Clone, Debug, PartialEq)]
pub struct UserState {
    pub id: String,
    pub email: String,
    pub telegram_id: String,
    pub kind: String,
    pub name: String,
    pub picture: String,
    pub locale: String,
    pub prefers_theme: Option<String>,
    /// The profile as the portal sent it.
    pub user_payload: Option<Value>,
    pub groups: Vec<String>,
    pub services: Vec<Service>,
    /// The service list as icons only (a rail) rather than icons and titles.
    pub main_drawer_rail: bool,
}

impl Default for UserState {
    fn default() -> Self {
        UserState {
            id: String::new(),
            email: String::new(),
            telegram_id: String::new(),
            kind: String::new(),
            name: String::new(),
            picture: String::new(),
            locale: "en".into(),
            prefers_theme: None,
            user_payload: None,
            groups: Vec::new(),
            services: Vec::new(),
            main_drawer_rail: true,
        }
    }
}

impl UserState {
    pub fn signed_in(&self) -> bool {
        !self.id.is_empty()
    }

    /// The store filled from a profile (`GET /v1/user`), keeping the visitor's rail choice.
    /// Missing or mistyped fields stay at their defaults.
    pub fn with_profile(&self, profile: &Value) -> UserState {
        let text = |key: &str| profile.get(key).and_then(Value::as_str).unwrap_or_default().to_string();
        UserState {
            id: text("id"),
            email: text("email"),
            telegram_id: profile.get("telegram_id").map(|v| v.as_str().map_or_else(|| v.to_string(), str::to_string)).unwrap_or_default(),
            kind: text("type"),
            name: text("name"),
            picture: text("picture"),
            locale: Some(text("locale")).filter(|l| !l.is_empty()).unwrap_or_else(|| "en".into()),
            prefers_theme: Some(text("prefers_theme")).filter(|t| !t.is_empty()),
            user_payload: Some(profile.clone()),
            groups: serde_json::from_value(profile.get("groups").cloned().unwrap_or_default()).unwrap_or_default(),
            services: serde_json::from_value::<Vec<Service>>(profile.get("services").cloned().unwrap_or_default())
                .unwrap_or_default()
                .into_iter()
                .filter(|service| is_safe_service_link(&service.href))
                .collect(),
            main_drawer_rail: self.main_drawer_rail,
        }
    }

    /// Signed out: the defaults, keeping the rail choice.
    pub fn signed_out(&self) -> UserState {
        UserState { main_drawer_rail: self.main_drawer_rail, ..UserState::default() }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn the_store_starts_anonymous_in_english_with_the_rail() {
        let store = UserState::default();
        assert!(!store.signed_in());
        assert_eq!(store.locale, "en");
        assert!(store.main_drawer_rail);
        assert!(store.services.is_empty());
    }

    #[test]
    fn a_profile_fills_the_store_and_keeps_the_rail_choice() {
        let before = UserState { main_drawer_rail: false, ..UserState::default() };
        let profile = json!({
            "id": "u1", "email": "a@b.c", "telegram_id": 42, "type": "admin", "name": "Ada", "locale": "it",
            "prefers_theme": "dark", "picture": "/a.svg", "groups": ["g"],
            "services": [{ "icon": "notes", "title": "Notes", "href": "https://n.example", "external": true, "experimental": false }]
        });
        let store = before.with_profile(&profile);
        assert!(store.signed_in());
        assert_eq!((store.kind.as_str(), store.locale.as_str(), store.telegram_id.as_str()), ("admin", "it", "42"));
        assert_eq!(store.prefers_theme.as_deref(), Some("dark"));
        assert_eq!(store.services[0].href, "https://n.example");
        assert!(!store.main_drawer_rail);
        assert_eq!(store.user_payload, Some(profile));
        let out = store.signed_out();
        assert!(!out.signed_in() && !out.main_drawer_rail);
    }

    #[test]
    fn only_paths_of_the_site_and_web_links_are_kept() {
        for safe in ["/kn", "/n?x=1", "https://notes.example", "HTTP://n.example/a"] {
            assert!(is_safe_service_link(safe), "{safe}");
        }
        for unsafe_link in [
            "javascript:alert(1)",
            " JavaScript:alert(1)",
            "data:text/html,x",
            "//evil.example",
            "/\\evil.example",
            "vbscript:x",
            "https://",
            "kn",
            "/a\nb",
        ] {
            assert!(!is_safe_service_link(unsafe_link), "{unsafe_link}");
        }
        let service = |href: &str| json!({ "icon": "x", "title": "t", "href": href, "external": false, "experimental": false });
        let profile = json!({ "id": "u", "services": [service("/kn"), service("javascript:alert(1)"), service("https://n.example")] });
        let hrefs: Vec<_> = UserState::default().with_profile(&profile).services.into_iter().map(|s| s.href).collect();
        assert_eq!(hrefs, ["/kn", "https://n.example"]);
    }

    #[test]
    fn a_thin_profile_keeps_the_defaults() {
        let store = UserState::default().with_profile(&json!({ "id": "u2", "services": "oops" }));
        assert_eq!(store.locale, "en");
        assert!(store.services.is_empty());
    }
}
