//! Prometheus metrics: requests by route and status with latency histograms, chat answers by
//! mode, contact submissions, the notification backlog (read at scrape time).

use std::borrow::Cow;

use prometheus_client::encoding::EncodeLabelSet;
use prometheus_client::metrics::counter::Counter;
use prometheus_client::metrics::family::Family;
use prometheus_client::metrics::gauge::Gauge;
use prometheus_client::metrics::histogram::{exponential_buckets, Histogram};
use prometheus_client::registry::Registry;

/// The methods HTTP defines keep their names; any other is `OTHER`: a client may invent methods
/// without end, and each name would be a series kept forever.
fn method_label(method: &axum::http::Method) -> &'static str {
    match method.as_str() {
        "GET" => "GET",
        "HEAD" => "HEAD",
        "POST" => "POST",
        "PUT" => "PUT",
        "DELETE" => "DELETE",
        "OPTIONS" => "OPTIONS",
        "PATCH" => "PATCH",
        "CONNECT" => "CONNECT",
        "TRACE" => "TRACE",
        _ => "OTHER",
    }
}

#[derive(Clone, Debug, Hash, PartialEq, Eq, EncodeLabelSet)]
pub struct RequestLabels {
    pub method: &'static str,
    /// The route's pattern (`/api/chat`, `/pkg/{build}`), or `page` for rendered pages: never
    /// the raw path, which would let anyone create series. Borrowed for the common cases: no
    /// allocation per request.
    pub route: Cow<'static, str>,
    pub status: u16,
}

#[derive(Clone, Debug, Hash, PartialEq, Eq, EncodeLabelSet)]
pub struct RouteLabels {
    pub route: Cow<'static, str>,
}

#[derive(Clone, Debug, Hash, PartialEq, Eq, EncodeLabelSet)]
pub struct ModeLabels {
    /// `offline`, `llm`, or `fallback` (the model failed).
    pub mode: &'static str,
}

#[derive(Clone, Debug, Hash, PartialEq, Eq, EncodeLabelSet)]
pub struct ChannelLabels {
    /// `form` or `api`.
    pub channel: &'static str,
}

pub struct Metrics {
    registry: Registry,
    pub requests: Family<RequestLabels, Counter>,
    pub latency: Family<RouteLabels, Histogram>,
    pub chat_answers: Family<ModeLabels, Counter>,
    pub contact_submissions: Family<ChannelLabels, Counter>,
    pub outbox_backlog: Gauge,
    /// The series of the busiest answer (a page, GET), resolved once: no lookup per request.
    page_latency: Histogram,
    page_ok: Counter,
    page_not_modified: Counter,
}

impl Default for Metrics {
    fn default() -> Self {
        let mut registry = Registry::default();
        let requests = Family::<RequestLabels, Counter>::default();
        registry.register("http_requests", "HTTP requests answered", requests.clone());
        // 50 µs to about 13 s.
        let latency = Family::<RouteLabels, Histogram>::new_with_constructor(|| Histogram::new(exponential_buckets(0.00005, 2.0, 19)));
        registry.register("http_request_duration_seconds", "Time to the response's headers", latency.clone());
        let chat_answers = Family::<ModeLabels, Counter>::default();
        registry.register("chat_answers", "Chat answers by who wrote them", chat_answers.clone());
        let contact_submissions = Family::<ChannelLabels, Counter>::default();
        registry.register("contact_submissions", "Contact requests stored", contact_submissions.clone());
        let outbox_backlog = Gauge::default();
        registry.register("notification_outbox_backlog", "E-mail notifications not sent yet", outbox_backlog.clone());
        let page = |status| RequestLabels { method: "GET", route: Cow::Borrowed("page"), status };
        let page_latency = latency.get_or_create(&RouteLabels { route: Cow::Borrowed("page") }).clone();
        let page_ok = requests.get_or_create(&page(200)).clone();
        let page_not_modified = requests.get_or_create(&page(304)).clone();
        Metrics {
            registry,
            requests,
            latency,
            chat_answers,
            contact_submissions,
            outbox_backlog,
            page_latency,
            page_ok,
            page_not_modified,
        }
    }
}

impl Metrics {
    /// The text exposition format.
    pub fn encode(&self) -> String {
        let mut out = String::new();
        prometheus_client::encoding::text::encode(&mut out, &self.registry).expect("writing to a String cannot fail");
        out
    }

    /// One answered request: its latency and its count by method, route and status.
    pub fn request(&self, method: &axum::http::Method, route: Cow<'static, str>, status: u16, seconds: f64) {
        let is_page_get = *method == axum::http::Method::GET && route == "page";
        match (is_page_get, status) {
            (true, 200) => {
                self.page_ok.inc();
            }
            (true, 304) => {
                self.page_not_modified.inc();
            }
            _ => {
                let method = method_label(method);
                self.requests.get_or_create(&RequestLabels { method, route: route.clone(), status }).inc();
            }
        }
        if route == "page" {
            self.page_latency.observe(seconds);
        } else {
            self.latency.get_or_create(&RouteLabels { route }).observe(seconds);
        }
    }

    pub fn chat_answer(&self, mode: &'static str) {
        self.chat_answers.get_or_create(&ModeLabels { mode }).inc();
    }

    pub fn contact_stored(&self, channel: &'static str) {
        self.contact_submissions.get_or_create(&ChannelLabels { channel }).inc();
    }
}
