import type { ContactLimits } from './schema';

/** The fields the visitor fills in. */
export interface ContactFields {
  name: string;
  email: string;
  company: string;
  message: string;
  recipient: string | null;
  privacyConsent: boolean;
}

export type FieldProblem = { kind: 'required' } | { kind: 'email' } | { kind: 'consent' } | { kind: 'tooLong'; max: number };
export type FieldProblems = Partial<Record<keyof ContactFields, FieldProblem>>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The server's rules, checked before sending so the visitor hears about them at once; `limits`
 * are the server's, in characters. */
export function validateContact(fields: ContactFields, limits: ContactLimits): FieldProblems {
  const problems: FieldProblems = {};
  if (!fields.name.trim()) problems.name = { kind: 'required' };
  if (!fields.email.trim()) problems.email = { kind: 'required' };
  else if (!EMAIL.test(fields.email.trim())) problems.email = { kind: 'email' };
  if (!fields.privacyConsent) problems.privacyConsent = { kind: 'consent' };
  for (const key of ['name', 'email', 'company', 'message'] as const) {
    const max = limits[key];
    if (!problems[key] && [...fields[key].trim()].length > max) problems[key] = { kind: 'tooLong', max };
  }
  return problems;
}
