use std::sync::Arc;

use app::content::PageData;
use app::pages::ContactDirectory;
use app::shell::shell;
use app::site::PageRequest;
use hydration_context::SsrSharedContext;
use leptos::config::LeptosOptions;
use leptos::prelude::*;

use app::site::{FrontendAssets, SiteConfig};

use crate::content::SiteContent;

/// What every page is rendered with: the site, its content, the built front-end and Leptos's
/// options.
pub struct Renderer<'a> {
    pub site: &'a SiteConfig,
    pub content: &'a SiteContent,
    pub frontend: &'a FrontendAssets,
    pub leptos: &'a LeptosOptions,
}

/// Renders the page a request resolved to, with everything the components read from context.
pub fn render_page(with: &Renderer, request: PageRequest, data: PageData) -> String {
    let directory = ContactDirectory(with.content.people.for_locale(request.route.locale).to_vec());
    let site = with.site.clone();
    let frontend = with.frontend.clone();
    render_document(with.leptos, || {
        provide_context(request);
        provide_context(site);
        provide_context(frontend);
        provide_context(directory);
        provide_context(data);
    })
}

/// Renders the whole HTML document synchronously: page content is already in memory, so there
/// is nothing to stream, and a finished string can be cached and compressed once.
///
/// leptos_axum's streaming handler is not used because it adds a per-request nonce (which would
/// make every response unique) and resource scripts after `</html>`.
fn render_document(options: &LeptosOptions, provide: impl FnOnce()) -> String {
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
