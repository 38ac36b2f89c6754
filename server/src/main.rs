use anyhow::Context;
use server::{config::Settings, startup::Application, telemetry};

#[tokio::main]
async fn main() -> anyhow::Result<()> {
    telemetry::init();
    let settings = Settings::from_env().context("the configuration is invalid")?;
    let app = Application::build(settings).await.context("the server could not start")?;
    tracing::info!(address = %app.address(), "listening");
    app.run_until_stopped().await.context("the server stopped with an error")
}
