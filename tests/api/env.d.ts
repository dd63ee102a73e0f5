import type { Env as FunctionEnv } from '../../functions/env';

// Types `env` from cloudflare:test as the Function's own bindings.
declare global {
  namespace Cloudflare {
    interface Env extends FunctionEnv {}
  }
}
