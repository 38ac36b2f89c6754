use std::process::ExitCode;

use anyhow::Context;
use clap::Parser;
use server::cli::{Cli, Command, ContactsAction, ContentAction, ExportFormat};
use server::contacts::ContactStore;
use server::db::connect;
use server::{config::Settings, content::load_site_content, startup::Application, telemetry};

#[tokio::main]
async fn main() -> anyhow::Result<ExitCode> {
    match Cli::parse().command.unwrap_or(Command::Serve) {
        Command::Serve => serve().await.map(|()| ExitCode::SUCCESS),
        Command::Content { action: ContentAction::Check { dir } } => Ok(check_content(dir)),
        Command::Contacts { action: ContactsAction::Export { format } } => {
            export_contacts(format).await.map(|()| ExitCode::SUCCESS)
        }
    }
}

async fn export_contacts(format: ExportFormat) -> anyhow::Result<()> {
    let url = std::env::var("DATABASE_URL").unwrap_or_else(|_| "sqlite://data/site.db".into());
    let store = ContactStore::new(connect(&url).await?);
    let rows = store.list().await.context("cannot read the contact requests")?;
    let stdout = std::io::stdout().lock();
    match format {
        ExportFormat::Json => serde_json::to_writer_pretty(stdout, &rows)?,
        ExportFormat::Csv => {
            let mut writer = csv::Writer::from_writer(stdout);
            for row in rows {
                writer.serialize(row)?;
            }
            writer.flush()?;
        }
    }
    Ok(())
}

async fn serve() -> anyhow::Result<()> {
    telemetry::init();
    let settings = Settings::from_env().context("the configuration is invalid")?;
    let app = Application::build(settings).await.context("the server could not start")?;
    tracing::info!(address = %app.address(), "listening");
    app.run_until_stopped().await.context("the server stopped with an error")
}

fn check_content(dir: Option<std::path::PathBuf>) -> ExitCode {
    let dir = dir
        .or_else(|| std::env::var_os("CONTENT_DIR").map(Into::into))
        .unwrap_or_else(|| "content".into());
    match load_site_content(&dir) {
        Ok(content) => {
            let pages = content.pages().count();
            let articles = app::i18n::Locale::ALL.iter().map(|l| content.articles(*l).len()).sum::<usize>();
            println!("{}: ok ({pages} pages and {articles} articles across both languages)", dir.display());
            ExitCode::SUCCESS
        }
        Err(error) => {
            eprint!("{}: {error}", dir.display());
            ExitCode::FAILURE
        }
    }
}
