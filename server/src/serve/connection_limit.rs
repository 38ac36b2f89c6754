//! A cap on open connections (`MAX_CONNECTIONS`): past it, a new connection gets a short 503
//! and is closed, rather than the process running out of file descriptors, where it could no
//! longer open its database or answer anyone.

use std::sync::{Arc, LazyLock};

use tokio::io::AsyncWriteExt;
use tokio::net::TcpStream;
use tokio::sync::{OwnedSemaphorePermit, Semaphore};

use crate::http::ApiError;

/// What a connection over the cap reads before it is closed: the API's error body.
static REFUSAL: LazyLock<Vec<u8>> = LazyLock::new(|| {
    let body = serde_json::json!({ "error": ApiError::ServerBusy.to_string() }).to_string();
    format!(
        "HTTP/1.1 503 Service Unavailable\r\ncontent-type: application/json\r\nretry-after: 1\r\nconnection: close\r\ncontent-length: {}\r\n\r\n{body}",
        body.len()
    )
    .into_bytes()
});

/// The default cap: three quarters of the file descriptors the process may open (the rest is
/// for the database, the content and the model's connections), at most 10,000.
pub fn default_max_connections() -> usize {
    let descriptors = raise_descriptor_limit();
    (descriptors.saturating_mul(3) / 4).clamp(64, 10_000) as usize
}

/// Raises the soft limit on open files to the hard one (as Go's runtime does: the soft default
/// of 1024 is a relic) and returns it.
fn raise_descriptor_limit() -> u64 {
    use rustix::process::{getrlimit, setrlimit, Resource};
    let mut limit = getrlimit(Resource::Nofile);
    if let (Some(current), Some(hard)) = (limit.current, limit.maximum) {
        if current < hard {
            limit.current = Some(hard);
            if setrlimit(Resource::Nofile, limit).is_err() {
                limit.current = Some(current);
            }
        }
    }
    limit.current.unwrap_or(u64::MAX)
}

/// The open connections, counted by permits.
#[derive(Clone)]
pub struct ConnectionLimit(Arc<Semaphore>);

impl ConnectionLimit {
    pub fn new(max: usize) -> Self {
        ConnectionLimit(Arc::new(Semaphore::new(max)))
    }

    /// A permit for one more connection, held while it is open; `None` when the cap is reached.
    pub fn admit(&self) -> Option<OwnedSemaphorePermit> {
        self.0.clone().try_acquire_owned().ok()
    }
}

/// Tells a connection over the cap that the server is busy, and closes it. The answer fits in
/// any socket buffer, so the write does not wait on the client.
pub async fn refuse(mut stream: TcpStream) {
    let _ = tokio::time::timeout(std::time::Duration::from_secs(1), stream.write_all(&REFUSAL)).await;
    let _ = stream.shutdown().await;
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_refusal_is_well_formed_json_of_the_length_it_states() {
        let text = std::str::from_utf8(&REFUSAL).unwrap();
        let (head, body) = text.split_once("\r\n\r\n").unwrap();
        let length: usize = head.lines().find_map(|l| l.strip_prefix("content-length: ")).unwrap().parse().unwrap();
        assert_eq!(body.len(), length);
        let json: serde_json::Value = serde_json::from_str(body).unwrap();
        assert_eq!(json["error"], "The server is busy, please try again");
    }

    #[test]
    fn permits_run_out_at_the_cap_and_come_back_when_a_connection_closes() {
        let limit = ConnectionLimit::new(2);
        let first = limit.admit().unwrap();
        let _second = limit.admit().unwrap();
        assert!(limit.admit().is_none());
        drop(first);
        assert!(limit.admit().is_some());
    }

    #[test]
    fn the_default_leaves_descriptors_for_the_rest_of_the_process() {
        let max = default_max_connections();
        assert!((64..=10_000).contains(&max));
    }
}
