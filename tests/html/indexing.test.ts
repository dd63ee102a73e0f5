import { describe, expect, it } from 'vitest';
import { addDays, clinicDate } from '../../common/booking/schedule';
import { DATA_CONTACT } from '../../common/clinic/facts';
import { PRIVACY_HEADINGS_HI, PRIVACY_NUMBERS_HI } from '../shared/privacy-notice';
import { request } from './site';

/**
 * What search engines are told: which pages are indexed, which are shells that carry no one's data, and what the
 * sitemap lists. Moved from tests/e2e/manage.spec.ts, privacy.spec.ts, privacy-hi.spec.ts and desk.spec.ts, which
 * fetched the same answers without a page (docs/decisions/027-test-budget.md).
 */

const text = async (path: string) => (await request(path)).text();

/** The three hreflang links both notices carry: English, Hindi, and English as the default. */
function expectAlternates(html: string, origin: string) {
  expect(html).toContain(`<link rel="alternate" hreflang="en-IN" href="${origin}/privacy"/>`);
  expect(html).toContain(`<link rel="alternate" hreflang="hi-IN" href="${origin}/hi/privacy"/>`);
  expect(html).toContain(`<link rel="alternate" hreflang="x-default" href="${origin}/privacy"/>`);
}

/** The site's origin as the prerender wrote it into the canonical link. */
function originOf(html: string): string {
  const m = /<link rel="canonical" href="(https?:\/\/[^/"]+)/.exec(html);
  if (!m) throw new Error('no canonical link');
  return m[1];
}

describe('indexing', () => {
  it('the manage page is kept out of search engines: noindex, no canonical link, not in the sitemap', async () => {
    const html = await text('/manage');
    expect(html).toMatch(/<head>[\s\S]*<meta name="robots" content="noindex"\/>[\s\S]*<\/head>/);
    expect(html).not.toContain('rel="canonical"');
    expect(await text('/sitemap.xml')).not.toContain('/manage');
  });

  it('/privacy is indexed and /privacy/request is not', async () => {
    const notice = await text('/privacy');
    expect(notice).toContain('<link rel="canonical" href=');
    expect(notice).not.toContain('noindex');
    expect(notice).toContain(DATA_CONTACT.email);
    const shell = await text('/privacy/request');
    expect(shell).toMatch(/<head>[\s\S]*<meta name="robots" content="noindex"\/>[\s\S]*<\/head>/);
    expect(shell).not.toContain('rel="canonical"');
    const sitemap = await text('/sitemap.xml');
    expect(sitemap).toMatch(/\/privacy<\/loc>/);
    expect(sitemap).not.toContain('/privacy/request');
  });

  it('the Hindi notice is indexed, says lang="hi", and both notices link to each other', async () => {
    const hindi = await text('/hi/privacy');
    const origin = originOf(hindi);
    expect(hindi).toMatch(/<html lang="hi"[ >]/);
    expect(hindi).toContain(`<link rel="canonical" href="${origin}/hi/privacy"/>`);
    expect(hindi).not.toContain('noindex');
    expectAlternates(hindi, origin);
    for (const h of PRIVACY_HEADINGS_HI) expect(hindi).toContain(h);
    expect(hindi).toContain(DATA_CONTACT.email);
    expect(hindi).toContain(DATA_CONTACT.phone);
    for (const { n } of PRIVACY_NUMBERS_HI) expect(hindi).toMatch(new RegExp(`\\b${n} (महीने|दिन)`));
    // The Hindi page carries no English notice: only its own copy.
    expect(hindi).not.toContain('Who we are');

    const english = await text('/privacy');
    expect(english).toMatch(/<html lang="en-IN"[ >]/);
    expectAlternates(english, origin);
    expect(english).toContain('>हिन्दी में पढ़ें<');

    const sitemap = await text('/sitemap.xml');
    expect(sitemap).toContain(`<loc>${origin}/hi/privacy</loc>`);
  });

  it('the desk is a shell: no data in its HTML, never indexed, not in the sitemap', async () => {
    const res = await request('/desk');
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    expect(html).toContain('Signing you in…');
    expect(html).not.toContain('@example.com');
    expect(await text('/sitemap.xml')).not.toContain('/desk');
    // The API behind it answers nothing to a change without the desk's own header.
    const refused = await request('/api/desk/closures', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ start_date: addDays(clinicDate(), 5), reason: 'No header' }),
    });
    await refused.arrayBuffer();
    expect(refused.status).toBe(403);
  });
});
