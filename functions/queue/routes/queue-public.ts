import type { Context } from 'hono';
import { Hono } from 'hono';
import { isLocale, type Locale, localeOf } from '../../../common/i18n/locale';
import { m } from '../../../common/paraglide/messages.js';
import type { AppEnv } from '../../platform/env';
import { fail } from '../../platform/http';
import { langOf } from '../../platform/locale';
import { storage } from '../../platform/routes/storage';
import { isScreenKey, screenPanels } from '../actions/screen';
import { type StatusSubjectRow, statusOf } from '../actions/status';
import {
  screenPage,
  screenPanelJson,
  screenPolicy,
  statusGonePage,
  statusLines,
  statusPage,
  statusPolicy,
  updatedLine,
} from '../html/queue-pages';
import { subjectOfCode } from '../links';

/**
 * The patient's status page, GET /api/q/<code> (its JSON at /api/q/<code>/json), and the waiting-room screen, GET
 * /api/screen/<key> (/api/screen/<key>/json) — issue 27, decision 025. Both read a session's queue through this data
 * centre's five-second copy (actions/queue-cache.ts), never cached further (no-store): forty phones polling cost D1 one
 * read of the session every few seconds. A wrong code or key gets the same 404 whatever was wrong with it.
 */
export const queueStatus = new Hono<AppEnv>();
export const queueScreen = new Hono<AppEnv>();

const PRIVATE = { 'cache-control': 'no-store' };

/** The page's language: ?lang= when given, else the booking's, else the browser's. */
function languageOf(c: Context<AppEnv>, s: StatusSubjectRow | null): Locale {
  const asked = c.req.query('lang');
  if (isLocale(asked)) return asked;
  return s?.locale ? localeOf(s.locale) : langOf(c);
}

async function status(c: Context<AppEnv>) {
  const subject = await subjectOfCode(c.env, c.req.param('code') ?? '');
  const locale = languageOf(c, subject);
  if (!subject) return { locale, lines: null };
  const s = await statusOf(c.env, new URL(c.req.url).origin, subject, (p) => c.executionCtx.waitUntil(p));
  return { locale, lines: statusLines(s, locale), status: s };
}

queueStatus.get('/:code', (c) =>
  storage(c, async () => {
    const { locale, lines } = await status(c);
    c.header('Content-Security-Policy', await statusPolicy());
    if (!lines) return c.html(statusGonePage(locale), 404, PRIVATE);
    const other = `${new URL(c.req.url).pathname}?lang=${locale === 'en' ? 'hi' : 'en'}`;
    return c.html(statusPage(locale, lines, other), 200, PRIVATE);
  }),
);

queueStatus.get('/:code/json', (c) =>
  storage(c, async () => {
    const { locale, lines, status: s } = await status(c);
    c.header('Cache-Control', 'no-store');
    if (!lines || !s) return fail(c, 404, m.queue_status_gone_title({}, { locale }));
    return c.json({
      success: true as const,
      state: s.state,
      token: s.token,
      now_seeing: s.nowSeeing,
      ahead: s.ahead,
      minutes: s.minutes,
      lines,
      updated: updatedLine(locale),
    });
  }),
);

async function board(c: Context<AppEnv>) {
  if (!(await isScreenKey(c.env, c.req.param('key') ?? ''))) return null;
  const panels = await screenPanels(c.env, new URL(c.req.url).origin, (p) => c.executionCtx.waitUntil(p));
  return panels.map((p) => screenPanelJson(p, panels.length));
}

queueScreen.get('/:key', (c) =>
  storage(c, async () => {
    const panels = await board(c);
    c.header('Content-Security-Policy', panels ? await screenPolicy() : await statusPolicy());
    if (!panels) return c.html(statusGonePage(langOf(c)), 404, PRIVATE);
    return c.html(screenPage(panels), 200, PRIVATE);
  }),
);

queueScreen.get('/:key/json', (c) =>
  storage(c, async () => {
    const panels = await board(c);
    c.header('Cache-Control', 'no-store');
    if (!panels) return fail(c, 404, m.queue_status_gone_title({}, { locale: langOf(c) }));
    return c.json({ success: true as const, panels });
  }),
);
