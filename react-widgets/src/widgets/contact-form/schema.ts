import * as z from 'zod/mini';
import { contactFormMessagesSchema, pickerMessagesSchema, type ContactFormMessages } from '../../generated/messages';
import { peopleStackItemSchema } from '../people-picker/schema';

/** The server's limits on each field, in characters. */
export const contactLimitsSchema = z.object({
  name: z.number(),
  email: z.number(),
  company: z.number(),
  message: z.number(),
});

export const contactFormPropsSchema = z.object({
  directory: z.array(peopleStackItemSchema),
  privacyHref: z.string(),
  labels: contactFormMessagesSchema,
  pickerLabels: pickerMessagesSchema,
  limits: contactLimitsSchema,
});

export type ContactFormLabels = ContactFormMessages;
export type ContactLimits = z.infer<typeof contactLimitsSchema>;
export type ContactFormProps = z.infer<typeof contactFormPropsSchema>;

/** What the contact API answers, success or error. */
export const contactResponseSchema = z.object({
  Status: z.string(),
  Errors: z.array(z.string()),
  message: z.optional(z.string()),
});

export const csrfResponseSchema = z.object({ token: z.string() });
