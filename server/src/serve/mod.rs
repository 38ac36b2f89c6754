//! The accept loop: hyper with the timeouts `axum::serve` does not set, so a client that sends
//! its headers slowly (slowloris) cannot hold a connection open, and a graceful shutdown that
//! lets requests in flight, streams included, finish. Each request is first offered to a fast
//! path (the page cache), answered from memory without the router: routing, the extensions map
//! and the boxed bodies and futures of the middleware stack cost as much as the answer itself.

mod connection;
mod connection_limit;
mod deadline_body;

use std::future::Future;
use std::sync::Arc;
use std::time::Duration;

use axum::Router;
use hyper_util::rt::{TokioExecutor, TokioIo, TokioTimer};
use hyper_util::server::conn::auto::Builder;
use hyper_util::server::graceful::GracefulShutdown;
use tokio::net::TcpListener;

pub use connection::{FastPath, RouterOnly};
pub use connection_limit::default_max_connections;
pub use deadline_body::BodyTimedOut;

use connection::{Connection, FirstRequest};
use connection_limit::{refuse, ConnectionLimit};

/// How long slow clients and a shutdown may take.
#[derive(Clone, Copy, Debug)]
pub struct Timeouts {
    /// The longest a client may take to send a request's headers, the first request's counted
    /// from the connection's opening (a connection that sends nothing is closed then), later
    /// ones from the end of the previous answer.
    pub header_read: Duration,
    /// The longest a client may take to send a request's whole body, counted from its headers
    /// (then 408).
    pub body_read: Duration,
    /// How long shutdown waits for requests in flight before it gives up on them.
    pub shutdown_grace: Duration,
}

impl Default for Timeouts {
    fn default() -> Self {
        Timeouts { header_read: Duration::from_secs(10), body_read: Duration::from_secs(15), shutdown_grace: Duration::from_secs(30) }
    }
}

/// Serves `fast_path`, then `router`, on `listener` until `shutdown` resolves, then stops
/// accepting and waits for the open connections to finish (at most `timeouts.shutdown_grace`).
/// At most `max_connections` are open at once; more are answered 503 and closed.
pub async fn serve(
    listener: TcpListener,
    fast_path: impl FastPath,
    router: Router,
    shutdown: impl Future<Output = ()>,
    timeouts: Timeouts,
    max_connections: usize,
) {
    let mut builder = Builder::new(TokioExecutor::new());
    builder.http1().timer(TokioTimer::new()).header_read_timeout(timeouts.header_read);
    builder.http2().timer(TokioTimer::new()).keep_alive_interval(Duration::from_secs(30));
    let graceful = GracefulShutdown::new();
    let limit = ConnectionLimit::new(max_connections);
    let mut shutdown = std::pin::pin!(shutdown);
    loop {
        let (stream, remote) = tokio::select! {
            accepted = listener.accept() => match accepted {
                Ok(accepted) => accepted,
                Err(error) => {
                    // Out of file descriptors and the like: wait a moment rather than spin.
                    tracing::warn!(%error, "accepting a connection failed");
                    tokio::time::sleep(Duration::from_millis(50)).await;
                    continue;
                }
            },
            () = &mut shutdown => break,
        };
        let Some(permit) = limit.admit() else {
            tracing::warn!(max_connections, "too many open connections; refusing one");
            tokio::spawn(refuse(stream));
            continue;
        };
        let _ = stream.set_nodelay(true);
        let first_request = Arc::new(FirstRequest::default());
        let service = Connection {
            fast_path: fast_path.clone(),
            router: router.clone(),
            remote,
            body_read: timeouts.body_read,
            first_request: first_request.clone(),
        };
        let connection = builder.serve_connection_with_upgrades(TokioIo::new(stream), service);
        let connection = graceful.watch(connection.into_owned());
        let header_read = timeouts.header_read;
        tokio::spawn(async move {
            let _permit = permit;
            let mut connection = std::pin::pin!(connection);
            // Until its first request the connection has not even said which HTTP it speaks, and
            // hyper's own header timer is not running yet: a silent client is closed here.
            let opening = async {
                tokio::select! {
                    result = &mut connection => Some(result),
                    () = first_request.wait() => None,
                }
            };
            let result = match tokio::time::timeout(header_read, opening).await {
                Err(_) => return tracing::debug!("closing a connection that sent no request in time"),
                Ok(Some(result)) => result,
                Ok(None) => connection.await,
            };
            if let Err(error) = result {
                tracing::debug!(%error, "connection ended with an error");
            }
        });
    }
    drop(listener);
    tracing::info!("shutting down: finishing the requests in flight");
    if tokio::time::timeout(timeouts.shutdown_grace, graceful.shutdown()).await.is_err() {
        tracing::warn!("requests still in flight after {:?}; stopping anyway", timeouts.shutdown_grace);
    }
}
