/** What the Rust side hands to a widget besides its props. */
export interface WidgetCallbacks {
  /** Sends a JSON-serialisable event back to the Leptos island. */
  onEvent: (event: unknown) => void;
}

/** What `mount` returns to the Rust side. */
export interface WidgetHandle {
  update(props: unknown): void;
  unmount(): void;
}

export type WidgetMounter = (element: HTMLElement, props: unknown, callbacks: WidgetCallbacks) => WidgetHandle;
