use std::net::IpAddr;
use std::num::NonZeroU32;
use std::sync::Arc;

use governor::clock::{Clock, DefaultClock};
use governor::{DefaultKeyedRateLimiter, Quota, RateLimiter};


/// Refused by the limit; retry after this long.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct RateLimited {
    pub retry_after_seconds: u64,
}

/// A per-IP limit of requests per minute; `None` inside means unlimited.
#[derive(Clone)]
pub struct IpRateLimiter(Option<Arc<DefaultKeyedRateLimiter<IpAddr>>>);

impl IpRateLimiter {
    /// `0` disables the limit.
    pub fn per_minute(requests: u32) -> Self {
        Self(NonZeroU32::new(requests).map(|n| Arc::new(RateLimiter::keyed(Quota::per_minute(n)))))
    }

    pub fn check(&self, ip: IpAddr) -> Result<(), RateLimited> {
        let Some(limiter) = &self.0 else { return Ok(()) };
        limiter.check_key(&ip).map_err(|not_until| {
            let wait = not_until.wait_time_from(DefaultClock::default().now());
            RateLimited { retry_after_seconds: wait.as_secs().max(1) }
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_limit_applies_per_address() {
        let limiter = IpRateLimiter::per_minute(2);
        let (a, b) = (IpAddr::from([10, 0, 0, 1]), IpAddr::from([10, 0, 0, 2]));
        assert!(limiter.check(a).is_ok());
        assert!(limiter.check(a).is_ok());
        let Err(RateLimited { retry_after_seconds }) = limiter.check(a) else {
            panic!("the third request in a minute must be limited")
        };
        assert!((1..=60).contains(&retry_after_seconds));
        assert!(limiter.check(b).is_ok());
    }

    #[test]
    fn zero_disables_the_limit() {
        let limiter = IpRateLimiter::per_minute(0);
        for _ in 0..100 {
            assert!(limiter.check(IpAddr::from([10, 0, 0, 1])).is_ok());
        }
    }
}
