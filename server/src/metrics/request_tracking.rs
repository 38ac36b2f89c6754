use std::sync::Arc;
use std::time::Instant;

use axum::body::Body;
use axum::extract::{MatchedPath, Request, State};
use axum::middleware::Next;
use axum::response::Response;

use super::{Metrics, RequestLabels, RouteLabels};

/// Counts every request by method, route and status, and times it to its response headers
/// (a stream's body is not included).
pub async fn track_requests(State(metrics): State<Arc<Metrics>>, request: Request<Body>, next: Next) -> Response {
    let route = request.extensions().get::<MatchedPath>().map_or_else(|| "page".to_string(), |m| m.as_str().to_string());
    let method = request.method().to_string();
    let start = Instant::now();
    let response = next.run(request).await;
    let labels = RouteLabels { route };
    metrics.latency.get_or_create(&labels).observe(start.elapsed().as_secs_f64());
    let status = response.status().as_u16();
    metrics.requests.get_or_create(&RequestLabels { method, route: labels.route, status }).inc();
    response
}
