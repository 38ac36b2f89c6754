use serde::{Deserialize, Serialize};

/// The kinds of error page the site can show, each with its HTTP status and the default message
/// that forms the document title (`{status} - {message}`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum ErrorKind {
    BadRequest,
    Unauthorized,
    Forbidden,
    NotFound,
    Internal,
}

impl ErrorKind {
    pub fn status(self) -> u16 {
        match self {
            ErrorKind::BadRequest => 400,
            ErrorKind::Unauthorized => 401,
            ErrorKind::Forbidden => 403,
            ErrorKind::NotFound => 404,
            ErrorKind::Internal => 500,
        }
    }

    /// The reference's default status messages, in English whatever the page language.
    pub fn default_message(self) -> &'static str {
        match self {
            ErrorKind::BadRequest => "Bad Request",
            ErrorKind::Unauthorized => "Unauthorized",
            ErrorKind::Forbidden => "Forbidden",
            ErrorKind::NotFound => "Page Not Found",
            ErrorKind::Internal => "Internal Server Error",
        }
    }

    pub fn document_title(self) -> String {
        format!("{} - {}", self.status(), self.default_message())
    }
}
