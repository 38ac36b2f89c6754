// Writes src/generated/messages.ts from ../locales/en.json: a zod schema and a type per section
// of UI strings, with the keys camel-cased as the Rust side serializes them. The widgets' labels
// come from these, so a new label is an edit of the locale files and its use; nothing is respelt.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const sections = JSON.parse(readFileSync(join(root, '../locales/en.json'), 'utf8'));
const camel = (name) => name.replace(/_([a-z0-9])/g, (_, c) => c.toUpperCase());
const pascal = (name) => camel(name).replace(/^./, (c) => c.toUpperCase());

let out = '// Generated from locales/en.json by scripts/messages.mjs: do not edit.\n';
out += "import * as z from 'zod/mini';\n";
for (const [section, keys] of Object.entries(sections)) {
  const fields = Object.keys(keys).map((key) => `  ${camel(key)}: z.string(),`).join('\n');
  out += `\nexport const ${camel(section)}MessagesSchema = z.object({\n${fields}\n});\n`;
  out += `export type ${pascal(section)}Messages = z.infer<typeof ${camel(section)}MessagesSchema>;\n`;
}
const target = join(root, 'src/generated/messages.ts');
mkdirSync(dirname(target), { recursive: true });
writeFileSync(target, out);
