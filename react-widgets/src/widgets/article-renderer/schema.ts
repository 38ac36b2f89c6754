import * as z from 'zod/mini';
import { articleMessagesSchema } from '../../generated/messages';

export const headingSchema = z.object({ id: z.string(), text: z.string(), level: z.number() });

export const articleRendererPropsSchema = z.object({
  articleId: z.string(),
  headings: z.array(headingSchema),
  labels: articleMessagesSchema,
});

export type Heading = z.infer<typeof headingSchema>;
export type ArticleRendererProps = z.infer<typeof articleRendererPropsSchema>;
