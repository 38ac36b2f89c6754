use std::sync::{mpsc, Mutex};
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

/// Retrieval alone and whole answers, each for `requests` questions from `clients` visitors.
pub fn bench(index: &ChatIndex, questions: &[(Locale, String)], clients: usize, requests: usize) -> (Percentiles, Percentiles) {
    let question = |n: usize| &questions[n % questions.len()];
    let retrieval = serve(clients, requests, |n| {
        let (locale, text) = question(n);
        std::hint::black_box(index.search(text, *locale, 4));
    });
    let answers = serve(clients, requests, |n| {
        let (locale, text) = question(n);
        let request = ChatRequest { question: text.clone(), locale: *locale, history: Vec::new() };
        std::hint::black_box(answer_request(index, &request));
    });
    (retrieval, answers)
}

/// The latency of `work` for `requests` questions from `clients` visitors, each asking again as
/// soon as answered, served by as many workers as the machine has cores (as the server's runtime
/// serves them), from the moment a question is asked: waiting for a free worker included.
fn serve(clients: usize, requests: usize, work: impl Fn(usize) + Sync) -> Percentiles {
    let per_client = requests.div_ceil(clients);
    let workers = std::thread::available_parallelism().map_or(1, usize::from);
    type Job = (Instant, usize, mpsc::Sender<Duration>);
    let (submit, jobs) = mpsc::channel::<Job>();
    let jobs = Mutex::new(jobs);
    let latencies: Vec<Vec<Duration>> = std::thread::scope(|scope| {
        for _ in 0..workers {
            scope.spawn(|| loop {
                let next = jobs.lock().expect("the job queue is never poisoned").recv();
                let Ok((asked, n, reply)) = next else { break };
                work(n);
                let _ = reply.send(asked.elapsed());
            });
        }
        let visitors: Vec<_> = (0..clients)
            .map(|c| {
                let submit = submit.clone();
                scope.spawn(move || {
                    let (reply, answers) = mpsc::channel();
                    (0..per_client)
                        .map(|i| {
                            submit.send((Instant::now(), c * per_client + i, reply.clone())).expect("the workers outlive the visitors");
                            answers.recv().expect("every question is answered")
                        })
                        .collect()
                })
            })
            .collect();
        let latencies = visitors.into_iter().map(|v| v.join().expect("a bench visitor panicked")).collect();
        drop(submit);
        latencies
    });
    percentiles(latencies.concat())
}
