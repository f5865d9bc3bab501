import type { BrowserContext, Page } from 'playwright-core';
import type { SchoolEvent } from '@icast/contracts';
import { axeFindings } from '../support/axe';
import { useBrowser, wakeTheApp, watchConsole } from '../support/browser';
import { adminContext, state } from './dashboard-support';

const browser = useBrowser();
const stamp = Date.now();
const SERIES = `Swimming club ${stamp}`;
const HOLIDAY = `Mid-term break ${stamp}`;
const CLOSURE = `Both campuses closed ${stamp}`;

/** `2026-12` for the month after this one (Lagos), and an instant on its `day` at Lagos `hour`. */
const nextMonth = (() => {
  const now = new Date(Date.now() + 60 * 60 * 1000);
  const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
  return `${first.getUTCFullYear()}-${String(first.getUTCMonth() + 1).padStart(2, '0')}`;
})();
const monthAfter = (() => {
  const [year, month] = nextMonth.split('-').map(Number) as [number, number];
  const first = new Date(Date.UTC(year, month, 1));
  return `${first.getUTCFullYear()}-${String(first.getUTCMonth() + 1).padStart(2, '0')}`;
})();
const at = (day: number, hour: number) =>
  new Date(Date.parse(`${nextMonth}-${String(day).padStart(2, '0')}T00:00:00Z`) + (hour - 1) * 3_600_000).toISOString();

describe('the school calendar and a closure alert', () => {
  let staff: { context: BrowserContext; page: Page };
  const api = (path: string) => `${state.baseUrl}/api/${path}`;

  beforeAll(async () => {
    staff = await adminContext(browser());
    const add = (multipart: Record<string, string>) =>
      staff.page.request.post(api('events/admin/events'), { multipart }).then((response) => {
        expect(response.status()).toBe(201);
      });
    await add({
      title: SERIES,
      startsAt: at(3, 16),
      endsAt: at(3, 17),
      campus: 'elebu',
      description: 'Lessons at the pool.',
      category: 'sports',
      repeat: 'weekly',
      repeatCount: '3',
    });
    await add({
      title: HOLIDAY,
      startsAt: at(12, 8),
      endsAt: at(12, 15),
      campus: 'elewura',
      description: 'No lessons.',
      category: 'holidays',
    });
  });
  afterAll(async () => {
    const { request } = staff.page;
    const events = (await (await request.get(api('events/admin/events'))).json()) as { data: SchoolEvent[] };
    for (const event of events.data.filter((item) => [SERIES, HOLIDAY].includes(item.title))) {
      await request.delete(api(`events/admin/events/${event.id}`));
    }
    await request.put(api('site-content/admin/closure'), { data: { closure: null } });
    await staff.context.close();
  });

  it.each([
    ['with no script at 375 px', false, 375],
    ['with script at 375 px', true, 375],
    ['with script at 1280 px', true, 1280],
  ])(
    'shows the month, moves between months and filters, %s',
    async (_how, javaScriptEnabled, width) => {
      const context = await browser().newContext({ javaScriptEnabled, viewport: { width, height: 800 } });
      const page = await context.newPage();
      page.setDefaultTimeout(20_000);
      const errors = watchConsole(page);
      try {
        await page.goto(`${state.baseUrl}/events?view=month&month=${nextMonth}`);
        if (javaScriptEnabled) await wakeTheApp(page);
        const table = page.getByTestId('month-table');
        const dayList = page.getByTestId('month-list');
        // A phone gets the days as a list; a wide screen the table with its day headers.
        const shown = width < 640 ? dayList : table;
        // Waited for: the page's stylesheet may still be arriving when the HTML has loaded.
        await (width < 640 ? table : dayList).waitFor({ state: 'hidden' });
        await shown.waitFor({ state: 'visible' });
        expect(await shown.getByRole('link', { name: SERIES }).count()).toBe(3);
        expect(await shown.getByRole('link', { name: HOLIDAY }).count()).toBe(1);
        if (width >= 640) expect(await table.getByRole('columnheader').count()).toBe(7);
        // axe and the width check run in the page: only where script runs (the same HTML is served to both).
        if (javaScriptEnabled) {
          expect([`axe ${width}`, await axeFindings(page, errors)]).toEqual([`axe ${width}`, []]);
          expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width);
        }

        const form = page.getByRole('form', { name: 'Choose events' });
        await form.getByLabel('Campus').selectOption('elebu');
        await form.getByLabel('Kind of event').selectOption('sports');
        await form.getByRole('button', { name: 'Show events' }).click();
        await page.waitForURL(/category=sports/);
        expect(new URL(page.url()).searchParams.get('campus')).toBe('elebu');
        expect(new URL(page.url()).searchParams.get('month')).toBe(nextMonth);
        await page.getByTestId('events-filtered').waitFor();
        expect(await shown.getByRole('link', { name: SERIES }).count()).toBe(3);
        expect(await shown.getByRole('link', { name: HOLIDAY }).count()).toBe(0);
        const https = await page.getByRole('link', { name: 'Subscribe by https address' }).getAttribute('href');
        expect(https).toBe(`${state.baseUrl}/api/events/calendar.ics?campus=elebu&category=sports`);
        const feed = await page.request.get(https!);
        expect(await feed.text()).toContain('RRULE:FREQ=WEEKLY;COUNT=3');

        await page
          .getByRole('link', { name: new RegExp(monthAfter.slice(0, 4)) })
          .last()
          .click();
        await page.waitForURL(new RegExp(`month=${monthAfter}`));
        expect(new URL(page.url()).searchParams.get('category')).toBe('sports');

        await page.goto(`${state.baseUrl}/events?category=sports&campus=elebu`);
        const google = await page.getByRole('link', { name: `Add to Google Calendar: ${SERIES}` }).getAttribute('href');
        const link = new URL(google!);
        expect(`${link.origin}${link.pathname}`).toBe('https://calendar.google.com/calendar/render');
        expect(link.searchParams.get('action')).toBe('TEMPLATE');
        expect(link.searchParams.get('text')).toBe(SERIES);
        expect(link.searchParams.get('recur')).toBe('RRULE:FREQ=WEEKLY;COUNT=3');
        expect(link.searchParams.get('location')).toContain('Elebu');
      } finally {
        await context.close();
      }
    },
    120_000,
  );

  it('shows a closure staff publish on every public page at once, with and without script, and not after it is taken down', async () => {
    // Twelve page loads and two axe runs on a shared machine: a bound for a stall, not a measure of speed.
    const published = await staff.page.request.put(api('site-content/admin/closure'), {
      data: {
        closure: {
          title: CLOSURE,
          message: 'Flooding on the Elebu road. Lessons resume on Tuesday.',
          startsAt: new Date(Date.now() - 60_000).toISOString(),
          endsAt: new Date(Date.now() + 24 * 3_600_000).toISOString(),
          campuses: [],
        },
      },
    });
    expect(published.status()).toBe(200);
    for (const [javaScriptEnabled, width] of [
      [false, 375],
      [true, 375],
      [true, 1280],
    ] as const) {
      const context = await browser().newContext({ javaScriptEnabled, viewport: { width, height: 800 } });
      const page = await context.newPage();
      page.setDefaultTimeout(20_000);
      const errors = watchConsole(page);
      try {
        for (const path of ['/', '/events', '/contacts', '/admission']) {
          await page.goto(`${state.baseUrl}${path}`);
          const banner = page.getByTestId('closure-alert');
          await banner.waitFor();
          expect(await banner.getByRole('alert').innerText()).toContain(`School closure: ${CLOSURE}`);
          // Announced without taking the focus from the page (checked in the page: only where script runs).
          if (javaScriptEnabled) {
            expect(
              await page.evaluate(() => document.activeElement?.closest('[data-testid="closure-alert"]') ?? null),
            ).toBeNull();
          }
        }
        if (javaScriptEnabled) {
          expect([`axe ${width}`, await axeFindings(page, errors)]).toEqual([`axe ${width}`, []]);
          await wakeTheApp(page);
          await page.getByRole('button', { name: 'Hide for now' }).click();
          await page.getByTestId('closure-alert').waitFor({ state: 'detached' });
        } else {
          expect(await page.getByRole('button', { name: 'Hide for now' }).count()).toBe(0);
        }
      } finally {
        await context.close();
      }
    }
    await staff.page.request.put(api('site-content/admin/closure'), { data: { closure: null } });
    const after = await browser().newContext({ javaScriptEnabled: false });
    const page = await after.newPage();
    await page.goto(`${state.baseUrl}/contacts`);
    await page.locator('main h1').waitFor();
    expect(await page.getByTestId('closure-alert').count()).toBe(0);
    await after.close();
  }, 180_000);
});
