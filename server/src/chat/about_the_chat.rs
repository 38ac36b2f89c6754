//! Messages about the chat itself, not the site: "help", "are you a bot?", "can I talk to a
//! human?", "cosa posso chiederti?", "are you sure?". Read as words, they found the site's own sentences ("Four
//! ways we help a company…", "We are an Italian startup…" for "are you a bot?"); the visitor is
//! told instead what the chat is, an automatic assistant answering from the site's pages, and how
//! to reach a person. "Who are you?" and "what can you do?" stay questions about the owner, as
//! "chi siete?" is: the chat answers them from the owner's pages.

use std::sync::LazyLock;

use regex::Regex;

use super::analyzers::is_whole_message;

/// The whole messages that ask about the chat, in English and in Italian, as `is_whole_message`
/// gives them. Both are read whatever the page's language: "help" on the Italian page is no
/// Italian question, and the two never say the same words.
static ABOUT_THE_CHAT: LazyLock<[Regex; 2]> = LazyLock::new(|| {
    [
        concat!(
            r"^(?:help|help me|i need help|",
            // "Are you a bot?", "am I talking to a real person or a bot?"
            r"(?:are you|r u|am i (?:talking|speaking|chatting) (?:to|with))\s+(?:an?\s+)?(?:real\s+)?",
            r"(?:bot|robot|chatbot|human|person|machine|ai|a\.i\.?|computer program|program|automated|real)",
            r"(?:\s+or\s+(?:an?\s+)?(?:real\s+)?(?:bot|robot|chatbot|human|person|machine|ai))?|",
            // "Is this automated?" may ask about a service the site offers: only a bot or a person.
            r"is this (?:an?\s+)?(?:real\s+)?(?:bot|robot|chatbot|human|person)(?:\s+or\s+(?:an?\s+)?(?:real\s+)?(?:bot|robot|chatbot|human|person))?|",
            // "Can I talk to a human?", "I'd like to speak with someone"
            r"(?:can i|could i|may i|i want to|i would like to|i'd like to|i need to|let me)\s+(?:talk|speak|chat)\s+(?:to|with)\s+",
            r"(?:an?\s+)?(?:real\s+)?(?:human|human being|person|operator|agent|representative|someone|somebody)|",
            r"what (?:can|should|could) i ask(?: you)?|how does this chat work|how do i use this chat|",
            // "Are you sure?", "how do you know?": the chat says where its answers come from.
            r"are you sure(?: about (?:that|this|it))?|how do you know(?: (?:that|this|it))?|is (?:that|this|it) (?:true|right|correct))$",
        ),
        concat!(
            r"^(?:aiuto|aiutami|aiutatemi|ho bisogno di aiuto|",
            // "Sei un bot?", "sto parlando con una persona vera?"
            r"(?:sei|parlo con|sto parlando con|sto chattando con)\s+(?:un['’]\s*|una\s+|un\s+)?",
            r"(?:bot|robot|chatbot|umano|essere umano|persona|macchina|ia|ai|intelligenza artificiale|programma|operatore|operatrice)",
            r"(?:\s+(?:vera|vero|reale|in carne e ossa))?(?:\s+o\s+(?:un['’]\s*|una\s+|un\s+)?(?:bot|robot|chatbot|umano|persona|macchina|ia))?|",
            // "Posso parlare con una persona?", "vorrei parlare con un operatore"
            r"(?:posso|potrei|vorrei|voglio|devo)\s+(?:parlare|chattare)\s+con\s+(?:un['’]\s*|una\s+|un\s+)?",
            r"(?:persona|umano|essere umano|operatore|operatrice|qualcuno)(?:\s+(?:vera|vero|reale|in carne e ossa))?|",
            r"cosa (?:ti )?posso chieder(?:ti|e)|che domande (?:ti )?posso fare|cosa sai fare|come funziona (?:questa|la) chat|come funzioni|",
            r"(?:ne )?sei sicur[oa]|come fai a saperlo|come lo sai|(?:è|e['’]?) (?:vero|giusto|corretto)(?: questo)?)$",
        ),
    ]
    .map(|pattern| Regex::new(pattern).expect("the patterns are valid"))
});

/// Whether `meant` (the visitor's message as meant: without greetings and thanks) asks about the
/// chat itself.
pub fn about_the_chat(meant: &str) -> bool {
    is_whole_message(&*ABOUT_THE_CHAT, meant)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn messages_about_the_chat_are_told() {
        for message in [
            "help",
            "Are you a bot?",
            "am I talking to a real person or a bot?",
            "is this a bot?",
            "Can I talk to a human?",
            "I'd like to speak with someone.",
            "what can I ask you?",
            "aiuto!",
            "sei un bot?",
            "sto parlando con una persona vera?",
            "posso parlare con un operatore?",
            "cosa posso chiederti?",
            "cosa sai fare?",
            "are you sure?",
            "Are you an A.I.?",
            "help",
            "e vero?",
            "how do you know that?",
            "sei sicuro?",
            "è vero?",
        ] {
            assert!(about_the_chat(message), "{message}");
        }
    }

    #[test]
    fn questions_about_the_site_are_not() {
        for message in [
            "who are you?",
            "what can you do?",
            "are you an AI company?",
            "can I talk to sales",
            "can I talk to someone about a partnership?",
            "how do you help law firms?",
            "chi siete?",
            "siete un'azienda?",
            "posso parlare con il commerciale?",
            "mi aiutate a scegliere il piano?",
            "are you sure the workshop is in Turin?",
            "è vero che il workshop dura due giorni?",
            "Is this automated?",
            "is this AI?",
        ] {
            assert!(!about_the_chat(message), "{message}");
        }
    }
}
