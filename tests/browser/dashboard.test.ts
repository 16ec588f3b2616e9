// The dashboard in real Chromium, in English and Arabic: chart labels beside the bars and inside the
// drawing (right to left in Arabic, the display digits on the axes), count cards that open their filtered
// lists, needs-attention links, two cards a row on a phone with nothing wider than the screen, and axe.
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations } from './axe';
import { pageDirection, settled } from './page';
import { browserSuite } from './suite';
import { translator } from './texts';

const suite = browserSuite();
const WAIT = { timeout: 20_000 };

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The tick texts, the bars and the drawing's own box of one recharts chart, as laid out on screen. */
async function chartLayout(chart: Locator): Promise<{ svg: Box; ticks: Array<Box & { text: string }>; bars: Box[] }> {
  return chart.evaluate((root) => {
    const box = (element: Element) => {
      const { x, y, width, height } = element.getBoundingClientRect();
      return { x, y, width, height };
    };
    const svg = root.querySelector('.recharts-wrapper > svg.recharts-surface')!;
    return {
      svg: box(svg),
      ticks: Array.from(svg.querySelectorAll('.recharts-cartesian-axis-tick-label text')).map((text) => ({
        ...box(text),
        text: text.textContent ?? '',
      })),
      bars: Array.from(svg.querySelectorAll('.recharts-bar-rectangle path, .recharts-bar-rectangle rect'))
        .map(box)
        .filter((bar) => bar.width > 0 && bar.height > 0),
    };
  });
}

const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width - 0.5 && b.x < a.x + a.width - 0.5 && a.y < b.y + b.height - 0.5 && b.y < a.y + a.height - 0.5;
const inside = (inner: Box, outer: Box) =>
  inner.x >= outer.x - 0.5 &&
  inner.x + inner.width <= outer.x + outer.width + 0.5 &&
  inner.y >= outer.y - 0.5 &&
  inner.y + inner.height <= outer.y + outer.height + 0.5;

/** Every tick label beside (not over) the bars and within the drawing; in Arabic, no Latin digit. */
async function expectReadableAxes(chart: Locator, language: 'en' | 'ar'): Promise<void> {
  const { svg, ticks, bars } = await chartLayout(chart);
  expect(ticks.length, `tick labels in ${await chart.getAttribute('aria-labelledby')}`).toBeGreaterThan(0);
  expect(bars.length, 'bars').toBeGreaterThan(0);
  for (const tick of ticks) {
    expect(inside(tick, svg), `"${tick.text}" clipped by the drawing`).toBe(true);
    for (const bar of bars) expect(overlaps(tick, bar), `"${tick.text}" over a bar`).toBe(false);
    if (language === 'ar') expect(tick.text, 'display digits').not.toMatch(/[0-9]/);
  }
}

async function openDashboard(page: Page): Promise<void> {
  await page.goto('/default/dashboard/');
  await settled(page);
}

describe.each(['en', 'ar'] as const)('dashboard (%s)', (language) => {
  const t = translator(language);

  it('draws chart labels beside the bars and inside the drawing, on the dashboard and a list', async () => {
    const { context, page } = await suite.signedInPage(language);
    await page.setViewportSize({ width: 1440, height: 900 });
    await openDashboard(page);
    expect(await pageDirection(page)).toBe(language === 'ar' ? 'rtl' : 'ltr');
    for (const chart of ['programmes', 'subscriptions', 'members']) {
      const region = page.getByRole('region', { name: t(`app.dashboard.charts.${chart}`), exact: true });
      await region.locator('.recharts-bar-rectangle').first().waitFor(WAIT);
      await expectReadableAxes(region, language);
    }
    // In Arabic the programme names stand on the right, the bars grow from there to the left.
    const programmes = await chartLayout(
      page.getByRole('region', { name: t('app.dashboard.charts.programmes'), exact: true }),
    );
    const names = programmes.ticks.filter((tick) => !/^[0-9٠-٩,٬.]+$/.test(tick.text));
    expect(names.length).toBeGreaterThan(0);
    const barsStart = Math.min(...programmes.bars.map((bar) => bar.x));
    const barsEnd = Math.max(...programmes.bars.map((bar) => bar.x + bar.width));
    for (const name of names)
      if (language === 'ar') expect(name.x).toBeGreaterThanOrEqual(barsEnd - 0.5);
      else expect(name.x + name.width).toBeLessThanOrEqual(barsStart + 0.5);
    // The pointer reaches each programme name, whose <title> (the browser's tooltip) is the full name; the
    // keyboard finds nothing to stop on in the drawing.
    const programmesRegion = page.getByRole('region', { name: t('app.dashboard.charts.programmes'), exact: true });
    const named = await programmesRegion.locator('svg text:has(title)').evaluateAll((texts) =>
      texts.map((text) => {
        text.scrollIntoView({ block: 'center' });
        const box = text.getBoundingClientRect();
        const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
        return { reached: Boolean(hit && text.contains(hit)), title: text.querySelector('title')?.textContent ?? '' };
      }),
    );
    expect(named.length).toBeGreaterThan(0);
    for (const name of named) expect(name, `${name.title} under the pointer`).toMatchObject({ reached: true });
    expect(await programmesRegion.locator('[tabindex]:not([tabindex="-1"])').count()).toBe(0);
    expect(await axeViolations(page, '/default/dashboard/')).toEqual([]);

    // A list's monthly chart follows the same rules.
    await page.goto('/default/orders');
    await settled(page);
    const toggle = page.getByRole('button', { name: t('list.chart.toggle') });
    await toggle.waitFor(WAIT);
    if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
    const listChart = page.getByTestId('monthly-chart');
    await listChart.locator('.recharts-bar-rectangle').first().waitFor(WAIT);
    await expectReadableAxes(listChart, language);
    await context.close();
  }, 60_000);

  it('opens a card’s filtered list, and each needs-attention item’s', async () => {
    const { context, page } = await suite.signedInPage(language);
    await page.setViewportSize({ width: 1440, height: 900 });
    await openDashboard(page);
    const card = page.getByRole('region', { name: t('app.dashboard.cards.active_subscriptions'), exact: true });
    await card.getByText(language === 'ar' ? /مقارنة/ : /vs the previous 30 days/).waitFor(WAIT);
    await card.getByRole('link').click();
    await page.waitForURL(/\/default\/subscriptions\?status=active$/, WAIT);
    await settled(page);
    // The list opens with its status filter set to what the card counted.
    expect(new URL(page.url()).searchParams.getAll('status')).toEqual(['active']);

    await openDashboard(page);
    const panel = page.getByRole('region', { name: t('dashboard.attention.title'), exact: true });
    const items = panel.getByRole('link');
    await items.first().waitFor(WAIT);
    const hrefs = await items.evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(hrefs).toContain('/default/payout-requests?status=pending');
    await panel.getByRole('link', { name: new RegExp(t('dashboard.attention.pending_payout_requests')) }).click();
    await page.waitForURL(/\/default\/payout-requests\?status=pending$/, WAIT);
    await page.getByRole('heading', { level: 1 }).first().waitFor(WAIT);
    await context.close();
  }, 60_000);

  it('shows two cards a row on a phone, nothing wider than the screen', async () => {
    const { context, page } = await suite.signedInPage(language);
    await page.setViewportSize({ width: 390, height: 844 });
    await openDashboard(page);
    const cards = page.locator('section[aria-labelledby^="dashboard-card-"]');
    await cards.first().waitFor(WAIT);
    await page.locator('.recharts-surface').first().waitFor(WAIT);
    const boxes = await cards.evaluateAll((sections) =>
      sections.map((section) => {
        const { x, y, width } = section.getBoundingClientRect();
        return { x, y, width };
      }),
    );
    expect(boxes.length).toBeGreaterThanOrEqual(4);
    // Rows of two: the first two side by side, the third below them.
    expect(Math.abs(boxes[0].y - boxes[1].y)).toBeLessThan(1);
    expect(boxes[2].y).toBeGreaterThan(boxes[0].y + 1);
    expect(Math.abs(boxes[2].x - boxes[0].x)).toBeLessThan(1);
    const widest = await page.evaluate(() => ({
      page: document.documentElement.scrollWidth,
      elements: Array.from(document.querySelectorAll('body *'))
        .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 0.5)
        .filter((element) => element.checkVisibility({ visibilityProperty: true, opacityProperty: true }))
        .map(
          (element) =>
            `${element.tagName}.${String(element.className).slice(0, 60)} ${element.getBoundingClientRect().right}`,
        )
        .slice(0, 8),
    }));
    expect(widest.page).toBeLessThanOrEqual(390);
    expect(widest.elements).toEqual([]);
    await context.close();
  }, 60_000);
});
