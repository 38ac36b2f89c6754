//! The multi-service portal's calls: the visitor's profile, permissions and session. In
//! production they are forwarded to `PORTAL_API_URL`; in development a mock answers them (and
//! slows and sometimes fails the contact form, as the reference's mock did).

mod forward;
mod mock;
mod profile;

pub use forward::{portal_routes, PortalClient};
pub use mock::{mock_routes, MockSettings, MockState};
pub use profile::{apply_profile_update, sample_profile, ProfileUpdateError};
