import { describe, expect, it } from 'vitest';
import { localeOfPath, localizedPath, unlocalizedPath } from '../../common/i18n/locale';

describe('locale of a path', () => {
  it.each(['/hi', '/hi/services/bronchoscopy', '/hi#main'])('is Hindi under /hi: %s', (path) => {
    expect(localeOfPath(path)).toBe('hi');
  });

  it.each(['/', '/hindi-page', '/services'])('is English elsewhere: %s', (path) => {
    expect(localeOfPath(path)).toBe('en');
  });
});

describe('the same page in the other language', () => {
  it('adds and removes the /hi prefix, keeping query and fragment', () => {
    expect(localizedPath('/', 'hi')).toBe('/hi');
    expect(localizedPath('/#faq', 'hi')).toBe('/hi#faq');
    expect(localizedPath('/services/bronchoscopy', 'hi')).toBe('/hi/services/bronchoscopy');
    expect(localizedPath('/hi/services/bronchoscopy', 'hi')).toBe('/hi/services/bronchoscopy');
    expect(localizedPath('/hi/contact?x=1#map', 'en')).toBe('/contact?x=1#map');
    expect(localizedPath('/hi', 'en')).toBe('/');
    expect(unlocalizedPath('/hi?x=1')).toBe('/?x=1');
  });

  it('leaves external links, in-page anchors, the API and the desk alone', () => {
    for (const href of [
      'https://wa.me/91',
      'tel:+91',
      'mailto:a@b.in',
      '#faq',
      '/api/forms/booking',
      '/desk',
      '//x.org',
    ])
      expect(localizedPath(href, 'hi')).toBe(href);
  });
});
