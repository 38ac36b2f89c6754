use std::time::Duration;

use hmac::{Hmac, Mac};
use sha2::Sha256;
use subtle::ConstantTimeEq;

type HmacSha256 = Hmac<Sha256>;

/// Signs and checks CSRF tokens `{id}.{expires_at}.{signature}`. Any replica with the same
/// secret accepts a token; single use is recorded in the database by `id`.
#[derive(Clone)]
pub struct CsrfKeys {
    secret: Vec<u8>,
    ttl: Duration,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct IssuedToken {
    pub token: String,
    pub expires_at: i64,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct VerifiedToken {
    pub id: String,
    pub expires_at: i64,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum CsrfError {
    /// Malformed, forged or signed with another secret.
    Invalid,
    Expired,
}

impl CsrfKeys {
    pub fn new(secret: Vec<u8>, ttl: Duration) -> Self {
        Self { secret, ttl }
    }

    pub fn ttl(&self) -> Duration {
        self.ttl
    }

    pub fn issue(&self, now: i64) -> IssuedToken {
        let mut id = [0u8; 16];
        getrandom::fill(&mut id).expect("the operating system provides randomness");
        let id = hex(&id);
        let expires_at = now + self.ttl.as_secs() as i64;
        let signature = self.sign(&id, expires_at);
        IssuedToken { token: format!("{id}.{expires_at}.{signature}"), expires_at }
    }

    pub fn verify(&self, token: &str, now: i64) -> Result<VerifiedToken, CsrfError> {
        let mut parts = token.split('.');
        let (Some(id), Some(expires), Some(signature), None) = (parts.next(), parts.next(), parts.next(), parts.next()) else {
            return Err(CsrfError::Invalid);
        };
        let expires_at: i64 = expires.parse().map_err(|_| CsrfError::Invalid)?;
        let expected = self.sign(id, expires_at);
        if id.len() != 32 || !bool::from(expected.as_bytes().ct_eq(signature.as_bytes())) {
            return Err(CsrfError::Invalid);
        }
        if now >= expires_at {
            return Err(CsrfError::Expired);
        }
        Ok(VerifiedToken { id: id.to_string(), expires_at })
    }

    fn sign(&self, id: &str, expires_at: i64) -> String {
        let mut mac = HmacSha256::new_from_slice(&self.secret).expect("HMAC takes keys of any length");
        mac.update(format!("{id}.{expires_at}").as_bytes());
        hex(&mac.finalize().into_bytes())
    }
}

fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn keys() -> CsrfKeys {
        CsrfKeys::new(b"secret".to_vec(), Duration::from_secs(3600))
    }

    #[test]
    fn an_issued_token_verifies_until_it_expires() {
        let issued = keys().issue(1_000);
        assert_eq!(issued.expires_at, 4_600);
        assert!(keys().verify(&issued.token, 4_599).is_ok());
        assert_eq!(keys().verify(&issued.token, 4_600), Err(CsrfError::Expired));
    }

    #[test]
    fn forged_or_foreign_tokens_are_invalid() {
        let issued = keys().issue(1_000);
        let other = CsrfKeys::new(b"other".to_vec(), Duration::from_secs(3600));
        assert_eq!(other.verify(&issued.token, 1_001), Err(CsrfError::Invalid));
        let (id, _) = issued.token.split_once('.').unwrap();
        let extended = format!("{id}.999999999.{}", issued.token.rsplit('.').next().unwrap());
        assert_eq!(keys().verify(&extended, 1_001), Err(CsrfError::Invalid));
        for junk in ["", "a.b.c", "x", "a.1.b.c"] {
            assert_eq!(keys().verify(junk, 1_001), Err(CsrfError::Invalid), "{junk}");
        }
    }

    #[test]
    fn every_token_is_different() {
        assert_ne!(keys().issue(1).token, keys().issue(1).token);
    }
}
