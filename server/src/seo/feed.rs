use std::fmt::Write as _;

use app::i18n::Locale;
use app::routing::{feed_path, Page, SiteRoute};
use app::site::SiteConfig;

use super::xml::escape;
use crate::content::SiteContent;

/// The blog of one language as RSS 2.0, newest first.
pub fn rss_feed(content: &SiteContent, site: &SiteConfig, locale: Locale) -> String {
    let base = &site.url;
    let blog = format!("{base}{}", SiteRoute::new(locale, Page::Blog).path());
    let title = content.page(locale, &Page::Blog).map_or("Blog", |p| p.doc.title.as_str());
    let mut xml = String::from(
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<rss version=\"2.0\" xmlns:atom=\"http://www.w3.org/2005/Atom\">\n<channel>\n",
    );
    writeln!(xml, "  <title>{}</title>", escape(&format!("{} {} {}", title, site.separator, site.name))).unwrap();
    writeln!(xml, "  <link>{}</link>", escape(&blog)).unwrap();
    writeln!(xml, "  <description>{}</description>", escape(site.description.get(locale))).unwrap();
    writeln!(xml, "  <language>{locale}</language>").unwrap();
    writeln!(xml, r#"  <atom:link href="{}" rel="self" type="application/rss+xml"/>"#, escape(&format!("{base}{}", feed_path(locale))))
        .unwrap();
    for article in content.articles(locale) {
        let card = &article.doc.card;
        let link = escape(&format!("{base}{}", card.href));
        xml.push_str("  <item>\n");
        writeln!(xml, "    <title>{}</title>", escape(&card.title)).unwrap();
        writeln!(xml, "    <link>{link}</link>\n    <guid isPermaLink=\"true\">{link}</guid>").unwrap();
        writeln!(xml, "    <description>{}</description>", escape(&card.description)).unwrap();
        writeln!(xml, "    <pubDate>{}</pubDate>", article.published.rfc2822()).unwrap();
        for tag in &card.tags {
            writeln!(xml, "    <category>{}</category>", escape(tag)).unwrap();
        }
        xml.push_str("  </item>\n");
    }
    xml.push_str("</channel>\n</rss>\n");
    xml
}
