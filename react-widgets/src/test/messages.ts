// The real UI strings of locales/en.json, camel-cased as the server sends them: tests render the
// widgets with what visitors read.
import en from '../../../locales/en.json';
import type { ArticleMessages, ChatMessages, ContactFormMessages, PickerMessages } from '../generated/messages';

const camel = (name: string) => name.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());

function section(name: keyof typeof en): Record<string, string> {
  return Object.fromEntries(Object.entries(en[name]).map(([key, text]) => [camel(key), text]));
}

export const chatLabels = section('chat') as ChatMessages;
export const contactFormLabels = section('contact_form') as ContactFormMessages;
export const pickerLabels = section('picker') as PickerMessages;
export const articleLabels = section('article') as ArticleMessages;
