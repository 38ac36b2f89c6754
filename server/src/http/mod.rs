//! Plumbing shared by the JSON endpoints: the error body, body limits, the client's address and
//! per-IP rate limits.

mod api_error;
mod client_ip;
mod cookies;
mod json_body;
mod rate_limit;
mod security_headers;

pub use api_error::ApiError;
pub use client_ip::client_ip;
pub use cookies::cookie_value;
pub use json_body::{read_json, read_json_bytes, BodyError};
pub use rate_limit::{IpRateLimiter, RateLimited};
pub use security_headers::{add_security_headers, inline_script_hashes, SecurityHeaders};
