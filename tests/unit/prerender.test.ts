import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  bootScript,
  entryTags,
  extractEntry,
  headersFile,
  inlineScriptHashes,
  pageKind,
  RUNTIME_MARK,
  routesJson,
  sitemap,
  splitHoisted,
  takeBootScript,
  withLang,
} from '../../scripts/prerender';
import { prerenderRoutes } from '../../scripts/routes';

describe('prerender', () => {
  it("moves React's hoisted title, meta and link tags out of the body", () => {
    const { head, body } = splitHoisted(
      '<title>T</title><meta name="description" content="d"/><link rel="canonical" href="https://x/"/><header>h</header><meta name="x"/>',
    );
    expect(head).toContain('<title>T</title>');
    expect(head).toContain('<link rel="canonical" href="https://x/"/>');
    expect(body).toBe('<header>h</header><meta name="x"/>');
  });

  it('writes the hreflang links as HTML spells them', () => {
    const { head } = splitHoisted('<link rel="alternate" hrefLang="hi-IN" href="https://x/hi/privacy"/><main></main>');
    expect(head).toBe('<link rel="alternate" hreflang="hi-IN" href="https://x/hi/privacy"/>');
  });

  it("sets <html lang> to a page's own language and leaves the others in the site's", () => {
    const template = '<!doctype html>\n<html lang="en-IN">\n  <head></head>';
    expect(withLang(template, 'hi')).toContain('<html lang="hi">');
    expect(withLang(template, 'en-IN')).toBe(template);
  });

  it('hashes each inline script for the CSP, and only inline executable ones', () => {
    const html =
      '<script>a()</script><script type="module" src="/x.js"></script><script type="application/ld+json">{}</script>' +
      '<script type="speculationrules">{"prerender":[]}</script>';
    const expected = `'sha256-${createHash('sha256').update('a()').digest('base64')}'`;
    const rules = `'sha256-${createHash('sha256').update('{"prerender":[]}').digest('base64')}'`;
    // Chromium ignores 'inline-speculation-rules' once a hash is listed: the rules are hashed too.
    expect(inlineScriptHashes(html)).toEqual([expected, rules]);
    const file = headersFile([expected, expected], false);
    expect(file).toContain(`script-src 'self' 'inline-speculation-rules' ${expected};`);
    expect(file).not.toMatch(/script-src[^;\n]*unsafe-inline/);
    expect(file).toContain("frame-ancestors 'none'");
    expect(file).not.toContain('challenges.cloudflare.com');
    expect(file).not.toContain('Link:');
    // The site's stylesheet, named in every answer's header, for Cloudflare's 103 Early Hints.
    const hinted = headersFile([expected], false, '/assets/site-abc123.css');
    const all = hinted.split('\n/assets/*')[0];
    expect(all).toContain('  Link: </assets/site-abc123.css>; rel=preload; as=style');
  });

  it("takes Vite's entry script out of the template; the page gets the inline script naming the runtime's file", () => {
    const { template, entry, preloads } = extractEntry(
      '<head><link rel="modulepreload" crossorigin href="/assets/a.js">\n<!--app-head--></head><body><div id="root"></div>' +
        '<script type="module" crossorigin src="/assets/index-1.js"></script></body>',
    );
    expect(entry).toBe('/assets/index-1.js');
    expect(preloads).toEqual(['assets/a.js']);
    expect(template).not.toMatch(/<script|modulepreload/);

    const boot = `let f=!1;function c(){f||(f=!0,import(\`${RUNTIME_MARK}\`))}addEventListener("load",c);`;
    const inline = 'let f=!1;function c(){f||(f=!0,import(`/assets/index-1.js`))}addEventListener("load",c);';
    // A content page: the inline script alone; the runtime is fetched later, so nothing competes with the first paint.
    const content = entryTags(boot, entry, preloads, false);
    expect(content).toBe(`<script type="module" async>${inline}</script>`);
    // A page that is the form fetches it at once: its head preloads it and what it imports.
    const eager = entryTags(boot, entry, preloads, true);
    expect(eager).toContain('<link rel="modulepreload" href="/assets/index-1.js">');
    expect(eager).toContain('<link rel="modulepreload" href="/assets/a.js">');
    // The CSP hashes exactly the inline code.
    expect(inlineScriptHashes(eager)).toEqual([`'sha256-${createHash('sha256').update(inline).digest('base64')}'`]);
  });

  it('refuses an inline script that could not stand alone in the page', () => {
    const ok = `import(\`${RUNTIME_MARK}\`)`;
    expect(bootScript(ok, '/assets/index-1.js')).toBe(
      '<script type="module" async>import(`/assets/index-1.js`)</script>',
    );
    expect(() => bootScript(`import{a}from"./shared-1.js";a();${ok}`, '/assets/index-1.js')).toThrow(/stand alone/);
    expect(() => bootScript(`${ok};export{a}`, '/assets/index-1.js')).toThrow(/stand alone/);
    expect(() => bootScript('import(`/x.js`)', '/assets/index-1.js')).toThrow(/0 times/);
    expect(() => bootScript(`${ok};const s="</script>"`, '/assets/index-1.js')).toThrow(/<\/script/);
    expect(() => bootScript(ok, 'https://elsewhere.example/x.js')).toThrow(/runtime's path/);
  });

  it('takes the built inline script out of the assets', () => {
    const dist = mkdtempSync(join(tmpdir(), 'boot-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'assets', 'boot-Ab_1.js'), `import(\`${RUNTIME_MARK}\`)`);
    expect(takeBootScript(dist)).toBe(`import(\`${RUNTIME_MARK}\`)`);
    expect(existsSync(join(dist, 'assets', 'boot-Ab_1.js'))).toBe(false);
    expect(() => takeBootScript(dist)).toThrow(/0 built inline scripts/);
    rmSync(dist, { recursive: true });
  });

  it('runs the Functions (the clinic facts middleware, the API) on every path but the assets, images and plain files', () => {
    const routes = JSON.parse(routesJson()) as { version: number; include: string[]; exclude: string[] };
    expect(routes.include).toEqual(['/*']);
    expect(routes.exclude).toEqual(expect.arrayContaining(['/assets/*', '/images/*', '/build-info.json']));
    expect(routes.exclude.some((p) => p.startsWith('/api') || p.endsWith('.html') || p === '/')).toBe(false);
  });

  it('allows Turnstile in the CSP only when the build configures it', () => {
    const file = headersFile([], true);
    expect(file).toMatch(/script-src 'self' https:\/\/challenges\.cloudflare\.com/);
    expect(file).toMatch(/frame-src https:\/\/www\.google\.com https:\/\/challenges\.cloudflare\.com/);
  });

  it('writes every route of spec §2 as route.html, with 404 pages for unknown paths and slugs', () => {
    const routes = prerenderRoutes();
    const files = routes.map((r) => r.file);
    expect(files).toContain('index.html');
    expect(files).toContain('services/bronchoscopy.html');
    expect(files).toContain('doctors/dr-malhotra.html');
    expect(files).toEqual(expect.arrayContaining(['404.html', 'services/404.html', 'conditions/404.html']));
    expect(files.some((f) => f.endsWith('/index.html'))).toBe(false);
    expect(routes.filter((r) => r.url.startsWith('/services/') && r.indexable)).toHaveLength(15);
    expect(routes.filter((r) => r.url.startsWith('/conditions/') && r.indexable)).toHaveLength(13);
  });

  it('writes every page but the staff desk again in Hindi under /hi, each naming its twin', () => {
    const routes = prerenderRoutes();
    const english = routes.filter((r) => r.locale === 'en');
    const hindi = routes.filter((r) => r.locale === 'hi');
    expect(hindi).toHaveLength(english.length - 1);
    expect(routes.find((r) => r.url === '/hi')).toMatchObject({ file: 'hi.html', lang: 'hi', twin: '/' });
    expect(routes.find((r) => r.url === '/hi/services/bronchoscopy')).toMatchObject({
      file: 'hi/services/bronchoscopy.html',
      twin: '/services/bronchoscopy',
      indexable: true,
    });
    expect(hindi.map((r) => r.file)).toEqual(
      expect.arrayContaining(['hi/404.html', 'hi/services/404.html', 'hi/conditions/404.html']),
    );
    expect(routes.some((r) => r.url.startsWith('/hi/desk'))).toBe(false);
    for (const r of english.filter((e) => e.url !== '/desk')) {
      expect(routes.find((h) => h.url === r.twin)?.twin, r.url).toBe(r.url);
    }
  });

  it('lists each page in the sitemap with its language alternates, English as x-default', () => {
    const xml = sitemap(prerenderRoutes(), 'https://clinic.example');
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    const entry = /<url>\s*<loc>https:\/\/clinic\.example\/hi\/treatments<\/loc>([\s\S]*?)<\/url>/.exec(xml);
    expect(entry?.[1]).toContain('hreflang="en-IN" href="https://clinic.example/treatments"');
    expect(entry?.[1]).toContain('hreflang="hi-IN" href="https://clinic.example/hi/treatments"');
    expect(entry?.[1]).toContain('hreflang="x-default" href="https://clinic.example/treatments"');
    expect(xml).not.toContain('/desk');
    expect(xml).not.toContain('__not-found__');
  });

  it('writes the privacy notice (indexed) and the privacy link page (not indexed)', () => {
    const routes = prerenderRoutes();
    expect(routes.find((r) => r.url === '/privacy')).toMatchObject({ file: 'privacy.html', indexable: true });
    expect(routes.find((r) => r.url === '/hi/privacy')).toMatchObject({
      file: 'hi/privacy.html',
      indexable: true,
      lang: 'hi',
    });
    expect(routes.find((r) => r.url === '/privacy')).toMatchObject({ lang: 'en-IN', twin: '/hi/privacy' });
    expect(routes.find((r) => r.url === '/privacy/request')).toMatchObject({
      file: 'privacy/request.html',
      indexable: false,
    });
  });

  it("names each page's kind for its stylesheet, the same in both languages", () => {
    const kind = (file: string) => pageKind({ file });
    expect(kind('index.html')).toBe('home');
    expect(kind('hi.html')).toBe('home');
    expect(kind('services/bronchoscopy.html')).toBe('service');
    expect(kind('hi/services/bronchoscopy.html')).toBe('service');
    expect(kind('conditions/asthma-treatment.html')).toBe('condition');
    expect(kind('doctors/dr-malhotra.html')).toBe('doctor');
    expect(kind('services.html')).toBe('services');
    expect(kind('hi/contact.html')).toBe('contact');
    expect(kind('privacy/request.html')).toBe('privacy-request');
    expect(kind('404.html')).toBe('not-found');
    expect(kind('hi/conditions/404.html')).toBe('not-found');
    // Every page the build writes has one.
    for (const r of prerenderRoutes()) expect(pageKind(r)).toMatch(/^[a-z-]+$/);
  });
});

describe('the route tables', () => {
  it("prerender a page for every route the site's router has, and nothing the router would not show", () => {
    // The router's English table, read as text (importing it would bring every page); the Hindi twins of both tables
    // are derived from the English ones.
    const source = readFileSync(resolve(__dirname, '../../web/src/app/routes.tsx'), 'utf8');
    const table = source.slice(
      source.indexOf('const englishRoutes'),
      source.indexOf('];', source.indexOf('const englishRoutes')),
    );
    const paths = [...table.matchAll(/path: '([^']+)'/g)].map((m) => m[1]);
    expect(paths).toContain('/book-appointment');
    // A router path as a pattern: ':param' stands for one segment, '*' for the rest.
    const pattern = (path: string) =>
      new RegExp(`^${path.replace(/:[a-zA-Z]+/g, '[^/]+').replace(/\/?\*$/, '(/.*)?')}$`);
    const urls = prerenderRoutes()
      .filter((r) => r.locale === 'en')
      .map((r) => r.url);
    // Every page the build writes is a page the router draws (the 404s under '*' included)…
    for (const url of urls)
      expect(
        paths.some((p) => pattern(p).test(url)),
        url,
      ).toBe(true);
    // …and every route of the router but the catch-all has at least one page written for it.
    for (const path of paths.filter((p) => p !== '*')) {
      expect(
        urls.some((u) => pattern(path).test(u)),
        path,
      ).toBe(true);
    }
  });
});
