use app::content::{Cta, CtaLink};
use app::i18n::Locale;
use serde::Deserialize;

use super::links::localize_href;

/// A call to action as written in front matter (`[cta]`), hrefs as unprefixed site paths.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CtaFrontMatter {
    pub title: String,
    pub text: String,
    pub primary: LinkFrontMatter,
    pub secondary: Option<LinkFrontMatter>,
}

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct LinkFrontMatter {
    pub label: String,
    pub href: String,
}

impl CtaFrontMatter {
    pub fn hrefs(&self) -> impl Iterator<Item = &str> {
        std::iter::once(self.primary.href.as_str()).chain(self.secondary.iter().map(|l| l.href.as_str()))
    }

    pub fn localized(&self, locale: Locale) -> Cta {
        let link = |l: &LinkFrontMatter| CtaLink { label: l.label.clone(), href: localize_href(&l.href, locale) };
        Cta {
            title: self.title.clone(),
            text: self.text.clone(),
            primary: link(&self.primary),
            secondary: self.secondary.as_ref().map(link),
        }
    }
}
