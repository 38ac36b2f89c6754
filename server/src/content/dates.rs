use app::i18n::Locale;
use time::format_description::well_known::Rfc2822;
use time::macros::format_description;
use time::{Date, Month, OffsetDateTime};

/// A publication date, parsed from `YYYY-MM-DD`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub struct PublishedOn(Date);

impl PublishedOn {
    pub fn parse(text: &str) -> Result<Self, String> {
        Date::parse(text, format_description!("[year]-[month]-[day]"))
            .map(PublishedOn)
            .map_err(|_| format!("date {text:?} must be a real date written YYYY-MM-DD"))
    }

    pub fn iso(self) -> String {
        self.0.to_string()
    }

    /// `14 marzo 2025`, `14 March 2025`.
    pub fn display(self, locale: Locale) -> String {
        format!("{} {} {}", self.0.day(), month_name(self.0.month(), locale), self.0.year())
    }

    /// For RSS: midnight UTC of that day, RFC 2822.
    pub fn rfc2822(self) -> String {
        OffsetDateTime::new_utc(self.0, time::Time::MIDNIGHT).format(&Rfc2822).expect("every date formats as RFC 2822")
    }
}

fn month_name(month: Month, locale: Locale) -> &'static str {
    const IT: [&str; 12] =
        ["gennaio", "febbraio", "marzo", "aprile", "maggio", "giugno", "luglio", "agosto", "settembre", "ottobre", "novembre", "dicembre"];
    const EN: [&str; 12] =
        ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];
    let index = u8::from(month) as usize - 1;
    match locale {
        Locale::It => IT[index],
        Locale::En => EN[index],
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dates_read_in_both_languages() {
        let date = PublishedOn::parse("2025-03-14").unwrap();
        assert_eq!(date.display(Locale::It), "14 marzo 2025");
        assert_eq!(date.display(Locale::En), "14 March 2025");
        assert_eq!(date.iso(), "2025-03-14");
        assert_eq!(date.rfc2822(), "Fri, 14 Mar 2025 00:00:00 +0000");
    }

    #[test]
    fn impossible_dates_are_refused() {
        assert!(PublishedOn::parse("2025-02-30").is_err());
        assert!(PublishedOn::parse("14/03/2025").is_err());
    }
}
