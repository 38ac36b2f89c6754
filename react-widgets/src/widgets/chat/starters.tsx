interface StartersProps {
  heading: string;
  questions: string[];
  onPick: (question: string) => void;
}

/** Suggested first questions. */
export function Starters({ heading, questions, onPick }: StartersProps) {
  return (
    <section className="chat-starters" aria-labelledby="chat-starters-title">
      <h2 id="chat-starters-title" className="chat-starters__title">
        {heading}
      </h2>
      <ul>
        {questions.map((q) => (
          <li key={q}>
            <button type="button" className="chat-starter" onClick={() => onPick(q)}>
              {q}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
