use std::time::Duration;

use lettre::message::Mailbox;
use lettre::transport::smtp::AsyncSmtpTransport;
use lettre::{AsyncTransport, Message, Tokio1Executor};
use secrecy::{ExposeSecret, SecretString};

use super::outbox::{Outbox, PendingNotification};

/// Where notifications go: `SMTP_URL`, `NOTIFY_TO`, `NOTIFY_FROM`.
#[derive(Clone, Debug)]
pub struct MailSettings {
    /// Holds the SMTP credentials: never printed.
    pub smtp_url: SecretString,
    pub to: Mailbox,
    pub from: Mailbox,
}

#[derive(Debug, thiserror::Error)]
pub enum NotifierError {
    #[error("SMTP_URL is not a valid SMTP URL: {0}")]
    SmtpUrl(#[source] lettre::transport::smtp::Error),
}

const POLL_EVERY: Duration = Duration::from_secs(2);
const SMTP_TIMEOUT: Duration = Duration::from_secs(10);

/// Delivers the outbox in the background until the process ends.
pub fn spawn_notifier(outbox: Outbox, mail: MailSettings) -> Result<tokio::task::JoinHandle<()>, NotifierError> {
    let transport = AsyncSmtpTransport::<Tokio1Executor>::from_url(mail.smtp_url.expose_secret())
        .map_err(NotifierError::SmtpUrl)?
        .timeout(Some(SMTP_TIMEOUT))
        .build();
    Ok(tokio::spawn(async move {
        loop {
            deliver_due(&outbox, &transport, &mail).await;
            tokio::time::sleep(POLL_EVERY).await;
        }
    }))
}

async fn deliver_due(outbox: &Outbox, transport: &AsyncSmtpTransport<Tokio1Executor>, mail: &MailSettings) {
    let now = crate::clock::now();
    let due = match outbox.claim_due(now, 20).await {
        Ok(due) => due,
        Err(error) => {
            tracing::warn!(%error, "cannot read the notification outbox");
            return;
        }
    };
    for notification in due {
        let result = match compose(&notification, mail) {
            Ok(message) => transport.send(message).await.map(|_| ()).map_err(|e| e.to_string()),
            Err(error) => Err(error.to_string()),
        };
        let stored = match &result {
            Ok(()) => outbox.mark_sent(&notification.id, crate::clock::now()).await,
            Err(error) => {
                tracing::warn!(notification = %notification.id, attempt = notification.attempts + 1, %error, "notification not delivered; will retry");
                outbox.mark_failed(&notification, error, crate::clock::now()).await
            }
        };
        if let Err(error) = stored {
            tracing::warn!(%error, "cannot update the notification outbox");
        }
    }
}

fn compose(notification: &PendingNotification, mail: &MailSettings) -> Result<Message, lettre::error::Error> {
    let n = &notification.submission;
    let optional = |label: &str, value: &Option<String>| value.as_ref().map(|v| format!("{label}: {v}\n")).unwrap_or_default();
    let body = format!(
        "A new contact request arrived from the website.\n\nName: {}\nE-mail: {}\n{}{}{}\n{}\n",
        n.name,
        n.email,
        optional("Company", &n.company),
        optional("Phone", &n.phone),
        optional("To", &n.recipient),
        n.message.as_deref().unwrap_or("(no message)"),
    );
    let mut builder = Message::builder().from(mail.from.clone()).to(mail.to.clone()).subject(format!("Contact request from {}", n.name));
    if let Ok(reply_to) = n.email.parse::<Mailbox>() {
        builder = builder.reply_to(reply_to);
    }
    builder.body(body)
}
