import { type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import type { WidgetCallbacks, WidgetHandle, WidgetMounter } from './types';

/**
 * Turns a React component into a mounter for the bridge. `parse` checks the props that arrive
 * from Rust as JSON, so a wrong shape fails loudly at the boundary instead of deep in a render.
 */
export function reactMounter<P>(
  Component: ComponentType<P & { callbacks: WidgetCallbacks }>,
  parse: (raw: unknown) => P,
): WidgetMounter {
  return (element, rawProps, callbacks): WidgetHandle => {
    const root = createRoot(element);
    const render = (raw: unknown) => root.render(<Component {...parse(raw)} callbacks={callbacks} />);
    render(rawProps);
    return { update: render, unmount: () => root.unmount() };
  };
}
