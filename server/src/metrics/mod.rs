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
    /// `offline`, `llm`, `fallback` (the model's answer was not used) or `stopped` (the visitor
    /// left or pressed Stop).
    pub mode: &'static str,
}

#[derive(Clone, Debug, Hash, PartialEq, Eq, EncodeLabelSet)]
pub struct FallbackLabels {
    /// Why the model's answer was not used: `unreachable`, `status`, `timeout`, `truncated`,
    /// `interrupted`, `echo`, `busy`, `stream`, `upstream`.
    pub kind: &'static str,
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
    pub chat_fallbacks: Family<FallbackLabels, Counter>,
    /// From the question to the answer's first text, and to its end.
    pub chat_first_text: Histogram,
    pub chat_duration: Family<ModeLabels, Histogram>,
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
        let chat_fallbacks = Family::<FallbackLabels, Counter>::default();
        registry.register("chat_fallbacks", "Model answers replaced by the offline one, by why", chat_fallbacks.clone());
        // 5 ms to about 80 s.
        let chat_first_text = Histogram::new(exponential_buckets(0.005, 2.0, 15));
        registry.register("chat_first_text_seconds", "Time from a question to its answer's first text", chat_first_text.clone());
        let chat_duration = Family::<ModeLabels, Histogram>::new_with_constructor(|| Histogram::new(exponential_buckets(0.005, 2.0, 15)));
        registry.register("chat_answer_duration_seconds", "Time from a question to its answer's end", chat_duration.clone());
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
            chat_fallbacks,
            chat_first_text,
            chat_duration,
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

    /// One chat answer ended: by whom, why the model's was replaced if it was, and its timings.
    pub fn chat_answered(
        &self,
        mode: &'static str,
        fallback: Option<&'static str>,
        duration: std::time::Duration,
        first_text: Option<std::time::Duration>,
    ) {
        self.chat_answers.get_or_create(&ModeLabels { mode }).inc();
        if let Some(kind) = fallback {
            self.chat_fallbacks.get_or_create(&FallbackLabels { kind }).inc();
        }
        if let Some(first) = first_text {
            self.chat_first_text.observe(first.as_secs_f64());
        }
        self.chat_duration.get_or_create(&ModeLabels { mode }).observe(duration.as_secs_f64());
    }

    pub fn contact_stored(&self, channel: &'static str) {
        self.contact_submissions.get_or_create(&ChannelLabels { channel }).inc();
    }
}
