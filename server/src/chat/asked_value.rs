//! What kind of value a question asks for, read from its wording in English or Italian: "how
//! much", "quanto costa" ask for an amount; "how long", "per quanto tempo" for a duration.

use std::sync::LazyLock;

use regex::Regex;

use super::values::ValueKind;

/// Cues, most specific first: "how many days" asks for a duration before it asks for a number,
/// "e-mail address" for an e-mail before a place.
static CUES: LazyLock<Vec<(ValueKind, Regex)>> = LazyLock::new(|| {
    let cue = |words: &str| Regex::new(&format!(r"(?i)\b(?:{words})\b")).expect("the cue patterns are valid");
    vec![
        (ValueKind::Email, cue(r"e-?mails?|mail address|indirizzo (?:di posta|mail|e-?mail)|posta elettronica|pec")),
        (
            ValueKind::Phone,
            cue(
                r"phone|telephone|call you|call us|ring|phone number|mobile number|whatsapp|telefono|telefonare|telefonarvi|chiamare|chiamarvi|cellulare|numero di telefono",
            ),
        ),
        (
            ValueKind::Duration,
            cue(
                r"how long|for how long|how much time|how old|age|età|eta|how many (?:days|weeks|months|years|hours|minutes)|how soon|how quickly|how fast|duration|quanto dura|quanto durano|quanto tempo|per quanto|quanti (?:giorni|mesi|anni|minuti)|quante (?:ore|settimane|giornate)|durata|entro quanto|in quanto tempo|quanto ci mette|quanto ci mettete|quanto ci vuole|quanto tempo ci vuole|tempi di risposta",
            ),
        ),
        (ValueKind::Distance, cue(r"how far|distance|far from|quanto dista|quanto è lontan[oa]|distanza|lontan[oa] da")),
        (
            ValueKind::Amount,
            cue(
                r"how much|cost|costs|price|prices|pricing|priced|fee|fees|charge|charges|rate|rates|pay|paid|salary|expensive|cheap|budget|tariff|quanto costa|quanto costano|quanto viene|quanto si paga|costo|costi|prezzo|prezzi|tariffa|tariffe|pagare|paga|quota|stipendio|retribuzione|caro|economico",
            ),
        ),
        (
            ValueKind::Time,
            cue(
                r"what time|opening hours|office hours|hours|open|opens|close|closes|morning|afternoon|evening|orari|orario|a che ora|aperti|aperto|apre|aprite|chiude|chiudete|mattina|pomeriggio|sera",
            ),
        ),
        (
            ValueKind::Date,
            cue(
                r"when|today|tomorrow|tonight|yesterday|what year|which year|what date|what days?|which days?|on what days?|since when|quando|in che anno|che anno|quale anno|che data|da quando|quando è|che giorn[oi]|quale giorno|quali giorni|in che giorn[oi]|oggi|domani|stasera|ieri",
            ),
        ),
        (
            ValueKind::Number,
            cue(r"how many|how big|how large|number|numero|size|headcount|quanti|quante|quanto grande|quanto grandi|dimensione|dimensioni"),
        ),
        (
            ValueKind::Place,
            cue(
                r"where|whereabouts|address|located|location|based|headquarters|headquartered|office|offices|city|town|dove|indirizzo|sede|ufficio|uffici|città|citta|si trova|vi trovate|trovarvi|ubicat[oia]",
            ),
        ),
        (ValueKind::Name, cue(r"who|whom|whose|name of|chi|nome d[ei]l?")),
    ]
});

/// The kind of value `question` asks for, if its wording says.
pub fn asked_value(question: &str) -> Option<ValueKind> {
    CUES.iter().find(|(_, cue)| cue.is_match(question)).map(|(kind, _)| *kind)
}

/// The words of `question` that speak of values ("how much", "cost", "phone number"), lower case:
/// a sentence holding the value asked for answers them, whatever its own words.
pub fn cue_words(question: &str) -> Vec<String> {
    CUES.iter()
        .flat_map(|(_, cue)| cue.find_iter(question))
        .flat_map(|m| m.as_str().split(|c: char| !c.is_alphanumeric()).map(str::to_lowercase).collect::<Vec<_>>())
        .filter(|w| !w.is_empty())
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use ValueKind::*;

    #[test]
    fn questions_say_what_they_ask_for() {
        let cases = [
            ("How much does the AI readiness workshop cost?", Some(Amount)),
            ("quanto costa il workshop", Some(Amount)),
            ("How long do you keep the data I send?", Some(Duration)),
            ("per quanto tempo conservate i miei dati?", Some(Duration)),
            ("how many days is the workshop?", Some(Duration)),
            ("How many people work at Acme?", Some(Number)),
            ("Dove ha sede l'azienda?", Some(Place)),
            ("where are your offices?", Some(Place)),
            ("avete un ufficio a Milano?", Some(Place)),
            ("lo studio è di che città?", Some(Place)),
            ("What is your phone number?", Some(Phone)),
            ("what email should I write to", Some(Email)),
            ("When was the company founded?", Some(Date)),
            ("what time does the coworking close?", Some(Time)),
            ("how far is it from the station", Some(Distance)),
            ("who started hack.bs", Some(Name)),
            ("in che giorni si tiene l'hackathon?", Some(Date)),
            ("how old do you have to be to enter?", Some(Duration)),
            ("quanto ci vuole a piedi dalla stazione?", Some(Duration)),
            ("siete aperti domani?", Some(Time)),
            ("are you there tomorrow?", Some(Date)),
            ("what is on tomorrow evening?", Some(Time)),
            ("Do you train models on client data?", None),
        ];
        for (question, expected) in cases {
            assert_eq!(asked_value(question), expected, "{question}");
        }
    }

    #[test]
    fn the_words_that_ask_are_known() {
        assert_eq!(cue_words("How much does the workshop cost?"), ["how", "much", "cost"]);
        assert_eq!(cue_words("What is your phone number?"), ["phone", "number"]);
        assert_eq!(cue_words("how big is your team"), ["how", "big"]);
        assert!(cue_words("Do you train on our data?").is_empty());
    }
}
