//! The limits the server enforces and the widgets keep to, in one place: the server checks them,
//! the pages and widgets get them as props, and messages state them by interpolation.

use serde::Serialize;

/// A chat request: its question, and the earlier messages it may carry (the widget sends its
/// latest, each cut to the same length).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct ChatLimits {
    pub question_chars: usize,
    pub history_turns: usize,
    pub turn_chars: usize,
}

pub const CHAT: ChatLimits = ChatLimits { question_chars: 1000, history_turns: 20, turn_chars: 2000 };

/// The longest accepted values of a contact request, in characters.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct ContactLimits {
    pub source: usize,
    pub name: usize,
    pub email: usize,
    pub company: usize,
    pub phone: usize,
    pub message: usize,
}

pub const CONTACT: ContactLimits = ContactLimits { source: 100, name: 200, email: 254, company: 200, phone: 50, message: 5000 };
