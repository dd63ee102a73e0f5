/** The Cache API where the runtime has one (Cloudflare's edge, workerd locally). */
export function edgeCache(): Cache | undefined {
  return typeof caches !== 'undefined' ? (caches as unknown as { default?: Cache }).default : undefined;
}
