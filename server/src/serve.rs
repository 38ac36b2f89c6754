//! The accept loop: hyper with the timeouts `axum::serve` does not set, so a client that sends
//! its headers slowly (slowloris) cannot hold a connection open, and a graceful shutdown that
//! lets requests in flight, streams included, finish. Each request is first offered to a fast
//! path (the page cache), answered from memory without the router: routing, the extensions map
//! and the boxed bodies and futures of the middleware stack cost as much as the answer itself.

use std::convert::Infallible;
use std::future::Future;
use std::net::SocketAddr;
use std::pin::Pin;
use std::time::Duration;

use axum::body::{Body, Bytes};
use axum::extract::connect_info::ConnectInfo;
use axum::Router;
use futures_util::future::{self, Either};
use http_body_util::Full;
use hyper::body::Incoming;
use hyper::header::{self, HeaderValue};
use hyper::{Method, Request, Response};
use hyper_util::rt::{TokioExecutor, TokioIo, TokioTimer};
use hyper_util::server::conn::auto::Builder;
use hyper_util::server::graceful::GracefulShutdown;
use tokio::net::TcpListener;
use tower::ServiceExt;
use tower_http::timeout::RequestBodyTimeoutLayer;

/// Answers a request from memory, or declines (`None`) and leaves it to the router.
pub trait FastPath: Clone + Send + Sync + 'static {
    fn answer(&self, request: &Request<Incoming>) -> Option<Response<Bytes>>;
}

/// No fast path: everything goes to the router.
#[derive(Clone, Copy)]
pub struct RouterOnly;

impl FastPath for RouterOnly {
    fn answer(&self, _: &Request<Incoming>) -> Option<Response<Bytes>> {
        None
    }
}

type Answer = Response<http_body_util::Either<Full<Bytes>, Body>>;
type RoutedAnswer = Pin<Box<dyn Future<Output = Result<Answer, Infallible>> + Send>>;

/// One connection's service: the fast path, then the router with the client's address.
struct Connection<F> {
    fast_path: F,
    router: Router,
    remote: SocketAddr,
}

impl<F: FastPath> hyper::service::Service<Request<Incoming>> for Connection<F> {
    type Response = Answer;
    type Error = Infallible;
    type Future = Either<future::Ready<Result<Answer, Infallible>>, RoutedAnswer>;

    fn call(&self, mut request: Request<Incoming>) -> Self::Future {
        if let Some(mut answer) = self.fast_path.answer(&request) {
            if request.method() == Method::HEAD {
                without_body(&mut answer);
            }
            return Either::Left(future::ready(Ok(answer.map(|body| http_body_util::Either::Left(Full::new(body))))));
        }
        // What `into_make_service_with_connect_info` would add: handlers read the client's address.
        request.extensions_mut().insert(ConnectInfo(self.remote));
        let routed = self.router.clone().oneshot(request);
        Either::Right(Box::pin(async move { routed.await.map(|answer| answer.map(http_body_util::Either::Right)) }))
    }
}

/// A HEAD answer: its length, no body. What axum does for the router's answers, and hyper only
/// for HTTP/1.1 (over HTTP/2 a body on a HEAD answer is a protocol error).
fn without_body(answer: &mut Response<Bytes>) {
    let length = answer.body().len();
    answer.headers_mut().insert(header::CONTENT_LENGTH, HeaderValue::from(length));
    *answer.body_mut() = Bytes::new();
}

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

/// Serves `fast_path`, then `router`, on `listener` until `shutdown` resolves, then stops
/// accepting and waits for the open connections to finish (at most `timeouts.shutdown_grace`).
pub async fn serve(listener: TcpListener, fast_path: impl FastPath, router: Router, shutdown: impl Future<Output = ()>, timeouts: Timeouts) {
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
        let service = Connection { fast_path: fast_path.clone(), router: router.clone(), remote };
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
