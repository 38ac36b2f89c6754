use serde::{Deserialize, Serialize};

/// What the visitor picked. Anything stored other than `light` or `dark` means "system".
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum ThemeChoice {
    Light,
    Dark,
    System,
}

impl ThemeChoice {
    pub const ALL: [ThemeChoice; 3] = [ThemeChoice::Light, ThemeChoice::Dark, ThemeChoice::System];

    pub fn from_stored(value: Option<&str>) -> ThemeChoice {
        match value {
            Some("light") => ThemeChoice::Light,
            Some("dark") => ThemeChoice::Dark,
            _ => ThemeChoice::System,
        }
    }

    pub fn as_str(self) -> &'static str {
        match self {
            ThemeChoice::Light => "light",
            ThemeChoice::Dark => "dark",
            ThemeChoice::System => "system",
        }
    }

    /// The theme actually shown, given whether the system prefers dark.
    pub fn resolve(self, system_prefers_dark: bool) -> ThemeChoice {
        match self {
            ThemeChoice::System if system_prefers_dark => ThemeChoice::Dark,
            ThemeChoice::System => ThemeChoice::Light,
            chosen => chosen,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn unknown_or_empty_values_follow_the_system() {
        assert_eq!(ThemeChoice::from_stored(None), ThemeChoice::System);
        assert_eq!(ThemeChoice::from_stored(Some("")), ThemeChoice::System);
        assert_eq!(ThemeChoice::from_stored(Some("purple")), ThemeChoice::System);
        assert_eq!(ThemeChoice::from_stored(Some("dark")), ThemeChoice::Dark);
    }

    #[test]
    fn system_resolves_to_the_preferred_scheme() {
        assert_eq!(ThemeChoice::System.resolve(true), ThemeChoice::Dark);
        assert_eq!(ThemeChoice::System.resolve(false), ThemeChoice::Light);
        assert_eq!(ThemeChoice::Light.resolve(true), ThemeChoice::Light);
    }
}
