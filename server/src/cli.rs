//! The `server` command line: serving is the default; operators' tasks are subcommands.

use std::path::PathBuf;

use clap::{Parser, Subcommand};

use crate::chat::AsTyped;

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
        #[command(flatten)]
        site: ChatSite,
        /// Leave the operator's curated answers out: the engine's own figures.
        #[arg(long)]
        no_curated: bool,
        /// Also print every question that was not answered as it should be.
        #[arg(long)]
        failures: bool,
        /// Answer through the model `LLM_*` points at, as the chat does.
        #[arg(long)]
        llm: bool,
        /// Ask every question as visitors type it, one way or several in turn.
        #[arg(long, value_enum)]
        as_typed: Vec<AsTyped>,
        /// Ask every first question as a visitor's next one, on something else: after another
        /// question of the gold set and the chat's answer to it.
        #[arg(long)]
        after_another: bool,
        /// Ask every question needing a fact in one message with another such question of the
        /// gold set ("How much is it? Where are you based?"), judged by the part of the answer
        /// under it.
        #[arg(long)]
        with_another: bool,
        /// Ask every question needing a fact before a question of this other gold file, joined by
        /// "and" ("workshop price and where are you based?"), judged by the part of the answer
        /// under it.
        #[arg(long, value_name = "GOLD")]
        before_another_from: Option<PathBuf>,
    },
    /// Print p50 and p95 of retrieval and of a whole offline answer at 1 and 16 clients.
    Bench {
        #[arg(long, default_value = "eval/gold.json")]
        gold: PathBuf,
        #[arg(long, default_value_t = 4000)]
        requests: usize,
        #[command(flatten)]
        site: ChatSite,
    },
    /// Print the visitors' ratings of answers (DATABASE_URL) as JSON, oldest first.
    Feedback,
    /// List the questions the chat could not answer, and those rated down, grouped by similar
    /// wording, most frequent first, with the best passages the site has for each.
    Report {
        /// How far back: `7d`, `24h`, `30d`.
        #[arg(long, default_value = "7d")]
        since: String,
        #[command(flatten)]
        site: ChatSite,
    },
}

/// The site the chat commands read: its content folder, and whose site it is.
#[derive(clap::Args)]
pub struct ChatSite {
    /// The content folder (default: CONTENT_DIR or ./content).
    #[arg(long)]
    pub dir: Option<PathBuf>,
    /// The owner's name, which the chat never takes as evidence (default: `name` in the site
    /// file); give it with another site's content folder.
    #[arg(long)]
    pub owner: Option<String>,
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
    /// Check the content folder and site.toml as the server does at start, report every
    /// problem, and list the redirects.
    Check {
        /// The content folder (default: CONTENT_DIR or ./content).
        #[arg(long)]
        dir: Option<PathBuf>,
        /// Check as development does, with the drafts.
        #[arg(long)]
        drafts: bool,
    },
    /// Check the content, then tell the running server (its process id is in SITE_PID_FILE,
    /// default data/server.pid) to take it, without a restart.
    Reload,
}
