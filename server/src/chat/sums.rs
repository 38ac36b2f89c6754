//! Whether a question only asks for a sum ("what is 17 times 23?", "quanto fa 17 per 23?"): no
//! site answers one, and the numbers and "times" it shares with the pages ("1.23.0", "most of the
//! time") find passages about another thing.

use std::sync::LazyLock;

use regex::Regex;

/// A number, an operation and a number, alone or after "what is", "how much is", "quanto fa",
/// "calcola": the whole question. Signs that also write ranges and dates ("1-2 days", "12/05")
/// are left out.
static SUM: LazyLock<Regex> = LazyLock::new(|| {
    let number = r"\d+(?:[.,]\d+)?";
    let operation =
        r"(?:times|plus|minus|divided\s+by|multiplied\s+by|over|\*|\+|×|÷|\sx\s|per|più|piu|meno|diviso|fratto|moltiplicato\s+per)";
    let asking = r"(?:what\s+is|what's|whats|how\s+much\s+is|how\s+much\s+does|calculate|compute|quanto\s+fa|quanto\s+è|quanto\s+e|quant'è|quanto\s+viene|calcola|calcolami)";
    Regex::new(&format!(r"(?i)^\s*(?:{asking}\s+)?{number}\s*{operation}\s*{number}(?:\s+(?:make|makes|equal|equals|fa))?\s*[?!.=]*\s*$"))
        .expect("the pattern is valid")
});

/// Whether `question` asks nothing but a sum.
pub fn asks_a_sum(question: &str) -> bool {
    SUM.is_match(question)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_question_asking_only_for_a_sum_is_read() {
        for text in [
            "what is 17 times 23?",
            "what's 17 times 23",
            "17*23",
            "how much is 12 plus 30?",
            "2 + 2 =",
            "quanto fa 17 per 23?",
            "calcola 3,5 diviso 7",
            "quanto è 10 x 4?",
        ] {
            assert!(asks_a_sum(text), "{text}");
        }
        for text in [
            "is the workshop 4,800 euros?",
            "does it take 1-2 days?",
            "what is 17 times 23 in the workshop price?",
            "sconti per 2 persone?",
            "is version 1.23 newer than 1.22?",
            "posti per 20 persone?",
        ] {
            assert!(!asks_a_sum(text), "{text}");
        }
    }
}
