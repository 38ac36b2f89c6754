import { useRef, useState } from 'react';
import { sendContact, type SendResult } from './send-contact';
import type { ContactFields } from './validate-contact';

export type SubmissionState = { kind: 'idle' } | { kind: 'sending' } | SendResult;

/** Sends at most one request at a time, whatever the number of clicks. */
export function useContactSubmission() {
  const [state, setState] = useState<SubmissionState>({ kind: 'idle' });
  const inFlight = useRef(false);
  const submit = async (fields: ContactFields): Promise<SendResult | null> => {
    if (inFlight.current) return null;
    inFlight.current = true;
    setState({ kind: 'sending' });
    try {
      const result = await sendContact(fields);
      setState(result);
      return result;
    } finally {
      inFlight.current = false;
    }
  };
  return { state, submit };
}
