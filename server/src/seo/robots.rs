/// robots.txt: everything allowed with the sitemap's address, or nothing when not indexable.
pub fn robots_txt(indexable: bool, base_url: &str) -> String {
    if indexable {
        format!("User-agent: *\nAllow: /\n\nSitemap: {base_url}/sitemap.xml\n")
    } else {
        "User-agent: *\nDisallow: /\n".to_string()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_indexable_site_names_its_sitemap() {
        let robots = robots_txt(true, "https://example.com");
        assert!(robots.contains("Allow: /"));
        assert!(robots.contains("Sitemap: https://example.com/sitemap.xml"));
    }

    #[test]
    fn a_hidden_site_disallows_everything() {
        assert_eq!(robots_txt(false, "https://example.com"), "User-agent: *\nDisallow: /\n");
    }
}
