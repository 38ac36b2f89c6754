//! What every response gets, in one middleware (each layer costs a boxed future and a clone of
//! the state per request): the request id, the span its logs are written in, the security and
//! robots headers, the request metrics, and one log line.

use std::borrow::Cow;
use std::sync::Arc;
use std::time::Instant;

use axum::body::Body;
use axum::extract::{MatchedPath, Request, State};
use axum::http::{header, HeaderValue, Method};
use axum::middleware::Next;
use axum::response::Response;
use tracing::Instrument;

use super::request_id::request_id;
use crate::metrics::Metrics;
use crate::state::AppState;

/// A request on its way: when it started, its id, method and route pattern, and its span.
pub struct RequestRecord {
    start: Instant,
    id: HeaderValue,
    method: Method,
    route: Cow<'static, str>,
    span: tracing::Span,
}

impl RequestRecord {
    /// `route` is the route's pattern, never the raw path (which would let anyone create metric
    /// series); the span has the path, never the query (it may carry a visitor's question).
    pub fn start<B>(request: &Request<B>, route: Cow<'static, str>) -> RequestRecord {
        let id = request_id(request.headers());
        let method = request.method().clone();
        let span = tracing::info_span!("request", id = ?id, method = %method, path = %request.uri().path());
        RequestRecord { start: Instant::now(), id, method, route, span }
    }

    /// The response with the site's headers and the request id, logged and counted. A stream
    /// (server-sent events) is logged and counted when it ends, so its time is the answer's,
    /// not its headers'.
    pub fn finish(self, state: &AppState, mut response: Response) -> Response {
        let headers = response.headers_mut();
        for (name, value) in &state.security.headers {
            headers.insert(name, value.clone());
        }
        let streams = headers.get(header::CONTENT_TYPE).is_some_and(|t| t.as_bytes().starts_with(b"text/event-stream"));
        if !streams {
            return self.finish_ready(state, response);
        }
        response.headers_mut().insert("x-request-id", self.id.clone());
        let status = response.status().as_u16();
        let metrics = state.metrics.clone();
        response.map(|body| Body::new(LoggedAtEnd { body, ending: Some(Ending { record: self, status, metrics }) }))
    }

    /// Like `finish`, for a response that carries the site's headers already (a cached page).
    pub fn finish_ready<B>(self, state: &AppState, mut response: Response<B>) -> Response<B> {
        response.headers_mut().insert("x-request-id", self.id.clone());
        let status = response.status().as_u16();
        self.log(&state.metrics, status);
        response
    }

    fn log(self, metrics: &Metrics, status: u16) {
        let elapsed = self.start.elapsed();
        self.span.in_scope(|| tracing::info!(status, micros = elapsed.as_micros() as u64, "answered"));
        metrics.request(&self.method, self.route, status, elapsed.as_secs_f64());
    }
}

/// What logging a streamed response waits for.
struct Ending {
    record: RequestRecord,
    status: u16,
    metrics: Arc<Metrics>,
}

/// A streamed body that logs and counts its request when it ends, or when the client goes away.
struct LoggedAtEnd {
    body: Body,
    ending: Option<Ending>,
}

impl LoggedAtEnd {
    fn end(&mut self) {
        if let Some(Ending { record, status, metrics }) = self.ending.take() {
            record.log(&metrics, status);
        }
    }
}

impl http_body::Body for LoggedAtEnd {
    type Data = axum::body::Bytes;
    type Error = axum::Error;

    fn poll_frame(
        mut self: std::pin::Pin<&mut Self>,
        cx: &mut std::task::Context<'_>,
    ) -> std::task::Poll<Option<Result<http_body::Frame<Self::Data>, Self::Error>>> {
        let frame = std::pin::Pin::new(&mut self.body).poll_frame(cx);
        if let std::task::Poll::Ready(None) = frame {
            self.end();
        }
        frame
    }

    fn is_end_stream(&self) -> bool {
        self.body.is_end_stream()
    }
}

impl Drop for LoggedAtEnd {
    fn drop(&mut self) {
        self.end();
    }
}

pub async fn every_request(State(state): State<AppState>, mut request: Request<Body>, next: Next) -> Response {
    let route = request.extensions().get::<MatchedPath>().map_or(Cow::Borrowed("page"), |m| Cow::Owned(m.as_str().to_string()));
    let record = RequestRecord::start(&request, route);
    request.headers_mut().insert("x-request-id", record.id.clone());
    let response = next.run(request).instrument(record.span.clone()).await;
    record.finish(&state, response)
}
