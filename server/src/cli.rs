//! The `server` command line: serving is the default; operators' tasks are subcommands.

use std::path::PathBuf;

use clap::{Parser, Subcommand};

#[derive(Parser)]
#[command(name = "server", about = "The Acme Intelligence site server")]
pub struct Cli {
    #[command(subcommand)]
    pub command: Option<Command>,
}

#[derive(Subcommand)]
pub enum Command {
    /// Serve the site (the default).
    Serve,
    /// Work with the content folder.
    Content {
        #[command(subcommand)]
        action: ContentAction,
    },
    /// Measure the retrieval chat.
    Chat {
        #[command(subcommand)]
        action: ChatAction,
    },
    /// Work with stored contact requests.
    Contacts {
        #[command(subcommand)]
        action: ContactsAction,
    },
}

#[derive(Subcommand)]
pub enum ChatAction {
    /// Ask every question of a gold file and print, per locale, how many answers hold the fact
    /// asked for, how many are confidently wrong, the refusals, citation precision, and
    /// retrieval's hit@1, hit@5 and MRR.
    Eval {
        #[arg(long)]
        gold: PathBuf,
        /// The content folder (default: CONTENT_DIR or ./content).
        #[arg(long)]
        dir: Option<PathBuf>,
        /// Leave the operator's curated answers out: the engine's own figures.
        #[arg(long)]
        no_curated: bool,
        /// Also print every question that was not answered as it should be.
        #[arg(long)]
        failures: bool,
        /// Answer through the model `LLM_*` points at, as the chat does.
        #[arg(long)]
        llm: bool,
    },
    /// Print p50 and p95 of retrieval and of a whole offline answer at 1 and 16 clients.
    Bench {
        #[arg(long, default_value = "eval/gold.json")]
        gold: PathBuf,
        #[arg(long, default_value_t = 4000)]
        requests: usize,
        #[arg(long)]
        dir: Option<PathBuf>,
    },
    /// Print the visitors' ratings of answers (DATABASE_URL) as JSON, oldest first.
    Feedback,
}

#[derive(Subcommand)]
pub enum ContactsAction {
    /// Print every stored contact request (DATABASE_URL), oldest first.
    Export {
        #[arg(long, value_enum, default_value = "csv")]
        format: ExportFormat,
    },
}

#[derive(Clone, Copy, clap::ValueEnum)]
pub enum ExportFormat {
    Csv,
    Json,
}

#[derive(Subcommand)]
pub enum ContentAction {
    /// Check the content folder as the server does at start, and report every problem.
    Check {
        /// The content folder (default: CONTENT_DIR or ./content).
        #[arg(long)]
        dir: Option<PathBuf>,
    },
}
