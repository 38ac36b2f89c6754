import * as z from 'zod/mini';
import { peopleStackItemSchema } from '../people-picker/schema';

export const contactFormLabelsSchema = z.object({
  title: z.string(),
  name: z.string(),
  email: z.string(),
  company: z.string(),
  message: z.string(),
  privacyBefore: z.string(),
  privacyLink: z.string(),
  privacyAfter: z.string(),
  submit: z.string(),
  sending: z.string(),
  success: z.string(),
  errorGeneric: z.string(),
  errorRequired: z.string(),
  errorEmail: z.string(),
  errorConsent: z.string(),
  errorTooLong: z.string(),
  errorSummary: z.string(),
  errorRateLimited: z.string(),
  pickerLabel: z.string(),
  pickerPlaceholder: z.string(),
  pickerNoResults: z.string(),
});

export const contactFormPropsSchema = z.object({
  directory: z.array(peopleStackItemSchema),
  privacyHref: z.string(),
  labels: contactFormLabelsSchema,
});

export type ContactFormLabels = z.infer<typeof contactFormLabelsSchema>;
export type ContactFormProps = z.infer<typeof contactFormPropsSchema>;

/** What the contact API answers, success or error. */
export const contactResponseSchema = z.object({
  Status: z.string(),
  Errors: z.array(z.string()),
  message: z.optional(z.string()),
});

export const csrfResponseSchema = z.object({ token: z.string() });
