//! Plumbing shared by the endpoints: the error body, body limits, the client's address, per-IP
//! rate limits, security headers and cache policies.

mod api_error;
mod cache_control;
mod client_ip;
mod cookies;
mod every_request;
mod html_response;
mod json_body;
mod rate_limit;
mod request_id;
mod security_headers;

pub use api_error::ApiError;
pub use cache_control::{cache_control, A_DAY, IMMUTABLE, REVALIDATE};
pub use client_ip::{client_ip, BadProxyEntry, TrustedProxies};
pub use cookies::cookie_value;
pub use every_request::{every_request, RequestRecord};
pub use html_response::{html_response, CachedPage, PageCache};
pub use json_body::{read_json, read_json_bytes, BodyError};
pub use rate_limit::{IpRateLimiter, RateLimited};
pub use security_headers::{inline_script_hashes, SecurityHeaders};
