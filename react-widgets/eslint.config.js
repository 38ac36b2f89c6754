// ESLint for the widgets: the recommended JavaScript and TypeScript rules, and the rules of hooks.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['src/generated/', 'dist/'] },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // A parameter a callback's signature names but does not use says so with a leading `_`.
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
    languageOptions: { globals: { ...globals.browser } },
  },
  { files: ['scripts/*.mjs', 'vite.config.ts'], languageOptions: { globals: { ...globals.node } } },
);
