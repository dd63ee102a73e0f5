/** Makes user text safe for an e-mail header: no CR, LF or other control characters, bounded length. */
export function headerSafe(value: string, max = 150): string {
  const flat = value
    .replace(/[\u0000-\u001F\u007F\u2028\u2029]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}
