use std::process::ExitCode;

use anyhow::Context;
use clap::Parser;
use std::path::{Path, PathBuf};

use app::i18n::Locale;
use server::chat::{
    asked_after_another, asked_before_another, asked_with_another, bench, evaluate, gaps, list_feedback, render, render_gaps, AsTyped,
    ChatIndex, EvalCase, GoldQuestion, LlmClient, Responder,
};
use server::cli::{ChatAction, ChatSite, Cli, Command, ContactsAction, ContentAction, ExportFormat};
use server::config::{self, read_site_config, Settings};
use server::contacts::{write_csv, write_json, ContactStore};
use server::content::{load_site_content, resolve_site_links, LoadOptions, SiteContent, SiteLinks};
use server::db::connect;
use server::pid_file::{read_pid, signal_reload};
use server::{startup::Application, telemetry};

#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

fn main() -> anyhow::Result<ExitCode> {
    let runtime = if config::one_worker() {
        tokio::runtime::Builder::new_current_thread().enable_all().build()
    } else {
        tokio::runtime::Builder::new_multi_thread().enable_all().build()
    }
    .context("cannot start the async runtime")?;
    runtime.block_on(run())
}

async fn run() -> anyhow::Result<ExitCode> {
    match Cli::parse().command.unwrap_or(Command::Serve) {
        Command::Serve => serve().await.map(|()| ExitCode::SUCCESS),
        Command::Content { action: ContentAction::Check { dir, drafts } } => Ok(check_content(dir, drafts)),
        Command::Content { action: ContentAction::Reload } => reload_content(),
        Command::Chat {
            action: ChatAction::Eval { gold, site, no_curated, failures, llm, as_typed, after_another, with_another, before_another_from },
        } => chat_eval(&gold, site, EvalOptions { no_curated, failures, llm, as_typed, after_another, with_another, before_another_from })
            .await
            .map(|()| ExitCode::SUCCESS),
        Command::Chat { action: ChatAction::Bench { gold, requests, site } } => {
            chat_bench(&gold, requests, site).map(|()| ExitCode::SUCCESS)
        }
        Command::Chat { action: ChatAction::Feedback } => print_feedback().await.map(|()| ExitCode::SUCCESS),
        Command::Chat { action: ChatAction::Report { since, site } } => chat_report(&since, site).await.map(|()| ExitCode::SUCCESS),
        Command::Contacts { action: ContactsAction::Export { format } } => export_contacts(format).await.map(|()| ExitCode::SUCCESS),
    }
}

/// The database `DATABASE_URL` names, as the server would open it.
async fn database() -> anyhow::Result<sqlx::AnyPool> {
    Ok(connect(&config::database_url()).await?)
}

/// `7d`, `24h`, `30m` as seconds.
fn parse_since(text: &str) -> anyhow::Result<i64> {
    let (number, unit) = text.split_at(text.find(|c: char| !c.is_ascii_digit()).unwrap_or(text.len()));
    let number: i64 = number.parse().with_context(|| format!("--since {text:?}: a number and d, h or m, like 7d"))?;
    let unit = match unit {
        "d" => 24 * 60 * 60,
        "h" => 60 * 60,
        "m" => 60,
        _ => anyhow::bail!("--since {text:?}: a number and d, h or m, like 7d"),
    };
    Ok(number * unit)
}

async fn chat_report(since: &str, site: ChatSite) -> anyhow::Result<()> {
    let since = server::clock::now() - parse_since(since)?;
    let index = load_index(site)?;
    let gaps = gaps(&database().await?, &index, since).await.context("cannot read the chat's questions")?;
    print!("{}", render_gaps(&gaps));
    Ok(())
}

async fn print_feedback() -> anyhow::Result<()> {
    let rows = list_feedback(&database().await?).await.context("cannot read the chat feedback")?;
    serde_json::to_writer_pretty(std::io::stdout().lock(), &rows)?;
    println!();
    Ok(())
}

async fn export_contacts(format: ExportFormat) -> anyhow::Result<()> {
    let store = ContactStore::new(database().await?);
    let rows = store.list().await.context("cannot read the contact requests")?;
    let stdout = std::io::stdout().lock();
    match format {
        ExportFormat::Json => write_json(&rows, stdout)?,
        ExportFormat::Csv => write_csv(&rows, stdout)?,
    }
    Ok(())
}

async fn serve() -> anyhow::Result<()> {
    telemetry::init();
    let settings = Settings::from_env().context("the configuration is invalid")?;
    let app = Application::build(settings).await.context("the server could not start")?;
    tracing::info!(address = %app.address(), "listening");
    app.run_until_stopped().await;
    Ok(())
}

/// `--dir`, else `CONTENT_DIR`, else `content`.
fn content_dir(dir: Option<PathBuf>) -> PathBuf {
    dir.unwrap_or_else(config::content_dir)
}

fn load_index(site: ChatSite) -> anyhow::Result<ChatIndex> {
    let content = load_site_content(&content_dir(site.dir), LoadOptions::default())?;
    // The owner's name makes the chat ignore it as evidence; evaluating a content folder of
    // another site needs no site file, only `--owner`.
    let owner = match site.owner {
        Some(owner) => owner,
        None => match config::read_site_config(&config::site_file()) {
            Ok((site, _)) => site.name,
            Err(error) => {
                eprintln!("note: {error}; the chat does not know the owner's name");
                String::new()
            }
        },
    };
    Ok(ChatIndex::for_content(&content, &owner)?)
}

fn read_gold(path: &Path) -> anyhow::Result<Vec<GoldQuestion>> {
    let text = std::fs::read_to_string(path).with_context(|| format!("cannot read {}", path.display()))?;
    serde_json::from_str(&text).with_context(|| format!("{} is not a list of {{ locale, question, fact, expected, kind }}", path.display()))
}

/// How `server chat eval` asks and reports.
struct EvalOptions {
    no_curated: bool,
    failures: bool,
    llm: bool,
    as_typed: Vec<AsTyped>,
    after_another: bool,
    with_another: bool,
    before_another_from: Option<PathBuf>,
}

async fn chat_eval(gold: &Path, site: ChatSite, options: EvalOptions) -> anyhow::Result<()> {
    let EvalOptions { no_curated, failures, llm, as_typed, after_another, with_another, before_another_from } = options;
    let index = std::sync::Arc::new(load_index(site)?);
    let mut cases = EvalCase::parse(&read_gold(gold)?).with_context(|| format!("{} has a broken question", gold.display()))?;
    for way in as_typed {
        println!("{}", way.description());
        for (n, case) in cases.iter_mut().enumerate() {
            case.request.question = way.typed(&case.request.question, case.request.locale, n);
        }
    }
    if with_another {
        println!("every question asked in one message with another");
        asked_with_another(&mut cases);
    }
    if let Some(others) = before_another_from {
        println!("every question asked before one of {}, joined by \"and\"", others.display());
        let others = EvalCase::parse(&read_gold(&others)?).with_context(|| format!("{} has a broken question", others.display()))?;
        asked_before_another(&mut cases, &others);
    }
    let with_curated = |responder: Responder| if no_curated { responder.without_curated() } else { responder };
    // Without a model the site's name is never used: it only reaches a model's rules.
    let offline = with_curated(Responder::new(index.clone(), None, "", std::sync::Arc::default(), None));
    if after_another {
        println!("every first question asked after another, and the chat's answer to it");
        asked_after_another(&mut cases, |request| offline.answer_offline(request));
    }
    let report = if llm {
        let settings = Settings::from_env().context("the configuration is invalid")?;
        let model = settings.llm.clone().context("--llm needs LLM_BASE_URL and LLM_MODEL")?;
        println!("model {} at {}", model.model, model.base_url);
        let client = std::sync::Arc::new(LlmClient::new(model)?);
        let responder = with_curated(Responder::new(index.clone(), Some(client), &settings.site.name, std::sync::Arc::default(), None));
        evaluate(&index, &cases, |request| {
            let responder = responder.clone();
            async move { responder.answer(request).await }
        })
        .await
    } else {
        evaluate(&index, &cases, |request| std::future::ready(offline.answer_offline(&request))).await
    };
    print!("{}", render(&report, failures));
    Ok(())
}

fn chat_bench(gold: &Path, requests: usize, site: ChatSite) -> anyhow::Result<()> {
    let index = load_index(site)?;
    let questions: Vec<(Locale, String)> =
        read_gold(gold)?.into_iter().filter_map(|q| Some((Locale::parse(&q.locale)?, q.question))).collect();
    anyhow::ensure!(!questions.is_empty(), "the gold file has no questions");
    println!("{} sections indexed, {requests} requests per run", index.len());
    println!("{:<8} {:>15} {:>15} {:>15} {:>15}", "clients", "retrieval p50", "retrieval p95", "answer p50", "answer p95");
    for clients in [1, 16] {
        let (retrieval, answer) = bench(&index, &questions, clients, requests);
        println!(
            "{clients:<8} {:>13.3}ms {:>13.3}ms {:>13.3}ms {:>13.3}ms",
            ms(retrieval.p50),
            ms(retrieval.p95),
            ms(answer.p50),
            ms(answer.p95)
        );
    }
    Ok(())
}

fn ms(d: std::time::Duration) -> f64 {
    d.as_secs_f64() * 1000.0
}

/// Checks the content and site.toml's links as the server would; the redirects, or every problem.
fn checked_content(dir: &Path, drafts: bool) -> anyhow::Result<(SiteContent, SiteLinks)> {
    let site_file = config::site_file();
    let (_, links) = read_site_config(&site_file)?;
    let content = load_site_content(dir, LoadOptions { drafts }).map_err(|e| anyhow::anyhow!("{}: {e}", dir.display()))?;
    let links = resolve_site_links(&links, &content, &site_file).map_err(|e| anyhow::anyhow!("{e}"))?;
    Ok((content, links))
}

fn check_content(dir: Option<PathBuf>, drafts: bool) -> ExitCode {
    let dir = content_dir(dir);
    match checked_content(&dir, drafts) {
        Ok((content, links)) => {
            let pages = content.pages().count();
            let articles = app::i18n::Locale::ALL.iter().map(|l| content.articles(*l).len()).sum::<usize>();
            println!("{}: ok ({pages} pages and {articles} articles across both languages)", dir.display());
            for (from, to) in links.redirects.list() {
                println!("redirect {from} -> {to}");
            }
            ExitCode::SUCCESS
        }
        Err(error) => {
            eprint!("{error}");
            ExitCode::FAILURE
        }
    }
}

/// Checks the content, then signals the running server to reload it.
fn reload_content() -> anyhow::Result<ExitCode> {
    let dir = content_dir(None);
    if let Err(error) = checked_content(&dir, false) {
        eprint!("{error}");
        eprintln!("the server was not told to reload: it keeps serving the content it has");
        return Ok(ExitCode::FAILURE);
    }
    let pid_file = config::pid_file();
    let pid = read_pid(&pid_file)?;
    signal_reload(pid).with_context(|| format!("cannot signal the server (process {pid} of {})", pid_file.display()))?;
    println!("the content checks out; server {pid} was told to reload it (its log says when it has)");
    Ok(ExitCode::SUCCESS)
}
