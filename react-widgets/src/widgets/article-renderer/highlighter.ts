import hljs from 'highlight.js/lib/core';
import bash from 'highlight.js/lib/languages/bash';
import json from 'highlight.js/lib/languages/json';
import rust from 'highlight.js/lib/languages/rust';
import typescript from 'highlight.js/lib/languages/typescript';

hljs.registerLanguage('bash', bash);
hljs.registerLanguage('json', json);
hljs.registerLanguage('rust', rust);
hljs.registerLanguage('typescript', typescript);

/** Highlights one block in place; unknown languages are left as plain text. */
export function highlight(block: HTMLElement): void {
  const language = [...block.classList].find((c) => c.startsWith('language-'))?.slice('language-'.length);
  if (!language || !hljs.getLanguage(language) || block.dataset.highlighted) return;
  hljs.highlightElement(block);
}
