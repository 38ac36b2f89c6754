use app::limits::CONTACT;
use app::people::PeopleStackItem;
use serde_json::{Map, Value};

use super::email::EmailAddress;
use super::error::ContactError;

/// A contact request that passed every rule.
#[derive(Clone, Debug, PartialEq)]
pub struct ContactSubmission {
    pub source: String,
    pub name: String,
    pub email: EmailAddress,
    pub company: Option<String>,
    pub phone: Option<String>,
    pub message: Option<String>,
    pub recipient: Option<String>,
}

/// Applies the contact rules in the reference's order to `{ "Source": "...", "Payload": "<JSON>" }`.
pub fn parse_submission(body: &Value, directory: &[PeopleStackItem]) -> Result<ContactSubmission, ContactError> {
    let object = body.as_object().ok_or(ContactError::InvalidRequestFormat)?;
    let (source, payload) = match (present(object, "Source"), present(object, "Payload")) {
        (Some(source), Some(payload)) => (source, payload),
        _ => return Err(ContactError::MissingSourceOrPayload),
    };
    let source = source.as_str().ok_or(ContactError::InvalidRequestFormat)?.trim().to_string();
    let payload: Map<String, Value> = payload
        .as_str()
        .and_then(|text| serde_json::from_str::<Value>(text).ok())
        .and_then(|value| value.as_object().cloned())
        .ok_or(ContactError::InvalidPayloadJson)?;

    let text = |key: &str| -> Option<String> {
        payload.get(key).and_then(Value::as_str).map(str::trim).filter(|s| !s.is_empty()).map(str::to_string)
    };
    let email = match payload.get("email") {
        None | Some(Value::Null) => None,
        Some(Value::String(s)) if s.trim().is_empty() => None,
        Some(Value::String(s)) => Some(EmailAddress::parse(s.trim()).ok_or(ContactError::InvalidEmail)?),
        Some(_) => return Err(ContactError::InvalidEmail),
    };
    let consent = payload.get("privacyConsent").and_then(Value::as_bool) == Some(true);
    let (Some(name), Some(email), true) = (text("name"), email, consent) else {
        return Err(ContactError::MissingFormFields);
    };

    let submission = ContactSubmission {
        source,
        name,
        email,
        company: text("company"),
        phone: text("phone"),
        message: text("message"),
        recipient: text("recipient"),
    };
    check_lengths(&submission)?;
    if let Some(recipient) = &submission.recipient {
        if !directory.iter().any(|item| &item.value == recipient) {
            return Err(ContactError::UnknownRecipient);
        }
    }
    Ok(submission)
}

fn present<'a>(object: &'a Map<String, Value>, key: &str) -> Option<&'a Value> {
    object.get(key).filter(|v| !v.is_null())
}

fn check_lengths(s: &ContactSubmission) -> Result<(), ContactError> {
    let fields: [(&'static str, Option<&str>, usize); 6] = [
        ("Source", Some(&s.source), CONTACT.source),
        ("name", Some(&s.name), CONTACT.name),
        ("email", Some(s.email.as_str()), CONTACT.email),
        ("company", s.company.as_deref(), CONTACT.company),
        ("phone", s.phone.as_deref(), CONTACT.phone),
        ("message", s.message.as_deref(), CONTACT.message),
    ];
    for (field, value, max) in fields {
        if value.is_some_and(|v| v.chars().count() > max) {
            return Err(ContactError::TooLong { field, max });
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use app::people::PeopleStackProps;
    use serde_json::json;

    fn directory() -> Vec<PeopleStackItem> {
        vec![PeopleStackItem { value: "group;sales".into(), title: "Sales".into(), props: PeopleStackProps { subtitle: String::new() } }]
    }

    fn body(payload: Value) -> Value {
        json!({ "Source": "website", "Payload": payload.to_string() })
    }

    fn parse(value: Value) -> Result<ContactSubmission, ContactError> {
        parse_submission(&value, &directory())
    }

    #[test]
    fn a_complete_request_passes() {
        let ok = parse(body(
            json!({ "name": "Ada", "email": "ada@example.com", "privacyConsent": true, "recipient": "group;sales", "message": "Hi" }),
        ))
        .unwrap();
        assert_eq!(ok.name, "Ada");
        assert_eq!(ok.recipient.as_deref(), Some("group;sales"));
    }

    #[test]
    fn rules_apply_in_the_reference_order() {
        assert_eq!(parse(json!([1])), Err(ContactError::InvalidRequestFormat));
        assert_eq!(parse(json!("x")), Err(ContactError::InvalidRequestFormat));
        assert_eq!(parse(json!({ "Source": "w" })), Err(ContactError::MissingSourceOrPayload));
        assert_eq!(parse(json!({ "Payload": "{}" })), Err(ContactError::MissingSourceOrPayload));
        assert_eq!(parse(json!({ "Source": "w", "Payload": "{not json" })), Err(ContactError::InvalidPayloadJson));
        // An invalid e-mail is reported before the missing name.
        assert_eq!(parse(body(json!({ "email": "nope" }))), Err(ContactError::InvalidEmail));
        assert_eq!(parse(body(json!({ "email": "a@b.co" }))), Err(ContactError::MissingFormFields));
        assert_eq!(parse(body(json!({ "name": "A", "email": "a@b.co", "privacyConsent": false }))), Err(ContactError::MissingFormFields));
        assert_eq!(parse(body(json!({ "name": "  ", "email": "a@b.co", "privacyConsent": true }))), Err(ContactError::MissingFormFields));
    }

    #[test]
    fn lengths_are_bounded() {
        let long = "x".repeat(201);
        assert_eq!(
            parse(body(json!({ "name": long, "email": "a@b.co", "privacyConsent": true }))),
            Err(ContactError::TooLong { field: "name", max: 200 })
        );
        let message = "x".repeat(5001);
        assert_eq!(
            parse(body(json!({ "name": "A", "email": "a@b.co", "privacyConsent": true, "message": message }))),
            Err(ContactError::TooLong { field: "message", max: 5000 })
        );
    }

    #[test]
    fn recipients_must_come_from_the_directory() {
        assert_eq!(
            parse(body(json!({ "name": "A", "email": "a@b.co", "privacyConsent": true, "recipient": "group;nobody" }))),
            Err(ContactError::UnknownRecipient)
        );
    }
}
