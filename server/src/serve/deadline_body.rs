use std::future::Future;
use std::pin::Pin;
use std::task::{Context, Poll};

use axum::body::Bytes;
use http_body::{Body, Frame, SizeHint};
use tokio::time::{Instant, Sleep};

/// The request body did not arrive whole by its deadline.
#[derive(Debug, thiserror::Error)]
#[error("the request body did not arrive in time")]
pub struct BodyTimedOut;

/// A request body that must arrive whole by a fixed deadline, counted from the request's head:
/// a client trickling a byte now and then cannot hold a request open (a timer reset by every
/// chunk, like tower-http's, would let it).
pub struct DeadlineBody<B> {
    inner: B,
    deadline: Instant,
    /// Armed the first time the body is read: a request whose body nobody reads costs no timer.
    timer: Option<Pin<Box<Sleep>>>,
}

impl<B> DeadlineBody<B> {
    pub fn new(inner: B, deadline: Instant) -> Self {
        DeadlineBody { inner, deadline, timer: None }
    }
}

impl<B> Body for DeadlineBody<B>
where
    B: Body<Data = Bytes> + Unpin,
    B::Error: Into<axum::BoxError>,
{
    type Data = Bytes;
    type Error = axum::BoxError;

    fn poll_frame(self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<Option<Result<Frame<Bytes>, axum::BoxError>>> {
        let this = self.get_mut();
        let deadline = this.deadline;
        let timer = this.timer.get_or_insert_with(|| Box::pin(tokio::time::sleep_until(deadline)));
        if timer.as_mut().poll(cx).is_ready() {
            return Poll::Ready(Some(Err(BodyTimedOut.into())));
        }
        Pin::new(&mut this.inner).poll_frame(cx).map_err(Into::into)
    }

    fn is_end_stream(&self) -> bool {
        self.inner.is_end_stream()
    }

    fn size_hint(&self) -> SizeHint {
        self.inner.size_hint()
    }
}

#[cfg(test)]
mod tests {
    use std::time::Duration;

    use http_body_util::{BodyExt, StreamBody};

    use super::*;

    #[tokio::test]
    async fn a_trickled_body_is_cut_at_the_deadline_however_often_it_sends() {
        // A byte every 20 ms, for ever: each chunk arrives well within any idle timer.
        let trickle = futures_util::stream::unfold((), |()| async {
            tokio::time::sleep(Duration::from_millis(20)).await;
            Some((Ok::<_, std::convert::Infallible>(Frame::data(Bytes::from_static(b"x"))), ()))
        });
        let started = Instant::now();
        let body = DeadlineBody::new(StreamBody::new(Box::pin(trickle)), started + Duration::from_millis(300));
        let Err(error) = body.collect().await else { panic!("the deadline ends the body") };
        assert!(error.is::<BodyTimedOut>());
        assert!(started.elapsed() >= Duration::from_millis(300));
    }

    #[tokio::test]
    async fn a_body_that_arrives_in_time_is_read_whole() {
        let body = DeadlineBody::new(http_body_util::Full::new(Bytes::from_static(b"{}")), Instant::now() + Duration::from_secs(1));
        assert_eq!(body.collect().await.unwrap().to_bytes(), "{}");
    }
}
