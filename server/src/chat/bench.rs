use std::time::{Duration, Instant};

use app::i18n::Locale;

use super::answer::answer_request;
use super::index::ChatIndex;
use super::request::ChatRequest;

/// Latency percentiles of one measurement.
#[derive(Debug, Clone)]
pub struct Percentiles {
    pub p50: Duration,
    pub p95: Duration,
}

fn percentiles(mut samples: Vec<Duration>) -> Percentiles {
    samples.sort();
    let at = |q: f64| samples[((samples.len() as f64 - 1.0) * q).round() as usize];
    Percentiles { p50: at(0.50), p95: at(0.95) }
}

/// Runs `requests` questions split over `clients` threads; returns retrieval and whole-answer
/// latencies (an answer retrieves again, as a request does).
pub fn bench(index: &ChatIndex, questions: &[(Locale, String)], clients: usize, requests: usize) -> (Percentiles, Percentiles) {
    let per_client = requests.div_ceil(clients);
    let results: Vec<(Vec<Duration>, Vec<Duration>)> = std::thread::scope(|scope| {
        let workers: Vec<_> = (0..clients)
            .map(|c| {
                scope.spawn(move || {
                    let (mut retrieval, mut whole) = (Vec::new(), Vec::new());
                    for i in 0..per_client {
                        let (locale, question) = &questions[(c * per_client + i) % questions.len()];
                        let start = Instant::now();
                        let hits = index.search(question, *locale, 4);
                        retrieval.push(start.elapsed());
                        std::hint::black_box(hits);
                        let request = ChatRequest { question: question.clone(), locale: *locale, history: Vec::new() };
                        std::hint::black_box(answer_request(index, &request));
                        whole.push(start.elapsed());
                    }
                    (retrieval, whole)
                })
            })
            .collect();
        workers.into_iter().map(|w| w.join().expect("a bench worker panicked")).collect()
    });
    let (retrieval, whole): (Vec<_>, Vec<_>) = results.into_iter().unzip();
    (percentiles(retrieval.concat()), percentiles(whole.concat()))
}
