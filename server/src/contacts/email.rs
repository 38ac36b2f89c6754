/// An e-mail address of the simple form text@text.text, as the contact rules require.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EmailAddress(String);

impl EmailAddress {
    pub fn parse(text: &str) -> Option<EmailAddress> {
        let (local, domain) = text.split_once('@')?;
        let (host, tld) = domain.rsplit_once('.')?;
        let part_ok = |p: &str| !p.is_empty() && !p.contains(char::is_whitespace) && !p.contains('@');
        (part_ok(local) && part_ok(host) && part_ok(tld)).then(|| EmailAddress(text.to_string()))
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn accepts_text_at_text_dot_text() {
        for good in ["a@b.co", "first.last+tag@mail.example.com", "x@sub.domain.it"] {
            assert!(EmailAddress::parse(good).is_some(), "{good}");
        }
    }

    #[test]
    fn refuses_anything_else() {
        for bad in ["", "plain", "a@b", "@b.co", "a@.co", "a@b.", "a b@c.de", "a@b@c.de"] {
            assert!(EmailAddress::parse(bad).is_none(), "{bad}");
        }
    }
}
