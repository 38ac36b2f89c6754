//! Words that shape a question without saying what it is about: function words, the verbs every
//! question leans on, greetings and fillers, in English and Italian. (The index's stop words are
//! fewer on purpose: there a function word costs nothing, here it would count as a topic the
//! answer must cover.)

const ENGLISH: &[&str] = &[
    // Question words and pronouns.
    "what", "whats", "when", "where", "who", "whom", "whose", "which", "why", "how", "i", "me", "my", "mine", "myself",
    "we", "us", "our", "ours", "you", "your", "yours", "yourself", "he", "him", "his", "she", "her", "hers", "it", "its",
    "they", "them", "their", "theirs", "this", "that", "these", "those", "someone", "somebody", "anyone", "anybody",
    "something", "anything", "everything", "nothing", "one", "ones", "thing", "things", "stuff",
    // Determiners, prepositions, conjunctions.
    "a", "an", "the", "some", "any", "all", "each", "every", "both", "either", "neither", "no", "not", "of", "to", "in",
    "on", "at", "by", "for", "with", "without", "from", "into", "onto", "about", "above", "over", "under", "out", "up",
    "down", "off", "through", "between", "among", "per", "via", "than", "as", "and", "or", "but", "if", "so", "because",
    "while", "whether", "then", "there", "here", "also", "too", "very", "just", "only", "even", "ever", "still", "yet",
    "again", "really", "actually", "exactly", "basically", "currently", "usually", "generally", "please", "much", "many",
    "more", "most", "less", "least", "few", "lot", "lots", "other", "another", "such", "own",
    // Auxiliaries and the verbs a question leans on.
    "is", "are", "was", "were", "be", "been", "being", "am", "do", "does", "did", "doing", "done", "have", "has", "had",
    "having", "can", "could", "will", "would", "shall", "should", "may", "might", "must", "get", "gets", "got", "getting",
    "go", "goes", "going", "went", "make", "makes", "made", "tell", "say", "says", "said", "know", "want", "wants",
    "need", "needs", "like", "let", "see", "mean", "means", "meant", "happen", "happens", "happened", "give", "gives",
    "take", "takes", "put", "use", "uses", "used", "using", "come", "comes",
    // Greetings and fillers.
    "hi", "hello", "hey", "thanks", "thank", "ok", "okay", "yes", "guys", "kind", "sort", "type", "way", "ways",
    "exist", "exists", "re", "ve", "ll", "d", "s", "t", "m",
];

const ITALIAN: &[&str] = &[
    "cosa", "che", "chi", "quando", "dove", "come", "perché", "perche", "quanto", "quanta", "quanti", "quante", "quale",
    "quali", "qual", "è", "e", "sono", "sei", "siete", "siamo", "era", "erano", "essere", "stato", "stata", "mi", "ci",
    "vi", "ti", "si", "io", "tu", "lui", "lei", "noi", "voi", "loro", "mio", "mia", "miei", "mie", "tuo", "tua", "tuoi",
    "tue", "suo", "sua", "suoi", "sue", "vostro", "vostra", "vostri", "vostre", "nostro", "nostra", "nostri", "nostre",
    "questo", "questa", "questi", "queste", "quello", "quella", "quelli", "quelle", "qualcuno", "qualcosa", "niente",
    "nulla", "tutto", "tutti", "tutte", "ogni", "altro", "altra", "altri", "altre", "proprio", "propria", "molto",
    "molti", "molta", "poco", "più", "piu", "meno", "anche", "ancora", "già", "gia", "solo", "davvero", "esattamente",
    "dimmi", "ditemi", "parlami", "parlatemi", "avete", "hai", "ha", "hanno", "abbiamo", "fate", "fa", "fai", "fare",
    "potete", "puoi", "può", "puo", "posso", "possiamo", "vorrei", "voglio", "vogliamo", "devo", "dovete", "sapere",
    "so", "sai", "ciao", "salve", "grazie", "buongiorno", "buonasera", "per", "favore", "cortesia", "tipo", "modo",
    "cose", "c", "l", "un", "una", "uno", "dell", "all", "nell",
    "sull", "dall", "quest", "quell", "d", "s", "m", "t", "esiste", "esistono", "succede", "serve", "servono", "usa",
    "usate", "usare", "funziona", "funzionano", "dice", "dici", "dire", "dicono", "farà", "fara", "faccio", "facciamo",
    "andare", "va", "vanno", "dare", "dà", "da",
];

/// Whether `word` (as typed) only shapes the question.
pub fn is_frame_word(word: &str) -> bool {
    let word = word.to_lowercase();
    ENGLISH.contains(&word.as_str()) || ITALIAN.contains(&word.as_str())
}
