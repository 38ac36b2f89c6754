//! Any bytes as the body of `POST /v1/contacts`: the parser answers a submission or an error,
//! never a panic.
#![no_main]

use app::people::{PeopleStackItem, PeopleStackProps};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(body) = serde_json::from_slice::<serde_json::Value>(data) else { return };
    let directory =
        [PeopleStackItem { value: "group;sales".into(), title: "Sales".into(), props: PeopleStackProps { subtitle: String::new() } }];
    let _ = server::contacts::parse_submission(&body, &directory);
});
