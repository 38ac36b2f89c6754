import { reactMounter } from '../../bridge/mount-react';
import { ArticleRenderer } from './article-renderer';
import { articleRendererPropsSchema } from './schema';

export default reactMounter(ArticleRenderer, (raw) => articleRendererPropsSchema.parse(raw));
