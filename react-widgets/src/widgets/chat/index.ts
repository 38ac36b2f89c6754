import { reactMounter } from '../../bridge/mount-react';
import { Chat } from './chat';
import { chatPropsSchema } from './schema';

export default reactMounter(Chat, (raw) => chatPropsSchema.parse(raw));
