import { Fragment, type ReactNode } from 'react';

/** A message's variables: plain values (names, numbers) or elements (a link, a bold date). */
type Inputs = Record<string, ReactNode>;

const MARK = '\u0000';

/**
 * A message with elements in it, for languages that put them in different places ("please call us on {phone}." /
 * "कृपया हमें {phone} पर कॉल करें।"): the message is rendered with a marker for each element, and the text is split
 * around the markers, so each element lands where that language puts it.
 */
export function richText<T extends Inputs>(render: (inputs: Record<keyof T, string>) => string, inputs: T): ReactNode {
  const keys = Object.keys(inputs);
  const marked = Object.fromEntries(
    keys.map((k, i) => {
      const value = inputs[k];
      return [k, typeof value === 'string' || typeof value === 'number' ? String(value) : `${MARK}${i}${MARK}`];
    }),
  ) as Record<keyof T, string>;
  const parts = render(marked).split(new RegExp(`${MARK}(\\d+)${MARK}`));
  return parts.map((part, i) => (
    // Odd parts are the markers' numbers; even parts the text between them. The parts never move: an index is a key.
    <Fragment key={i}>{i % 2 === 1 ? inputs[keys[Number(part)]] : part}</Fragment>
  ));
}
