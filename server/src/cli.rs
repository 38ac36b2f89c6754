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
    /// Work with stored contact requests.
    Contacts {
        #[command(subcommand)]
        action: ContactsAction,
    },
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
