use std::net::{IpAddr, Ipv6Addr};
use std::num::NonZeroU32;
use std::sync::atomic::{AtomicU32, Ordering};
use std::sync::Arc;

use governor::clock::{Clock, DefaultClock};
use governor::{DefaultKeyedRateLimiter, Quota, RateLimiter};

/// Every this many checks, the addresses whose allowance is whole again are forgotten: the
/// limiter's memory stays bounded when addresses rotate, with no task of its own.
const SWEEP_EVERY: u32 = 4096;

/// Refused by the limit; retry after this long.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct RateLimited {
    pub retry_after_seconds: u64,
}

/// A per-visitor limit of requests per minute; `None` inside means unlimited. An IPv4 visitor is
/// one address; an IPv6 visitor is its /64, the block one subscriber line gets.
#[derive(Clone)]
pub struct IpRateLimiter(Option<Arc<Limiter>>);

struct Limiter {
    keyed: DefaultKeyedRateLimiter<IpAddr>,
    checks: AtomicU32,
}

/// The key a visitor is limited by.
fn visitor_key(ip: IpAddr) -> IpAddr {
    match ip {
        IpAddr::V6(v6) => IpAddr::V6(Ipv6Addr::from(v6.to_bits() & !u128::from(u64::MAX))),
        v4 => v4,
    }
}

impl IpRateLimiter {
    /// `0` disables the limit.
    pub fn per_minute(requests: u32) -> Self {
        Self(
            NonZeroU32::new(requests)
                .map(|n| Arc::new(Limiter { keyed: RateLimiter::keyed(Quota::per_minute(n)), checks: AtomicU32::new(0) })),
        )
    }

    pub fn check(&self, ip: IpAddr) -> Result<(), RateLimited> {
        let Some(limiter) = &self.0 else { return Ok(()) };
        if limiter.checks.fetch_add(1, Ordering::Relaxed) % SWEEP_EVERY == SWEEP_EVERY - 1 {
            self.forget_idle();
        }
        limiter.keyed.check_key(&visitor_key(ip)).map_err(|not_until| {
            let wait = not_until.wait_time_from(DefaultClock::default().now());
            RateLimited { retry_after_seconds: wait.as_secs().max(1) }
        })
    }

    /// Drops the visitors whose allowance is whole again: they are indistinguishable from new ones.
    fn forget_idle(&self) {
        if let Some(limiter) = &self.0 {
            limiter.keyed.retain_recent();
            limiter.keyed.shrink_to_fit();
        }
    }

    /// How many visitors the limiter remembers.
    pub fn remembered(&self) -> usize {
        self.0.as_ref().map_or(0, |limiter| limiter.keyed.len())
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
        let Err(RateLimited { retry_after_seconds }) = limiter.check(a) else { panic!("the third request in a minute must be limited") };
        assert!((1..=60).contains(&retry_after_seconds));
        assert!(limiter.check(b).is_ok());
    }

    #[test]
    fn an_ipv6_visitor_is_its_64_block() {
        let limiter = IpRateLimiter::per_minute(1);
        assert!(limiter.check("2001:db8:1:2::1".parse().unwrap()).is_ok());
        assert!(limiter.check("2001:db8:1:2:ffff::9".parse().unwrap()).is_err(), "same /64, same allowance");
        assert!(limiter.check("2001:db8:1:3::1".parse().unwrap()).is_ok(), "another /64");
    }

    #[test]
    fn idle_visitors_are_forgotten_so_rotating_addresses_cannot_grow_memory() {
        // 6000 a minute: an allowance is whole again 10 ms after a single request.
        let limiter = IpRateLimiter::per_minute(6000);
        for i in 0..SWEEP_EVERY - 1 {
            limiter.check(IpAddr::from(i.to_be_bytes())).unwrap();
        }
        assert_eq!(limiter.remembered(), SWEEP_EVERY as usize - 1);
        std::thread::sleep(std::time::Duration::from_millis(50));
        // The next check sweeps: only its own address is left.
        limiter.check(IpAddr::from([192, 0, 2, 1])).unwrap();
        assert_eq!(limiter.remembered(), 1);
    }

    #[test]
    fn zero_disables_the_limit() {
        let limiter = IpRateLimiter::per_minute(0);
        for _ in 0..100 {
            assert!(limiter.check(IpAddr::from([10, 0, 0, 1])).is_ok());
        }
    }
}
