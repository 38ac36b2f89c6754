import type { WidgetCallbacks, WidgetHandle, WidgetMounter } from './bridge/types';

/** Every widget by name. Each is loaded on first use, in its own chunk. */
const registry: Record<string, () => Promise<{ default: WidgetMounter }>> = {
  'article-renderer': () => import('./widgets/article-renderer'),
  chat: () => import('./widgets/chat'),
  'contact-form': () => import('./widgets/contact-form'),
  'people-picker': () => import('./widgets/people-picker'),
};

/** The bridge's single entry: the Rust `ReactHost` calls this after hydration. */
export async function mount(
  name: string,
  element: HTMLElement,
  props: unknown,
  callbacks: WidgetCallbacks,
): Promise<WidgetHandle> {
  const load = registry[name];
  if (!load) throw new Error(`unknown widget: ${name}`);
  const { default: mounter } = await load();
  return mounter(element, props, callbacks);
}
