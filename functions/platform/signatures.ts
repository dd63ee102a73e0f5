/**
 * Signatures the providers put on what they send us: a hex HMAC-SHA256 of some bytes under a shared secret (Meta's
 * webhooks, Razorpay's webhooks and its return query). crypto.subtle.verify compares in constant time.
 */

/** The secret as an HMAC-SHA256 key. */
export function hmacKey(secret: string, use: 'sign' | 'verify'): Promise<CryptoKey> {
  return crypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, [
    use,
  ]);
}

const HEX_64 = /^[0-9a-f]{64}$/i;

/** True when `hex` (64 hex digits) is the HMAC-SHA256 of `data` under `secret`; anything malformed is false. */
export async function hexHmacValid(
  secret: string,
  data: Uint8Array | string,
  hex: string | undefined,
): Promise<boolean> {
  if (!hex || !HEX_64.test(hex)) return false;
  const signature = new Uint8Array(32);
  for (let i = 0; i < 32; i++) signature[i] = Number.parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  const bytes = typeof data === 'string' ? new TextEncoder().encode(data) : data;
  return crypto.subtle.verify('HMAC', await hmacKey(secret, 'verify'), signature, bytes as Uint8Array<ArrayBuffer>);
}
