use std::net::{IpAddr, SocketAddr};
use std::str::FromStr;

use axum::extract::ConnectInfo;
use axum::http::{HeaderMap, Request};
use ipnet::IpNet;

/// The reverse proxies whose `X-Forwarded-For` names the visitor (`TRUSTED_PROXIES`): addresses
/// or CIDR ranges. Empty by default, so the header is ignored and the peer is the visitor.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct TrustedProxies(Vec<IpNet>);

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{0:?} is neither an IP address nor a CIDR range")]
pub struct BadProxyEntry(pub String);

impl FromStr for TrustedProxies {
    type Err = BadProxyEntry;

    /// Comma-separated addresses (`10.0.0.7`, `::1`) or ranges (`10.0.0.0/8`, `fd00::/8`).
    fn from_str(text: &str) -> Result<Self, Self::Err> {
        let entries = text.split(',').map(str::trim).filter(|entry| !entry.is_empty());
        let parse = |entry: &str| {
            entry.parse::<IpNet>().or_else(|_| entry.parse::<IpAddr>().map(IpNet::from)).map_err(|_| BadProxyEntry(entry.to_string()))
        };
        entries.map(parse).collect::<Result<_, _>>().map(TrustedProxies)
    }
}

impl TrustedProxies {
    fn trusts(&self, address: IpAddr) -> bool {
        let address = canonical(address);
        self.0.iter().any(|net| net.contains(&address))
    }

    /// The visitor behind `peer`: when `peer` is a trusted proxy, the rightmost address of
    /// `X-Forwarded-For` that is not itself a trusted proxy (each proxy appends the address it
    /// saw, so what stands left of it was written by the client and proves nothing). From any
    /// other peer the header is ignored: it cannot be spoofed to escape a limit.
    pub fn visitor(&self, peer: IpAddr, headers: &HeaderMap) -> IpAddr {
        let mut visitor = canonical(peer);
        if !self.trusts(visitor) {
            return visitor;
        }
        let hops = headers.get_all("x-forwarded-for").iter().filter_map(|value| value.to_str().ok()).flat_map(|value| value.split(','));
        let hops: Vec<&str> = hops.collect();
        for hop in hops.iter().rev() {
            // A hop a proxy could not have written ends the walk at the last trustworthy one.
            let Some(address) = forwarded_address(hop) else { break };
            visitor = address;
            if !self.trusts(address) {
                break;
            }
        }
        visitor
    }
}

/// One `X-Forwarded-For` entry: an address, possibly with a port (`1.2.3.4:5678`, `[::1]:80`).
fn forwarded_address(hop: &str) -> Option<IpAddr> {
    let hop = hop.trim();
    let address = hop
        .parse::<IpAddr>()
        .ok()
        .or_else(|| hop.parse::<SocketAddr>().ok().map(|socket| socket.ip()))
        .or_else(|| hop.strip_prefix('[')?.strip_suffix(']')?.parse().ok())?;
    Some(canonical(address))
}

/// An IPv4 client of a dual-stack socket arrives as `::ffff:a.b.c.d`: it is the IPv4 address.
fn canonical(address: IpAddr) -> IpAddr {
    match address {
        IpAddr::V6(v6) => v6.to_ipv4_mapped().map_or(address, IpAddr::V4),
        v4 => v4,
    }
}

/// The visitor who sent `request` (see `TrustedProxies::visitor`); the peer address comes from
/// the accept loop.
pub fn client_ip<B>(request: &Request<B>, trusted: &TrustedProxies) -> IpAddr {
    let peer = request.extensions().get::<ConnectInfo<SocketAddr>>().map_or(IpAddr::from([127, 0, 0, 1]), |info| info.0.ip());
    trusted.visitor(peer, request.headers())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn headers(values: &[&str]) -> HeaderMap {
        let mut headers = HeaderMap::new();
        for value in values {
            headers.append("x-forwarded-for", value.parse().unwrap());
        }
        headers
    }

    fn ip(text: &str) -> IpAddr {
        text.parse().unwrap()
    }

    #[test]
    fn addresses_and_ranges_are_read_and_junk_is_named() {
        let trusted: TrustedProxies = " 127.0.0.1, 10.0.0.0/8 ,fd00::/8,::1".parse().unwrap();
        assert!(trusted.trusts(ip("10.200.1.1")));
        assert!(trusted.trusts(ip("::ffff:127.0.0.1")));
        assert!(trusted.trusts(ip("fd12::1")));
        assert!(!trusted.trusts(ip("11.0.0.1")));
        assert_eq!("".parse::<TrustedProxies>().unwrap(), TrustedProxies::default());
        assert_eq!("10.0.0.1, nginx".parse::<TrustedProxies>(), Err(BadProxyEntry("nginx".into())));
        assert!("10.0.0.0/33".parse::<TrustedProxies>().is_err());
    }

    #[test]
    fn without_trusted_proxies_the_header_is_ignored() {
        let visitor = TrustedProxies::default().visitor(ip("203.0.113.9"), &headers(&["198.51.100.1"]));
        assert_eq!(visitor, ip("203.0.113.9"));
    }

    #[test]
    fn an_untrusted_peer_cannot_name_another_visitor() {
        let trusted: TrustedProxies = "127.0.0.1".parse().unwrap();
        assert_eq!(trusted.visitor(ip("203.0.113.9"), &headers(&["198.51.100.1"])), ip("203.0.113.9"));
    }

    #[test]
    fn behind_trusted_proxies_the_rightmost_untrusted_hop_is_the_visitor() {
        let trusted: TrustedProxies = "127.0.0.1, 10.0.0.0/8".parse().unwrap();
        let peer = ip("127.0.0.1");
        // The client wrote "1.1.1.1" itself; nginx appended what it saw, then an inner proxy.
        assert_eq!(trusted.visitor(peer, &headers(&["1.1.1.1, 203.0.113.9, 10.1.2.3"])), ip("203.0.113.9"));
        assert_eq!(trusted.visitor(peer, &headers(&["1.1.1.1", "203.0.113.9:4711"])), ip("203.0.113.9"));
        assert_eq!(trusted.visitor(peer, &headers(&["[2001:db8::7]:443"])), ip("2001:db8::7"));
        // Nothing but proxies: the leftmost of them; no header or junk: the last trusted hop.
        assert_eq!(trusted.visitor(peer, &headers(&["10.9.9.9, 10.1.1.1"])), ip("10.9.9.9"));
        assert_eq!(trusted.visitor(peer, &HeaderMap::new()), peer);
        assert_eq!(trusted.visitor(peer, &headers(&["203.0.113.9, garbage"])), peer);
    }
}
