import * as z from 'zod/mini';

export const chatLabelsSchema = z.object({
  logLabel: z.string(),
  inputLabel: z.string(),
  placeholder: z.string(),
  hint: z.string(),
  send: z.string(),
  stop: z.string(),
  newChat: z.string(),
  copy: z.string(),
  copied: z.string(),
  helpful: z.string(),
  notHelpful: z.string(),
  feedbackThanks: z.string(),
  sources: z.string(),
  you: z.string(),
  assistant: z.string(),
  generating: z.string(),
  complete: z.string(),
  stopped: z.string(),
  errorGeneric: z.string(),
  errorRateLimited: z.string(),
  retry: z.string(),
  fallbackNotice: z.string(),
  starters: z.string(),
  /** `{n}`: the number of a cited source. */
  citation: z.string(),
});

export const chatPropsSchema = z.object({
  locale: z.enum(['it', 'en']),
  /** Where `/chat`, `/chat/feedback` live: `/api`. */
  apiBase: z.string(),
  starters: z.array(z.string()),
  labels: chatLabelsSchema,
});

export type ChatLabels = z.infer<typeof chatLabelsSchema>;
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
  /** An answer, passages that may help (the evidence was weak), or a refusal. */
  kind: z.optional(z.enum(['answer', 'passages', 'none'])),
});

export const errorEventSchema = z.object({ code: z.string(), message: z.string(), retryable: z.boolean() });

export const apiErrorSchema = z.object({ error: z.string() });

export type Source = z.infer<typeof sourceSchema>;
export type Done = z.infer<typeof doneSchema>;
