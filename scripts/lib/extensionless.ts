import { registerHooks } from 'node:module';

let registered = false;

/**
 * common/ imports its modules without an extension (Vite and workerd resolve them); Node does from the call on. A
 * script calls this before it imports such a module, dynamically: static imports are resolved before any code runs.
 */
export function resolveExtensionless(): void {
  if (registered) return;
  registered = true;
  registerHooks({
    resolve(specifier, context, next) {
      try {
        return next(specifier, context);
      } catch (err) {
        if (!specifier.startsWith('.') || /\.[cm]?[jt]s$/.test(specifier)) throw err;
        return next(`${specifier}.ts`, context);
      }
    },
  });
}
