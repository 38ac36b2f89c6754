import * as z from 'zod/mini';

export const headingSchema = z.object({ id: z.string(), text: z.string(), level: z.number() });

export const articleRendererPropsSchema = z.object({
  articleId: z.string(),
  headings: z.array(headingSchema),
  labels: z.object({
    tocTitle: z.string(),
    copyLink: z.string(),
    linkCopied: z.string(),
    progressLabel: z.string(),
    anchorLabel: z.string(),
  }),
});

export type Heading = z.infer<typeof headingSchema>;
export type ArticleRendererProps = z.infer<typeof articleRendererPropsSchema>;
