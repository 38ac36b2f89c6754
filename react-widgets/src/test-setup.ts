import '@testing-library/jest-dom/vitest';

// jsdom does no layout, so it has no scrolling into view; the chat's log calls it.
Element.prototype.scrollIntoView ??= function scrollIntoView() {};
