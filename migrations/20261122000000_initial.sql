-- Portable between SQLite and PostgreSQL: text ids made by the server, times as Unix seconds.

CREATE TABLE contact_submissions (
    id TEXT PRIMARY KEY,
    channel TEXT NOT NULL,
    source TEXT NOT NULL,
    name TEXT NOT NULL,
    email TEXT NOT NULL,
    company TEXT,
    phone TEXT,
    message TEXT,
    recipient TEXT,
    privacy_consent BOOLEAN NOT NULL,
    created_at BIGINT NOT NULL
);

CREATE INDEX contact_submissions_created_at ON contact_submissions (created_at);

-- A CSRF token's id is inserted when the token is used: the primary key makes it single-use
-- across every server replica sharing the database.
CREATE TABLE csrf_tokens_used (
    token_id TEXT PRIMARY KEY,
    used_at BIGINT NOT NULL,
    expires_at BIGINT NOT NULL
);

-- Notifications waiting to be e-mailed; a row is written in the same transaction as its
-- submission, so nothing is lost when the mail server is down.
CREATE TABLE notification_outbox (
    id TEXT PRIMARY KEY,
    submission_id TEXT NOT NULL REFERENCES contact_submissions (id),
    attempts INTEGER NOT NULL,
    next_attempt_at BIGINT NOT NULL,
    last_error TEXT,
    sent_at BIGINT
);

CREATE INDEX notification_outbox_pending ON notification_outbox (sent_at, next_attempt_at);
