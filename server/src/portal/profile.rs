use serde_json::{json, Map, Value};

/// The sample profile the development mock signs every visitor in as: an admin with the
/// portal's four internal services and one external notes link.
pub fn sample_profile() -> Value {
    json!({
        "id": "usr_7f3a9c",
        "email": "ada.lovelace@example.com",
        "telegram_id": "184467440",
        "type": "admin",
        "name": "Ada Lovelace",
        "locale": "en",
        "prefers_theme": "light",
        "picture": "/images/avatar-sample.svg",
        "groups": ["admins", "sales"],
        "services": [
            { "icon": "knowledge", "title": "Knowledge base", "href": "/kn", "external": false, "experimental": false },
            { "icon": "notifications", "title": "Notifications", "href": "/n", "external": false, "experimental": false },
            { "icon": "reports", "title": "Reports", "href": "/r", "external": false, "experimental": true },
            { "icon": "tasks", "title": "Tasks", "href": "/t", "external": false, "experimental": false },
            { "icon": "notes", "title": "Notes", "href": "https://notes.example.com", "external": true, "experimental": false }
        ]
    })
}

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ProfileUpdateError {
    #[error("The profile update must be a JSON object")]
    NotAnObject,
    #[error("Field {0} must be a string")]
    NotAString(&'static str),
    #[error("locale must be it or en")]
    Locale,
    #[error("prefers_theme must be light or dark")]
    Theme,
}

/// Fields a visitor may change; anything else in the update is ignored.
const EDITABLE: [&str; 6] = ["name", "email", "telegram_id", "locale", "prefers_theme", "picture"];

/// `profile` with the editable fields of `update` applied, each checked.
pub fn apply_profile_update(profile: &Value, update: &Value) -> Result<Value, ProfileUpdateError> {
    let update = update.as_object().ok_or(ProfileUpdateError::NotAnObject)?;
    let mut out: Map<String, Value> = profile.as_object().cloned().unwrap_or_default();
    for field in EDITABLE {
        let Some(value) = update.get(field) else { continue };
        let text = value.as_str().ok_or(ProfileUpdateError::NotAString(field))?;
        match field {
            "locale" if !matches!(text, "it" | "en") => return Err(ProfileUpdateError::Locale),
            "prefers_theme" if !matches!(text, "light" | "dark") => return Err(ProfileUpdateError::Theme),
            _ => {}
        }
        out.insert(field.to_string(), Value::String(text.to_string()));
    }
    Ok(Value::Object(out))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_sample_has_four_internal_services_and_one_external_link() {
        let profile = sample_profile();
        let services = profile["services"].as_array().unwrap();
        let internal: Vec<_> = services.iter().filter(|s| s["external"] == false).map(|s| s["href"].as_str().unwrap()).collect();
        assert_eq!(internal, ["/kn", "/n", "/r", "/t"]);
        assert_eq!(services.iter().filter(|s| s["external"] == true).count(), 1);
        assert_eq!(profile["type"], "admin");
    }

    #[test]
    fn editable_fields_are_applied_and_checked_the_rest_ignored() {
        let profile = sample_profile();
        let updated = apply_profile_update(&profile, &json!({ "locale": "it", "prefers_theme": "dark", "type": "root" })).unwrap();
        assert_eq!(updated["locale"], "it");
        assert_eq!(updated["prefers_theme"], "dark");
        assert_eq!(updated["type"], "admin");
        assert_eq!(apply_profile_update(&profile, &json!({ "locale": "fr" })), Err(ProfileUpdateError::Locale));
        assert_eq!(apply_profile_update(&profile, &json!({ "prefers_theme": "blue" })), Err(ProfileUpdateError::Theme));
        assert_eq!(apply_profile_update(&profile, &json!({ "name": 3 })), Err(ProfileUpdateError::NotAString("name")));
        assert_eq!(apply_profile_update(&profile, &json!([])), Err(ProfileUpdateError::NotAnObject));
    }
}
