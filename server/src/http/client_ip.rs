use std::net::{IpAddr, SocketAddr};

use axum::extract::ConnectInfo;
use axum::http::Request;

/// The peer address of the connection. Behind a reverse proxy every request shares the proxy's
/// address; see docs/deploy.md.
pub fn client_ip<B>(request: &Request<B>) -> IpAddr {
    request
        .extensions()
        .get::<ConnectInfo<SocketAddr>>()
        .map_or(IpAddr::from([127, 0, 0, 1]), |info| info.0.ip())
}
