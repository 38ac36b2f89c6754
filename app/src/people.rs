//! Entries of the people stack: the groups and people a visitor can address.

use serde::{Deserialize, Serialize};

/// One entry, as the portal's `GET /v1/people-stack` returns it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PeopleStackItem {
    /// `group;<id>` or `user;<id>`.
    pub value: String,
    pub title: String,
    pub props: PeopleStackProps,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PeopleStackProps {
    pub subtitle: String,
}
