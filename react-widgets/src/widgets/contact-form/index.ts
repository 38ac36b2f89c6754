import { reactMounter } from '../../bridge/mount-react';
import { ContactForm } from './contact-form';
import { contactFormPropsSchema } from './schema';

export default reactMounter(ContactForm, (raw) => contactFormPropsSchema.parse(raw));
