//! The accept loop: hyper with the timeouts `axum::serve` does not set, so a client that sends
//! its headers slowly (slowloris) cannot hold a connection open, and a graceful shutdown that
//! lets requests in flight, streams included, finish.

use std::future::Future;
use std::net::SocketAddr;
use std::time::Duration;

use axum::extract::connect_info::ConnectInfo;
use axum::Router;
use hyper_util::rt::{TokioExecutor, TokioIo, TokioTimer};
use hyper_util::server::conn::auto::Builder;
use hyper_util::server::graceful::GracefulShutdown;
use hyper_util::service::TowerToHyperService;
use tokio::net::TcpListener;
use tower::{Layer, ServiceExt};
use tower_http::timeout::RequestBodyTimeoutLayer;

/// How long slow clients and a shutdown may take.
#[derive(Clone, Copy, Debug)]
pub struct Timeouts {
    /// The longest a client may take to send a request's headers.
    pub header_read: Duration,
    /// The longest a client may take to send a request's body (then 408).
    pub body_read: Duration,
    /// How long shutdown waits for requests in flight before it gives up on them.
    pub shutdown_grace: Duration,
}

impl Default for Timeouts {
    fn default() -> Self {
        Timeouts { header_read: Duration::from_secs(10), body_read: Duration::from_secs(15), shutdown_grace: Duration::from_secs(30) }
    }
}

/// Serves `router` on `listener` until `shutdown` resolves, then stops accepting and waits for
/// the open connections to finish (at most `timeouts.shutdown_grace`).
pub async fn serve(listener: TcpListener, router: Router, shutdown: impl Future<Output = ()>, timeouts: Timeouts) {
    let router = router.layer(RequestBodyTimeoutLayer::new(timeouts.body_read));
    let mut builder = Builder::new(TokioExecutor::new());
    builder.http1().timer(TokioTimer::new()).header_read_timeout(timeouts.header_read);
    builder.http2().timer(TokioTimer::new()).keep_alive_interval(Duration::from_secs(30));
    let graceful = GracefulShutdown::new();
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
        let _ = stream.set_nodelay(true);
        // What `into_make_service_with_connect_info` would add: handlers read the client's address.
        let service = axum::Extension(ConnectInfo::<SocketAddr>(remote)).layer(router.clone());
        let service = TowerToHyperService::new(service.map_request(|r: hyper::Request<hyper::body::Incoming>| r.map(axum::body::Body::new)));
        let connection = builder.serve_connection_with_upgrades(TokioIo::new(stream), service);
        let connection = graceful.watch(connection.into_owned());
        tokio::spawn(async move {
            if let Err(error) = connection.await {
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
