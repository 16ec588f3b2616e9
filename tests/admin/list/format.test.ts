// Amount, date and HTML helpers of the list cells.
import { describe, expect, it } from 'vitest';
import { formatAmount, formatDate, formatNoteDate, parseAmount } from '../../../src/list/format';
import { isBlankHtml, sanitizeHtml } from '../../../src/list/sanitizeHtml';

describe('amounts', () => {
  it.each([
    ['1234.5', 'en', '1,234.50'],
    [1200, 'en', '1,200.00'],
    ['1,234', 'en', '1,234.00'],
    ['7.125', 'en', '7.13'],
    ['-15', 'en', '-15.00'],
    ['1234.5', 'ar', '١٬٢٣٤٫٥٠'],
    ['n/a', 'en', 'n/a'],
    [null, 'en', ''],
  ])('%j in %s → %s', (value, locale, shown) => {
    expect(formatAmount(value, locale)).toBe(shown);
  });

  it.each([
    ['1234.5', 'en', 'EGP', 'EGP\u00a01,234.50'],
    ['1234.5', 'ar', 'EGP', '\u200f١٬٢٣٤٫٥٠\u00a0ج.م.\u200f'],
    [99, 'en', 'USD', '$99.00'],
  ])('%j in %s with %s → %j', (value, locale, currency, shown) => {
    expect(formatAmount(value, locale, currency)).toBe(shown);
  });

  it('parses values with a dot as decimals and others as integers', () => {
    expect(parseAmount('10.9')).toBe(10.9);
    expect(parseAmount('10')).toBe(10);
    expect(parseAmount('10e3')).toBe(10);
  });
});

describe('dates', () => {
  it('shows a calendar day as that day in any time zone', () => {
    expect(formatDate('2026-03-05', 'en')).toBe('Mar 5, 2026');
  });

  it('shows note dates in the en-GB format', () => {
    expect(formatNoteDate('2026-01-05T10:30:00')).toBe('05/01/2026, 10:30');
  });
});

describe('HTML', () => {
  it('turns https image links into images, but not other links or attributes', () => {
    const html = sanitizeHtml(
      '<p>See https://cdn.example.com/a.JPG and http://plain.example.com/b.png <a href="https://x.example.com/c.gif">link</a></p>',
      { images: true, imageAlt: 'Photo' },
    );
    const body = new DOMParser().parseFromString(html, 'text/html').body;
    expect([...body.querySelectorAll('img')].map((image) => image.getAttribute('src'))).toEqual([
      'https://cdn.example.com/a.JPG',
    ]);
    expect(body.querySelector('img')?.getAttribute('alt')).toBe('Photo');
    expect(body.querySelector('a')?.getAttribute('href')).toBe('https://x.example.com/c.gif');
    expect(body.textContent).toContain('http://plain.example.com/b.png');
  });

  it('removes scripts, handlers and javascript: links', () => {
    const html = sanitizeHtml(
      '<a href="javascript:alert(1)" onclick="x()">go</a><svg onload="x()"></svg><script>x()</script>',
    );
    expect(html).not.toMatch(/javascript:|onclick|onload|<script/i);
  });

  it('knows an empty note', () => {
    expect(isBlankHtml('<p> &nbsp; </p><p><br></p>')).toBe(true);
    expect(isBlankHtml('<p><img src="https://x.example.com/a.png"></p>')).toBe(false);
    expect(isBlankHtml('<p>ok</p>')).toBe(false);
  });
});
