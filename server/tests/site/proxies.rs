//! Rate limits apply to the visitor, also behind a reverse proxy, and cannot be escaped by
//! writing `X-Forwarded-For` by hand.

use crate::support::{spawn_app_with, TestApp};
use serde_json::json;

async fn ask_as(app: &TestApp, forwarded_for: Option<&str>) -> u16 {
    let mut request = app.client.post(app.url("/api/chat")).json(&json!({ "question": "Where are you?", "locale": "en" }));
    if let Some(chain) = forwarded_for {
        request = request.header("x-forwarded-for", chain);
    }
    request.send().await.unwrap().status().as_u16()
}

#[tokio::test]
async fn behind_a_trusted_proxy_each_visitor_has_their_own_allowance() {
    let app = spawn_app_with(|settings| {
        settings.rate_limit_per_minute = 2;
        settings.trusted_proxies = "127.0.0.1".parse().unwrap();
    })
    .await;
    // The proxy (this test, on 127.0.0.1) appends the address it saw, after whatever the client
    // wrote itself.
    assert_eq!(ask_as(&app, Some("203.0.113.7")).await, 200);
    assert_eq!(ask_as(&app, Some("203.0.113.7")).await, 200);
    assert_eq!(ask_as(&app, Some("203.0.113.7")).await, 429);
    assert_eq!(ask_as(&app, Some("6.6.6.6, 203.0.113.7")).await, 429, "what the client wrote left of it changes nothing");
    assert_eq!(ask_as(&app, Some("198.51.100.2")).await, 200, "another visitor is not limited by the first");
    // IPv6 visitors are their /64.
    assert_eq!(ask_as(&app, Some("2001:db8:0:1::1")).await, 200);
    assert_eq!(ask_as(&app, Some("2001:db8:0:1::2")).await, 200);
    assert_eq!(ask_as(&app, Some("2001:db8:0:1:ffff::3")).await, 429);
}

#[tokio::test]
async fn from_an_untrusted_peer_a_forged_header_does_not_escape_the_limit() {
    let app = spawn_app_with(|settings| settings.rate_limit_per_minute = 2).await;
    assert_eq!(ask_as(&app, Some("203.0.113.1")).await, 200);
    assert_eq!(ask_as(&app, Some("203.0.113.2")).await, 200);
    assert_eq!(ask_as(&app, Some("203.0.113.3")).await, 429, "the header is ignored: the peer is the visitor");
    assert_eq!(ask_as(&app, None).await, 429);
}

#[tokio::test]
async fn the_contact_form_limit_follows_the_same_visitor() {
    let app = spawn_app_with(|settings| {
        settings.rate_limit_per_minute = 1;
        settings.trusted_proxies = "127.0.0.0/8".parse().unwrap();
    })
    .await;
    let send = |visitor: &'static str| app.client.post(app.url("/v1/contacts")).header("x-forwarded-for", visitor).json(&json!({})).send();
    assert_ne!(send("192.0.2.10").await.unwrap().status(), 429);
    assert_eq!(send("192.0.2.10").await.unwrap().status(), 429);
    assert_ne!(send("192.0.2.11").await.unwrap().status(), 429);
}
