//! Contact requests: the CSRF tokens that guard the form, the submission rules, storage and the
//! notification outbox.

mod csrf;
mod email;
mod error;
mod export;
mod notifier;
mod outbox;
mod store;
mod submission;

pub use csrf::{CsrfError, CsrfKeys, IssuedToken, VerifiedToken};
pub use email::EmailAddress;
pub use error::ContactError;
pub use export::{write_csv, write_json};
pub use notifier::{spawn_notifier, MailSettings, NotifierError};
pub use outbox::{Outbox, PendingNotification};
pub use store::{Channel, ContactStore, SaveOutcome, StoredSubmission};
pub use submission::{parse_submission, ContactSubmission};
