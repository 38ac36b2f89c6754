//! The database: SQLite by default, PostgreSQL when `DATABASE_URL` says so, through one sqlx
//! `Any` pool and one set of migrations (migrations/).

use std::path::Path;

use sqlx::any::AnyPoolOptions;
use sqlx::AnyPool;
use sqlx::Executor;

#[derive(Debug, thiserror::Error)]
pub enum DbError {
    #[error("DATABASE_URL must start with sqlite: or postgres:, got {0:?}")]
    UnsupportedUrl(String),
    #[error("cannot create the database folder {path}: {source}")]
    Folder { path: String, source: std::io::Error },
    #[error("cannot connect to the database: {0}")]
    Connect(#[source] sqlx::Error),
    #[error("cannot migrate the database: {0}")]
    Migrate(#[from] sqlx::migrate::MigrateError),
}

/// Connects, creating the SQLite file (and its folder) when needed, and runs the migrations.
pub async fn connect(url: &str) -> Result<AnyPool, DbError> {
    sqlx::any::install_default_drivers();
    let is_sqlite = url.starts_with("sqlite:");
    if !is_sqlite && !url.starts_with("postgres:") && !url.starts_with("postgresql:") {
        return Err(DbError::UnsupportedUrl(url.to_string()));
    }
    let url = if is_sqlite { prepare_sqlite(url)? } else { url.to_string() };
    let pool = AnyPoolOptions::new()
        .max_connections(if is_sqlite { 8 } else { 16 })
        .after_connect(move |conn, _| {
            Box::pin(async move {
                if is_sqlite {
                    // Writers wait for each other instead of failing; WAL lets readers go on.
                    conn.execute("PRAGMA busy_timeout = 10000; PRAGMA journal_mode = WAL; PRAGMA foreign_keys = ON;").await?;
                }
                Ok(())
            })
        })
        .connect(&url)
        .await
        .map_err(DbError::Connect)?;
    sqlx::migrate!("../migrations").run(&pool).await?;
    Ok(pool)
}

/// `sqlite://data/site.db` -> creates `data/` and opens read-write-create.
fn prepare_sqlite(url: &str) -> Result<String, DbError> {
    let path = url.trim_start_matches("sqlite://").trim_start_matches("sqlite:");
    let file = path.split('?').next().unwrap_or_default();
    if let Some(folder) = Path::new(file).parent().filter(|p| !p.as_os_str().is_empty()) {
        std::fs::create_dir_all(folder).map_err(|source| DbError::Folder { path: folder.display().to_string(), source })?;
    }
    Ok(if url.contains("mode=") {
        url.to_string()
    } else if url.contains('?') {
        format!("{url}&mode=rwc")
    } else {
        format!("{url}?mode=rwc")
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test]
    async fn a_new_sqlite_file_is_created_and_migrated() {
        let dir = tempfile::tempdir().unwrap();
        let url = format!("sqlite://{}/nested/site.db", dir.path().display());
        let pool = connect(&url).await.unwrap();
        let count: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM contact_submissions").fetch_one(&pool).await.unwrap();
        assert_eq!(count, 0);
        assert!(dir.path().join("nested/site.db").exists());
    }

    #[tokio::test]
    async fn other_databases_are_refused_by_name() {
        let error = connect("mysql://localhost/site").await.unwrap_err();
        assert!(matches!(error, DbError::UnsupportedUrl(_)));
    }
}
