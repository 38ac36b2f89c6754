use std::sync::Arc;

use app::shell::shell;
use hydration_context::SsrSharedContext;
use leptos::config::LeptosOptions;
use leptos::prelude::*;

/// Renders the whole HTML document synchronously: page content is already in memory, so there
/// is nothing to stream, and a finished string can be cached and compressed once.
///
/// leptos_axum's streaming handler is not used because it adds a per-request nonce (which would
/// make every response unique) and resource scripts after `</html>`.
pub fn render_document(options: &LeptosOptions, provide: impl FnOnce()) -> String {
    // Islands serialize their props and children through the shared context.
    let owner = Owner::new_root(Some(Arc::new(SsrSharedContext::new())));
    let html = owner.with(|| {
        provide();
        shell(options.clone()).to_html()
    });
    // Leptos marks text boundaries with the bogus comment `<!>`; `<!---->` is the same empty
    // comment node to the browser (and to hydration), and valid HTML.
    html.replace("<!>", "<!---->")
}
