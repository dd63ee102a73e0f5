import { parseHTML } from 'linkedom';

/**
 * Parses a page's HTML into a DOM (linkedom), as a browser with JavaScript off builds it: adjacent text is one node, as
 * a browser's parser leaves it. tests/e2e/html-parity.spec.ts holds this to Chromium on every built page.
 */
export function parsePage(html: string): { document: Document; serialized: string } {
  const { document } = parseHTML(html) as unknown as { document: Document };
  // Whitespace before <head> is dropped by a browser ("before head" insertion mode); text after </body> and </html>
  // (the file's closing whitespace) belongs to <body> ("after body"). linkedom keeps both where they stand.
  const head = document.head;
  for (let n = head.previousSibling; n; n = head.previousSibling) {
    if (n.nodeType !== 3 || (n.textContent ?? '').trim()) break;
    n.remove();
  }
  const body = document.body;
  for (const after of [body, document.documentElement]) {
    for (let n = after.nextSibling; n; n = after.nextSibling) {
      if (n.nodeType !== 3) break;
      body.appendChild(n);
    }
  }
  // linkedom splits a text at each character reference (`&amp;` …); a browser's parser never does.
  document.documentElement.normalize();
  // A browser's parser lowercases the attribute names of HTML elements (`autoComplete` is `autocomplete`); linkedom
  // keeps them as written. SVG and MathML keep their own case (viewBox).
  for (const el of document.querySelectorAll('*')) {
    if (el.closest('svg, math')) continue;
    for (const { name, value } of [...el.attributes]) {
      if (name === name.toLowerCase()) continue;
      el.removeAttribute(name);
      el.setAttribute(name.toLowerCase(), value);
    }
  }
  return { document, serialized: String(document) };
}

/**
 * Every element of a document in order, with its attributes (sorted) and its own text: two parsers that give the same
 * list built the same tree. Self-contained, so a browser can run it too (page.evaluate).
 */
export function domFingerprint(doc: Document): string[] {
  return [...doc.querySelectorAll('*')].map((el) => {
    const attrs = [...el.attributes]
      .map((a) => `${a.name}=${a.value}`)
      .sort()
      .join(' ');
    const own = [...el.childNodes]
      .filter((n) => n.nodeType === 3)
      .map((n) => n.textContent)
      .join('¦');
    return `${el.tagName.toLowerCase()} ${attrs} «${own}»`;
  });
}
