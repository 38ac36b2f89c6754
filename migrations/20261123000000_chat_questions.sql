-- What visitors asked the chat, for the operator's report of what the site could not answer.
-- Nothing ties a question to a visitor: no address, no cookie, only the answer's random id
-- (the one feedback names). Kept CHAT_LOG_RETENTION_DAYS, then deleted.
CREATE TABLE chat_questions (
    answer_id TEXT PRIMARY KEY,
    question TEXT NOT NULL,
    locale TEXT NOT NULL,
    -- answer, passages or none
    kind TEXT NOT NULL,
    grounded BOOLEAN NOT NULL,
    -- The cited sections' URLs, one a line.
    cited TEXT NOT NULL,
    created_at BIGINT NOT NULL
);

CREATE INDEX chat_questions_created_at ON chat_questions (created_at);
