-- Visitors' thumbs up or down on chat answers.
CREATE TABLE chat_feedback (
    id TEXT PRIMARY KEY,
    message_id TEXT NOT NULL,
    rating TEXT NOT NULL,
    comment TEXT,
    created_at BIGINT NOT NULL
);

CREATE INDEX chat_feedback_message_id ON chat_feedback (message_id);
