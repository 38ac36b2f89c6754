//! Turns locales/*.json into typed Rust constants, so a key that is missing in one language, or
//! misspelt in code, fails the build instead of leaving a blank on the page. Each section
//! serializes with camel-cased keys, as the React widgets' props want them (their types are
//! generated from the same file by react-widgets/scripts/messages.mjs).

use std::collections::BTreeMap;
use std::fmt::Write as _;
use std::path::Path;

type Sections = BTreeMap<String, BTreeMap<String, String>>;

const LOCALES: [(&str, &str); 2] = [("EN", "en"), ("IT", "it")];

fn main() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../locales");
    println!("cargo:rerun-if-changed={}", dir.display());
    let loaded: Vec<(&str, Sections)> = LOCALES
        .iter()
        .map(|(konst, code)| {
            let path = dir.join(format!("{code}.json"));
            println!("cargo:rerun-if-changed={}", path.display());
            let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("cannot read {}: {e}", path.display()));
            let sections: Sections =
                serde_json::from_str(&text).unwrap_or_else(|e| panic!("{} must be an object of sections of strings: {e}", path.display()));
            (*konst, sections)
        })
        .collect();

    let (_, reference) = &loaded[0];
    for (konst, sections) in &loaded[1..] {
        assert_same_keys(reference, sections, konst);
    }

    let mut out = String::new();
    for (section, keys) in reference {
        let ty = struct_name(section);
        // Generic over the string so an island can take a section as its props: the tables hold
        // `&'static str`, what crosses to the browser is deserialized into `String`s.
        writeln!(
            out,
            "#[derive(Clone, Debug, PartialEq, serde::Serialize, serde::Deserialize)]\n#[serde(rename_all = \"camelCase\")]\npub struct {ty}<S = &'static str> {{"
        )
        .unwrap();
        for key in keys.keys() {
            writeln!(out, "    pub {key}: S,").unwrap();
        }
        out.push_str("}\n");
        writeln!(out, "impl {ty} {{\n    /// This section as island props.\n    pub fn owned(&self) -> {ty}<String> {{\n        {ty} {{")
            .unwrap();
        for key in keys.keys() {
            writeln!(out, "            {key}: self.{key}.to_string(),").unwrap();
        }
        out.push_str("        }\n    }\n}\n");
    }
    out.push_str("#[derive(Debug)]\npub struct Messages {\n");
    for section in reference.keys() {
        writeln!(out, "    pub {section}: {},", struct_name(section)).unwrap();
    }
    out.push_str("}\n");
    for (konst, sections) in &loaded {
        writeln!(out, "pub static {konst}: Messages = Messages {{").unwrap();
        for (section, keys) in sections {
            writeln!(out, "    {section}: {} {{", struct_name(section)).unwrap();
            for (key, value) in keys {
                writeln!(out, "        {key}: {value:?},").unwrap();
            }
            out.push_str("    },\n");
        }
        out.push_str("};\n");
    }
    let dest = Path::new(&std::env::var("OUT_DIR").unwrap()).join("messages.rs");
    std::fs::write(dest, out).unwrap();
}

fn assert_same_keys(reference: &Sections, other: &Sections, name: &str) {
    let flat = |s: &Sections| -> Vec<String> { s.iter().flat_map(|(sec, keys)| keys.keys().map(move |k| format!("{sec}.{k}"))).collect() };
    let (a, b) = (flat(reference), flat(other));
    let missing: Vec<_> = a.iter().filter(|k| !b.contains(k)).collect();
    let extra: Vec<_> = b.iter().filter(|k| !a.contains(k)).collect();
    if !missing.is_empty() || !extra.is_empty() {
        panic!("locales/{}.json differs from locales/en.json: missing {missing:?}, extra {extra:?}", name.to_lowercase());
    }
}

/// `contact_form` -> `ContactFormMessages`.
fn struct_name(section: &str) -> String {
    let camel: String = section
        .split('_')
        .map(|word| {
            let mut chars = word.chars();
            chars.next().map(|c| c.to_ascii_uppercase()).into_iter().chain(chars).collect::<String>()
        })
        .collect();
    format!("{camel}Messages")
}
