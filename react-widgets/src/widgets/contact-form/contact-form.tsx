import { useId, useRef, useState, type FormEvent } from 'react';
import type { WidgetCallbacks } from '../../bridge/types';
import { PeoplePicker } from '../people-picker/people-picker';
import type { ContactFormLabels, ContactFormProps } from './schema';
import { useContactSubmission } from './use-contact-submission';
import { validateContact, type ContactFields, type FieldProblem, type FieldProblems } from './validate-contact';

const EMPTY: ContactFields = { name: '', email: '', company: '', message: '', recipient: null, privacyConsent: false };

function problemText(problem: FieldProblem, labels: ContactFormLabels): string {
  switch (problem.kind) {
    case 'required':
      return labels.errorRequired;
    case 'email':
      return labels.errorEmail;
    case 'consent':
      return labels.errorConsent;
    case 'tooLong':
      return labels.errorTooLong.replace('{max}', String(problem.max));
  }
}

/**
 * The contact form: the same rules as the server, checked before sending; a fresh CSRF token
 * for every request; sending state and results announced in live regions. The chosen
 * recipient is also reported to the Leptos island as `{ type: "recipient", value }`.
 */
export function ContactForm({ directory, privacyHref, labels, pickerLabels, limits, callbacks }: ContactFormProps & { callbacks: WidgetCallbacks }) {
  const id = useId();
  const [fields, setFields] = useState<ContactFields>(EMPTY);
  const [problems, setProblems] = useState<FieldProblems>({});
  const { state, submit } = useContactSubmission();
  const formRef = useRef<HTMLFormElement>(null);
  const sending = state.kind === 'sending';

  const set = <K extends keyof ContactFields>(key: K, value: ContactFields[K]) => {
    setFields((f) => ({ ...f, [key]: value }));
    if (problems[key]) setProblems((p) => ({ ...p, [key]: undefined }));
  };
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateContact(fields, limits);
    setProblems(found);
    const first = Object.keys(found)[0];
    if (first) {
      formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    const result = await submit(fields);
    if (result?.kind === 'sent') setFields(EMPTY);
  };

  const field = (key: 'name' | 'email' | 'company', label: string, type: string, autoComplete: string, required: boolean) => {
    const problem = problems[key];
    return (
      <div className="contact-form__field">
        <label htmlFor={`${id}-${key}`}>{label}</label>
        <input
          id={`${id}-${key}`}
          name={key}
          type={type}
          autoComplete={autoComplete}
          required={required}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-${key}-error` : undefined}
          value={fields[key]}
          onChange={(e) => set(key, e.target.value)}
        />
        {problem && (
          <p className="contact-form__error" id={`${id}-${key}-error`}>
            {problemText(problem, labels)}
          </p>
        )}
      </div>
    );
  };

  return (
    <form ref={formRef} className="contact-form" noValidate onSubmit={onSubmit} aria-labelledby={`${id}-title`} data-hydrated="true">
      <h2 id={`${id}-title`}>{labels.title}</h2>
      {field('name', labels.name, 'text', 'name', true)}
      {field('email', labels.email, 'email', 'email', true)}
      {field('company', labels.company, 'text', 'organization', false)}
      <PeoplePicker
        items={directory}
        labels={pickerLabels}
        value={fields.recipient}
        callbacks={{
          onEvent: (event) => {
            const value = (event as { value?: string }).value ?? null;
            set('recipient', value);
            callbacks.onEvent({ type: 'recipient', value });
          },
        }}
      />
      <div className="contact-form__field">
        <label htmlFor={`${id}-message`}>{labels.message}</label>
        <textarea
          id={`${id}-message`}
          name="message"
          rows={6}
          aria-invalid={problems.message ? true : undefined}
          aria-describedby={problems.message ? `${id}-message-error` : undefined}
          value={fields.message}
          onChange={(e) => set('message', e.target.value)}
        />
        {problems.message && (
          <p className="contact-form__error" id={`${id}-message-error`}>
            {problemText(problems.message, labels)}
          </p>
        )}
      </div>
      <div className="contact-form__consent">
        <input
          id={`${id}-consent`}
          name="privacyConsent"
          type="checkbox"
          checked={fields.privacyConsent}
          aria-invalid={problems.privacyConsent ? true : undefined}
          aria-describedby={problems.privacyConsent ? `${id}-consent-error` : undefined}
          onChange={(e) => set('privacyConsent', e.target.checked)}
        />
        <label htmlFor={`${id}-consent`}>
          {labels.privacyBefore}
          <a href={privacyHref}>{labels.privacyLink}</a>
          {labels.privacyAfter}
        </label>
        {problems.privacyConsent && (
          <p className="contact-form__error" id={`${id}-consent-error`}>
            {problemText(problems.privacyConsent, labels)}
          </p>
        )}
      </div>
      <button type="submit" className="button button--primary" disabled={sending} aria-disabled={sending}>
        {sending ? labels.sending : labels.submit}
      </button>
      <p className="contact-form__status" role="status">
        {sending ? labels.sending : state.kind === 'sent' ? labels.success : ''}
      </p>
      <div className="contact-form__alert" role="alert">
        {Object.values(problems).some(Boolean) && <p>{labels.errorSummary}</p>}
        {state.kind === 'failed' && <p>{labels.errorGeneric}</p>}
        {state.kind === 'rateLimited' && <p>{labels.errorRateLimited.replace('{seconds}', String(state.seconds))}</p>}
        {state.kind === 'refused' && state.messages.map((m) => <p key={m}>{m}</p>)}
      </div>
    </form>
  );
}
