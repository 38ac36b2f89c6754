import * as z from 'zod/mini';
import { pickerMessagesSchema } from '../../generated/messages';

/** One entry of the people stack, as `GET /v1/people-stack` serves it. */
export const peopleStackItemSchema = z.object({
  value: z.string().check(z.regex(/^(group|user);.+/)),
  title: z.string(),
  props: z.object({ subtitle: z.string() }),
});

export const peoplePickerPropsSchema = z.object({
  items: z.array(peopleStackItemSchema),
  labels: pickerMessagesSchema,
  value: z.nullable(z.string()),
});

export type PeopleStackItem = z.infer<typeof peopleStackItemSchema>;
export type PeoplePickerProps = z.infer<typeof peoplePickerPropsSchema>;
