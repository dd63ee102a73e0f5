/** A new id with a readable prefix, e.g. apt_3f1c…; random, so ids reveal nothing about volume or order. */
export function newId(
  prefix: 'apt' | 'msg' | 'eml' | 'cls' | 'prv' | 'que' | 'sev' | 'fup' | 'rep' | 'wtl' | 'wof' | 'cash',
): string {
  return `${prefix}_${crypto.randomUUID().replaceAll('-', '')}`;
}
