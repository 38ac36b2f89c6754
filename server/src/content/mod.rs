//! The operator's content under content/, loaded once at start.

mod people_stack;

pub use people_stack::{read_people_stack, PeopleStack, PeopleStackError};
