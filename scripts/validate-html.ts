/**
 * Holds every prerendered page (the interface a patient without JavaScript gets) to html-validate's recommended
 * rules, with the exceptions in .htmlvalidate.json, each justified there. `npm test` runs it after the build;
 * `node scripts/validate-html.ts [dir]` runs it alone. Exits 1 on any error, naming file, line, rule and the markup.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { FileSystemConfigLoader, HtmlValidate } from 'html-validate';

const root = resolve(import.meta.dirname, '..');
const dir = resolve(root, process.argv[2] ?? 'dist');

function htmlFiles(d: string): string[] {
  return readdirSync(d, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory()
      ? e.name === 'assets'
        ? []
        : htmlFiles(join(d, e.name))
      : e.name.endsWith('.html')
        ? [join(d, e.name)]
        : [],
  );
}

const validator = new HtmlValidate(new FileSystemConfigLoader());
const files = htmlFiles(dir).sort();
let errors = 0;
for (const file of files) {
  const report = await validator.validateFile(file);
  if (report.valid) continue;
  const lines = readFileSync(file, 'utf8').split('\n');
  for (const r of report.results) {
    for (const m of r.messages) {
      errors += 1;
      const line = lines[m.line - 1] ?? '';
      const at = m.column - 1;
      console.error(
        `${relative(root, file)}:${m.line}:${m.column} ${m.ruleId}: ${m.message}\n    …${line.slice(Math.max(0, at - 80), at + 100)}…`,
      );
    }
  }
}
if (errors) {
  console.error(`html-validate: ${errors} error(s) in ${files.length} pages`);
  process.exit(1);
}
console.log(`html-validate: ${files.length} pages valid`);
