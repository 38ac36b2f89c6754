import * as z from 'zod/mini';
import { chatMessagesSchema, type ChatMessages } from '../../generated/messages';

/** What the server enforces, for the widget to keep to: a question's length, and the history
 * sent back (the last turns, each cut to a length). */
export const chatLimitsSchema = z.object({
  questionChars: z.number(),
  historyTurns: z.number(),
  turnChars: z.number(),
});

export const chatPropsSchema = z.object({
  locale: z.enum(['it', 'en']),
  /** Where `/chat`, `/chat/feedback` live: `/api`. */
  apiBase: z.string(),
  starters: z.array(z.string()),
  labels: chatMessagesSchema,
  limits: chatLimitsSchema,
});

export type ChatLabels = ChatMessages;
export type ChatLimits = z.infer<typeof chatLimitsSchema>;
export type ChatProps = z.infer<typeof chatPropsSchema>;

/* The wire: the events of `POST /api/chat`, checked as they arrive. */

export const metaSchema = z.object({ id: z.string(), locale: z.string(), mode: z.string() });

export const sourceSchema = z.object({
  n: z.number(),
  url: z.string(),
  title: z.string(),
  section: z.string(),
  snippet: z.string(),
  highlights: z.array(z.string()),
});

export const deltaSchema = z.object({ text: z.string(), replace: z.optional(z.boolean()) });

export const doneSchema = z.object({
  finish_reason: z.string(),
  cited: z.array(z.number()),
  grounded: z.boolean(),
  /** An answer, passages that may help (the evidence was weak), a refusal, or a reply to thanks. */
  kind: z.optional(z.enum(['answer', 'passages', 'none', 'reply'])),
});

export const apiErrorSchema = z.object({ error: z.string() });

export type Source = z.infer<typeof sourceSchema>;
export type Done = z.infer<typeof doneSchema>;
