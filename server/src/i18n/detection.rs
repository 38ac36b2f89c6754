use app::i18n::Locale;

/// The root path's language: a known locale in the cookie, else the first `Accept-Language`
/// entry (by quality) that names one, exactly or by its base tag, else the default.
pub fn detect_locale(cookie: Option<Locale>, accept_language: Option<&str>) -> Locale {
    cookie.or_else(|| accept_language.and_then(from_accept_language)).unwrap_or(Locale::DEFAULT)
}

fn from_accept_language(header: &str) -> Option<Locale> {
    let mut tags: Vec<(f32, usize, &str)> = header
        .split(',')
        .enumerate()
        .filter_map(|(position, part)| {
            let mut pieces = part.split(';');
            let tag = pieces.next()?.trim();
            let quality = pieces.find_map(|p| p.trim().strip_prefix("q=")).map_or(Some(1.0), |q| q.trim().parse::<f32>().ok())?;
            (!tag.is_empty() && quality > 0.0).then_some((quality, position, tag))
        })
        .collect();
    tags.sort_by(|a, b| b.0.total_cmp(&a.0).then(a.1.cmp(&b.1)));
    tags.into_iter().find_map(|(_, _, tag)| {
        let tag = tag.to_ascii_lowercase();
        Locale::parse(&tag).or_else(|| Locale::parse(tag.split('-').next()?))
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_known_cookie_wins_over_the_browser() {
        assert_eq!(detect_locale(Some(Locale::En), Some("it-IT,it")), Locale::En);
    }

    #[test]
    fn the_browser_language_is_matched_exactly_then_by_base_tag() {
        assert_eq!(detect_locale(None, Some("en")), Locale::En);
        assert_eq!(detect_locale(None, Some("en-US,en;q=0.9")), Locale::En);
        assert_eq!(detect_locale(None, Some("fr-FR,fr;q=0.9,it;q=0.8,en;q=0.7")), Locale::It);
        assert_eq!(detect_locale(None, Some("fr;q=0.9,en;q=0.95")), Locale::En);
    }

    #[test]
    fn without_a_match_it_falls_back_to_italian() {
        assert_eq!(detect_locale(None, None), Locale::It);
        assert_eq!(detect_locale(None, Some("de-DE,fr")), Locale::It);
        assert_eq!(detect_locale(None, Some("en;q=0")), Locale::It);
        assert_eq!(detect_locale(None, Some(";;,")), Locale::It);
    }
}
