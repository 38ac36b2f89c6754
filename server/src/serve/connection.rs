//! One connection's service: the fast path, then the router with the client's address and a
//! body that must arrive by its deadline.

use std::convert::Infallible;
use std::future::Future;
use std::net::SocketAddr;
use std::pin::Pin;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::time::Duration;

use axum::body::{Body, Bytes};
use axum::extract::connect_info::ConnectInfo;
use axum::Router;
use futures_util::future::{self, Either};
use http_body_util::Full;
use hyper::body::Incoming;
use hyper::header::{self, HeaderValue};
use hyper::{Method, Request, Response};
use tokio::sync::Notify;
use tower::ServiceExt;

use super::deadline_body::DeadlineBody;

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

pub type Answer = Response<http_body_util::Either<Full<Bytes>, Body>>;
type RoutedAnswer = Pin<Box<dyn Future<Output = Result<Answer, Infallible>> + Send>>;

/// Says when a connection's first request has arrived: until then the connection has not shown
/// it speaks HTTP at all, and the accept loop gives it only the header timeout to do so.
#[derive(Default)]
pub struct FirstRequest {
    seen: AtomicBool,
    arrived: Notify,
}

impl FirstRequest {
    fn mark(&self) {
        if !self.seen.swap(true, Ordering::Relaxed) {
            self.arrived.notify_one();
        }
    }

    pub async fn wait(&self) {
        self.arrived.notified().await
    }
}

pub struct Connection<F> {
    pub fast_path: F,
    pub router: Router,
    pub remote: SocketAddr,
    pub body_read: Duration,
    pub first_request: Arc<FirstRequest>,
}

impl<F: FastPath> hyper::service::Service<Request<Incoming>> for Connection<F> {
    type Response = Answer;
    type Error = Infallible;
    type Future = Either<future::Ready<Result<Answer, Infallible>>, RoutedAnswer>;

    fn call(&self, request: Request<Incoming>) -> Self::Future {
        self.first_request.mark();
        if let Some(mut answer) = self.fast_path.answer(&request) {
            if request.method() == Method::HEAD {
                without_body(&mut answer);
            }
            return Either::Left(future::ready(Ok(answer.map(|body| http_body_util::Either::Left(Full::new(body))))));
        }
        let deadline = tokio::time::Instant::now() + self.body_read;
        let mut request = request.map(|body| Body::new(DeadlineBody::new(body, deadline)));
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
