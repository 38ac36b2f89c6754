use serde::de::DeserializeOwned;

/// Splits `+++\n<toml>\n+++\n<markdown>` and parses the TOML into `T`.
pub fn parse_front_matter<T: DeserializeOwned>(text: &str) -> Result<(T, &str), String> {
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    let rest = text
        .strip_prefix("+++\n")
        .or_else(|| text.strip_prefix("+++\r\n"))
        .ok_or("the file must start with a +++ line opening the TOML front matter")?;
    let end = rest.find("\n+++").ok_or("the front matter is not closed by a +++ line")?;
    let (toml_text, after) = (&rest[..end], &rest[end + 4..]);
    let body = after.strip_prefix("\r\n").or_else(|| after.strip_prefix('\n')).unwrap_or(after);
    let meta = toml::from_str(toml_text).map_err(|e| format!("front matter: {}", e.message()))?;
    Ok((meta, body))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[derive(serde::Deserialize, Debug)]
    struct Meta {
        title: String,
    }

    #[test]
    fn splits_front_matter_from_the_body() {
        let (meta, body) = parse_front_matter::<Meta>("+++\ntitle = \"Hi\"\n+++\n# Body\n").unwrap();
        assert_eq!(meta.title, "Hi");
        assert_eq!(body, "# Body\n");
    }

    #[test]
    fn explains_what_is_missing() {
        assert!(parse_front_matter::<Meta>("# no front matter").unwrap_err().contains("+++"));
        assert!(parse_front_matter::<Meta>("+++\ntitle = \"x\"\n").unwrap_err().contains("not closed"));
        let missing = parse_front_matter::<Meta>("+++\nname = \"x\"\n+++\n").unwrap_err();
        assert!(missing.contains("title"), "{missing}");
    }
}
