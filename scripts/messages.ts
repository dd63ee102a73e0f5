import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import { compile } from '@inlang/paraglide-js';

/**
 * Compiles the UI strings (web/messages/<area>/<locale>.json, Paraglide JS with the inlang message format) into typed
 * message functions in common/paraglide/ (generated, not committed): one module per message, so a bundle carries only
 * the messages it uses. The web calls them as m.key() (the page's language, web/src/i18n.ts); the API and e-mails
 * pass the language explicitly, m.key({}, { locale }).
 */
export async function compileMessages(root = resolve(import.meta.dirname, '..')): Promise<void> {
  await compile({
    project: resolve(root, 'web/project.inlang'),
    outdir: resolve(root, 'common/paraglide'),
    // The language is never detected by Paraglide: web/src/i18n.ts answers getLocale() from the page's URL.
    strategy: ['globalVariable', 'baseLocale'],
    emitTsDeclarations: true,
    emitReadme: false,
    emitPrettierIgnore: false,
    includeEslintDisableComment: false,
  });
}

/**
 * Compiles in a process of its own: the inlang SDK leaves a handle open for ~30 s after it is done, which would hold up
 * whichever script called it. Build, dev, start and test call this before anything reads common/paraglide/.
 */
export function compileMessagesSync(root = resolve(import.meta.dirname, '..')): void {
  execFileSync(process.execPath, [resolve(root, 'scripts/messages.ts')], { cwd: root, stdio: 'inherit' });
}

if (import.meta.main) {
  await compileMessages();
  process.exit(0);
}
