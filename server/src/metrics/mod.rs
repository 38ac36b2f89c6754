//! Prometheus metrics: requests by route and status with latency histograms, chat answers by
//! mode, contact submissions, the notification backlog (read at scrape time).

use std::borrow::Cow;

use prometheus_client::encoding::EncodeLabelSet;
use prometheus_client::metrics::counter::Counter;
use prometheus_client::metrics::family::Family;
use prometheus_client::metrics::gauge::Gauge;
use prometheus_client::metrics::histogram::{exponential_buckets, Histogram};
use prometheus_client::registry::Registry;

#[derive(Clone, Debug, Hash, PartialEq, Eq, EncodeLabelSet)]
pub struct RequestLabels {
    pub method: Cow<'static, str>,
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
        Metrics { registry, requests, latency, chat_answers, contact_submissions, outbox_backlog }
    }
}

impl Metrics {
    /// The text exposition format.
    pub fn encode(&self) -> String {
        let mut out = String::new();
        prometheus_client::encoding::text::encode(&mut out, &self.registry).expect("writing to a String cannot fail");
        out
    }

    pub fn chat_answer(&self, mode: &'static str) {
        self.chat_answers.get_or_create(&ModeLabels { mode }).inc();
    }

    pub fn contact_stored(&self, channel: &'static str) {
        self.contact_submissions.get_or_create(&ChannelLabels { channel }).inc();
    }
}
