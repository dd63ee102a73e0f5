import { createHash } from 'node:crypto';
import type { Locator, Page } from '@playwright/test';
import { DOCTOR } from '../../common/clinic/facts';
import { formatClinicDate } from '../../common/i18n/dates';
import { pageCopy } from '../../functions/platform/html/copy';
import { hydrated } from './fixtures';
import {
  dateIn,
  expect,
  expectBookedToast,
  FORM_THINKING_MS,
  fillPageDetails,
  holdRequests,
  newPatient,
  next,
  type PagePatient,
  pageWizardToDoctor,
  submitBooking,
  test,
  toConfirmStep,
} from './journeys';
import { manageLinkFor } from './mailbox';

/**
 * Reports reach the doctor (decision 029): the files a patient chooses travel to storage after the booking, "File
 * uploaded" is said only once the server stored one, and the desk opens the very bytes that were sent.
 */

/**
 * This spec's one date (both bookings, so the desk shows them on one day): index 30 from the window's start, past the
 * blocks manage (0), phone messages (10) and privacy (20) take there. Its times (11 AM, 12 PM) leave room in any slot.
 */
const DATE_USES = ['reports'] as const;

/** A small PDF as a scanner writes one: the header, one object and the end marker the server looks for. */
const SMALL_PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n');

/** A 1×1 PNG (a real one: signature, IHDR, IDAT, IEND). */
const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

const sha256 = (b: Buffer | Uint8Array) => createHash('sha256').update(b).digest('hex');

/**
 * A phone's photo of an X-ray: a real 3000×4000 JPEG, drawn by the browser on a canvas in grey noise (which JPEG
 * cannot squeeze), so it is well over the 1.5 MB above which the page makes a photo smaller.
 */
async function phonePhoto(page: Page): Promise<Buffer> {
  const base64 = await page.evaluate(async () => {
    const [w, h, block] = [3000, 4000, 4];
    const canvas = document.createElement('canvas');
    canvas.width = w;
    canvas.height = h;
    const ctx = canvas.getContext('2d') as CanvasRenderingContext2D;
    const image = ctx.createImageData(w, h);
    const d = image.data;
    let seed = 20261128;
    for (let y = 0; y < h; y += block) {
      for (let x = 0; x < w; x += block) {
        seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
        const v = seed >>> 24;
        for (let dy = 0; dy < block; dy++) {
          for (let dx = 0; dx < block; dx++) {
            const i = ((y + dy) * w + x + dx) * 4;
            d[i] = d[i + 1] = d[i + 2] = v;
            d[i + 3] = 255;
          }
        }
      }
    }
    ctx.putImageData(image, 0, 0);
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.95));
    const bytes = new Uint8Array(await (blob as Blob).arrayBuffer());
    let text = '';
    for (let i = 0; i < bytes.length; i += 0x8000) text += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
    return btoa(text);
  });
  return Buffer.from(base64, 'base64');
}

/**
 * Notes the SHA-256 and size of every file the page sends from now on, as it hands it to the network (a file inside
 * an upload's FormData is not in what Playwright sees of a request). Changes nothing that is sent.
 */
async function noteSentFiles(page: Page) {
  await page.evaluate(() => {
    const w = window as unknown as { sentFiles: Promise<{ name: string; size: number; sha: string }>[] };
    w.sentFiles = [];
    const send = XMLHttpRequest.prototype.send;
    XMLHttpRequest.prototype.send = function (body) {
      const file = body instanceof FormData ? body.get('file') : null;
      if (file instanceof File) {
        w.sentFiles.push(
          file.arrayBuffer().then(async (b) => ({
            name: file.name,
            size: file.size,
            sha: [...new Uint8Array(await crypto.subtle.digest('SHA-256', b))]
              .map((x) => x.toString(16).padStart(2, '0'))
              .join(''),
          })),
        );
      }
      return send.call(this, body);
    };
  });
}

function sentFiles(page: Page) {
  return page.evaluate(() =>
    Promise.all((window as unknown as { sentFiles: Promise<{ name: string; size: number; sha: string }>[] }).sentFiles),
  );
}

/** A booking's card on the desk, named "<name>, <status>". */
function deskCard(page: Page, name: string): Locator {
  return page.getByRole('article', { name: new RegExp(`^${name}, `) });
}

/** Opens a desk card's "Reports (n)" and waits for its list; returns the rows. */
async function openDeskReports(card: Locator, count: number): Promise<Locator> {
  const reports = card.getByTestId('booking-reports');
  await reports.locator('summary').click();
  const rows = reports.getByTestId('report');
  await expect(rows).toHaveCount(count);
  return rows;
}

/** The desk's link to one report, fetched as that member of staff: the bytes and the headers that guard them. */
async function openAtDesk(page: Page, row: Locator): Promise<{ bytes: Buffer; type: string }> {
  const href = await row.getByRole('link').getAttribute('href');
  expect(href).toMatch(/^\/api\/desk\/reports\/[^/]+\/file\?e=\d{10}&s=[A-Za-z0-9_-]{43}$/);
  const res = await page.request.get(href as string);
  expect(res.status()).toBe(200);
  const h = res.headers();
  expect(h['x-content-type-options']).toBe('nosniff');
  expect(h['content-security-policy']).toBe('sandbox');
  expect(h['cache-control']).toBe('private, no-store');
  return { bytes: await res.body(), type: h['content-type'] };
}

/** An image's width and height, as the browser decodes its bytes. */
function dimensions(page: Page, bytes: Buffer) {
  return page.evaluate(async (b64) => {
    const bin = atob(b64);
    const bytes = Uint8Array.from(bin, (c) => c.charCodeAt(0));
    const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/jpeg' }));
    return { width: bitmap.width, height: bitmap.height };
  }, bytes.toString('base64'));
}

test.describe('reports reach the doctor', () => {
  test('a patient sends reports with the booking and from the manage page, and the desk opens the same bytes @phone-only', async ({
    page,
    browser,
    viewport,
  }) => {
    test.setTimeout(90_000);
    const day = dateIn(DATE_USES, 'reports', 30);
    const lata: PagePatient = { ...newPatient('reports'), fullName: 'Lata Reports', age: '58', gender: 'female' };
    const vikram: PagePatient = {
      ...newPatient('reports-nojs'),
      fullName: 'Vikram Reports',
      age: '64',
      gender: 'male',
    };

    // With JavaScript: an X-ray report (PDF) and a phone photo of the film, chosen on the Doctor step.
    const w = await pageWizardToDoctor(page, { ...lata, date: day, time: '12:00 PM' });
    await w.getByRole('button', { name: new RegExp(DOCTOR.name) }).click();
    const photo = await phonePhoto(page);
    expect(photo.length).toBeGreaterThan(1_500_000);
    await w.getByLabel('Reports (optional)').setInputFiles([
      { name: 'xray-report.pdf', mimeType: 'application/pdf', buffer: SMALL_PDF },
      { name: 'chest-film.jpg', mimeType: 'image/jpeg', buffer: photo },
    ]);
    const picked = w.getByTestId('picked-file');
    await expect(picked).toHaveCount(2);
    await expect(picked.nth(0)).toHaveText('xray-report.pdf · 1 KB: will be sent with your booking');
    await expect(picked.nth(1)).toContainText(/^chest-film\.jpg · [\d.]+ (MB|KB): will be sent with your booking/);
    const smaller = picked.nth(1).getByText(/^Photo made smaller to send faster: /);
    await expect(smaller).toHaveText(
      new RegExp(
        `^Photo made smaller to send faster: ${(photo.length / 1024 / 1024).toFixed(1)} MB → [\\d.]+ (MB|KB)$`,
      ),
    );
    await expect(w.getByTestId('file-error')).toHaveCount(0);
    // Chosen is not sent: nothing says uploaded before the booking and the server's answer.
    await expect(page.getByText(/File uploaded/)).toHaveCount(0);
    await toConfirmStep(w);
    await expect(page.getByText(/File uploaded/)).toHaveCount(0);

    await noteSentFiles(page);
    // The first file is held on its way, as on a slow connection.
    const gate = await holdRequests(page, /\/api\/reports$/);
    const booked = await submitBooking(page, w, 'Confirm Booking');
    expect(booked.postDataJSON()).toMatchObject({ reports_uploaded: true });
    expect((await booked.response())?.status()).toBe(201);
    await expectBookedToast(page);
    const box = page.getByTestId('report-uploads');
    const uploads = box.getByTestId('report-upload');
    await expect(uploads).toHaveCount(2);
    await expect(uploads.nth(0)).toHaveAttribute('data-status', 'sending');
    await expect(uploads.nth(1)).toHaveAttribute('data-status', 'waiting');
    await expect(uploads.nth(1)).toHaveText('chest-film.jpg: waiting its turn to be sent');
    await expect.poll(() => gate.asked.length).toBe(1);
    await expect(box).not.toContainText('File uploaded');
    gate.release();
    await expect(uploads.nth(0)).toHaveAttribute('data-status', 'done');
    await expect(uploads.nth(1)).toHaveAttribute('data-status', 'done', { timeout: 30_000 });
    await expect(uploads.nth(0)).toHaveText('File uploaded: xray-report.pdf (1 KB)');
    await expect(uploads.nth(1)).toHaveText(/^File uploaded: chest-film\.jpg \([\d.]+ (MB|KB)\)$/);
    const sent = await sentFiles(page);
    expect(sent.map((f) => f.name)).toEqual(['xray-report.pdf', 'chest-film.jpg']);
    expect(sent[0].sha).toBe(sha256(SMALL_PDF));
    expect(sent[1].size).toBeLessThan(photo.length);

    // Without JavaScript: step 1 posts to the server, which answers the whole form, a file field among it.
    const noJs = await browser.newContext({ javaScriptEnabled: false, viewport: viewport ?? undefined });
    const form = await noJs.newPage();
    await form.goto('/book-appointment');
    const wizardHtml = form.getByTestId('booking-wizard-page');
    await fillPageDetails(wizardHtml, vikram);
    await next(wizardHtml);
    await expect(form).toHaveURL(/\/api\/forms\/booking$/);
    await form.getByLabel('Preferred Date').fill(day);
    await form.getByLabel('Preferred Time').selectOption('11:00 AM');
    await form.getByLabel('Reports (optional)').setInputFiles({
      name: 'referral letter.pdf',
      mimeType: 'application/pdf',
      buffer: SMALL_PDF,
    });
    await form.waitForTimeout(FORM_THINKING_MS);
    await form.getByRole('button', { name: 'Confirm Booking' }).click();
    await expect(form.getByRole('heading', { level: 1, name: pageCopy('en').heldTitle })).toBeVisible();
    await expect(form.getByTestId('reports-received').getByRole('listitem')).toHaveText([
      'File uploaded: referral letter.pdf (1 KB)',
    ]);
    await noJs.close();

    // The desk: both bookings of the day carry their reports, and each link gives back the bytes that were sent.
    await page.goto(`/desk?date=${day}`);
    await hydrated(page);
    await expect(page.getByTestId('day-heading')).toHaveText(formatClinicDate(day));
    const lataCard = deskCard(page, lata.fullName);
    await expect(lataCard.getByTestId('reports-mark')).toHaveText('2 reports');
    const lataRows = await openDeskReports(lataCard, 2);
    await expect(lataRows.nth(0).getByRole('link')).toHaveText('xray-report.pdf');
    await expect(lataRows.nth(1).getByRole('link')).toHaveText('chest-film.jpg');
    // A photo shows as a thumbnail; the PDF as an icon.
    const thumbnail = lataRows.nth(1).locator('img');
    await thumbnail.scrollIntoViewIfNeeded();
    await expect.poll(() => thumbnail.evaluate((i: HTMLImageElement) => i.naturalWidth)).toBeGreaterThan(0);
    await expect(lataRows.nth(0).locator('img')).toHaveCount(0);
    const pdf = await openAtDesk(page, lataRows.nth(0));
    expect(pdf.type).toBe('application/pdf');
    expect(sha256(pdf.bytes)).toBe(sha256(SMALL_PDF));
    const film = await openAtDesk(page, lataRows.nth(1));
    expect(film.type).toBe('image/jpeg');
    expect(sha256(film.bytes)).toBe(sent[1].sha);
    expect([...film.bytes.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
    expect(film.bytes.length).toBeLessThan(photo.length);
    expect(await dimensions(page, film.bytes)).toEqual({ width: 1500, height: 2000 });

    const vikramCard = deskCard(page, vikram.fullName);
    await expect(vikramCard.getByTestId('reports-mark')).toHaveText('1 report');
    const vikramRows = await openDeskReports(vikramCard, 1);
    await expect(vikramRows.nth(0).getByRole('link')).toHaveText('referral letter.pdf');
    expect(sha256((await openAtDesk(page, vikramRows.nth(0))).bytes)).toBe(sha256(SMALL_PDF));

    // Lata opens her confirmation e-mail's link: two reports, she adds a spirometry printout, then removes the PDF.
    await page.goto(await manageLinkFor(lata.email));
    const section = page.getByTestId('manage-reports');
    const count = section.getByTestId('reports-count');
    await expect(count).toHaveText('2 of 5 reports received.');
    const received = section.getByTestId('manage-report');
    await expect(received).toHaveCount(2);
    await expect(received.nth(0)).toContainText('File uploaded: xray-report.pdf (1 KB)');
    await expect(received.nth(1)).toContainText(/File uploaded: chest-film\.jpg \([\d.]+ (MB|KB)\)/);
    await section
      .getByLabel('Add reports')
      .setInputFiles({ name: 'spirometry.png', mimeType: 'image/png', buffer: TINY_PNG });
    // Once stored it joins the list of what was received; nothing is left on its way or refused.
    await expect(count).toHaveText('3 of 5 reports received.');
    await expect(received.nth(2)).toContainText('File uploaded: spirometry.png (1 KB)');
    await expect(section.locator('[data-testid=report-upload]:not([data-status=done])')).toHaveCount(0);
    await expect(received).toHaveCount(3);
    // At a phone's width the section fits: nothing scrolls sideways.
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
    ).toBeLessThanOrEqual(0);
    await section.getByRole('button', { name: 'Remove xray-report.pdf' }).click();
    await expect(count).toHaveText('2 of 5 reports received.');
    await expect(received).toHaveCount(2);
    await expect(section.getByText('xray-report.pdf')).toHaveCount(0);

    // The desk's list agrees.
    await page.goto(`/desk?date=${day}`);
    await hydrated(page);
    await expect(deskCard(page, lata.fullName).getByTestId('reports-mark')).toHaveText('2 reports');
    const now = await openDeskReports(deskCard(page, lata.fullName), 2);
    await expect(now.getByRole('link')).toHaveText(['chest-film.jpg', 'spirometry.png']);
    expect(sha256((await openAtDesk(page, now.nth(1))).bytes)).toBe(sha256(TINY_PNG));
  });
});
