// The list engine's pure parts: plural forms, date bounds, HTML cleaning, formula defusing, PDF word
// order and the chart's month windows.
import { describe, expect, it } from 'vitest';
import { visualOrder } from '../../server/export/bidi';
import { defuseFormula } from '../../server/export/xlsx';
import { lastTwelveMonths } from '../../server/search/aggregate';
import { parseDateBound } from '../../server/search/dates';
import { htmlToText, isSafeImageUrl, sanitizeRichText } from '../../server/search/html';
import { pluralForm } from '../../server/search/plural';

describe('plural forms', () => {
  it('uses one/other in English', () => {
    expect([0, 1, 2, 5].map((n) => pluralForm('en', n))).toEqual([1, 0, 1, 1]);
  });

  it('uses the six Arabic forms: 0, 1, 2, 3–10, 11–99, 100+', () => {
    const forms = [0, 1, 2, 3, 10, 11, 99, 100, 101, 102, 103, 111, 1000].map((n) => pluralForm('ar', n));
    expect(forms).toEqual([0, 1, 2, 3, 3, 4, 4, 5, 5, 5, 3, 4, 5]);
  });
});

describe('date bounds', () => {
  it('includes the whole `_to` day for timestamps', () => {
    expect(parseDateBound('2026-03-05', 'from', 'timestamp')).toEqual({
      operator: '>=',
      value: '2026-03-05T00:00:00.000Z',
    });
    expect(parseDateBound('2026-03-05', 'to', 'timestamp')).toEqual({
      operator: '<',
      value: '2026-03-06T00:00:00.000Z',
    });
    expect(parseDateBound('2026-12-31', 'to', 'timestamp')).toEqual({
      operator: '<',
      value: '2027-01-01T00:00:00.000Z',
    });
  });

  it('compares plain dates as dates', () => {
    expect(parseDateBound('2026-03-05', 'to', 'date')).toEqual({ operator: '<=', value: '2026-03-05' });
  });

  it('reads date-times (datetime-local) as UTC, a `_to` minute running to its end', () => {
    expect(parseDateBound('2026-03-05T10:30', 'from', 'timestamp')).toEqual({
      operator: '>=',
      value: '2026-03-05T10:30:00.000Z',
    });
    expect(parseDateBound('2026-03-05T10:30', 'to', 'timestamp')).toEqual({
      operator: '<=',
      value: '2026-03-05T10:30:59.999Z',
    });
    expect(parseDateBound('2026-03-05T10:30:00+02:00', 'from', 'timestamp')).toEqual({
      operator: '>=',
      value: '2026-03-05T08:30:00.000Z',
    });
  });

  it('refuses impossible or malformed dates', () => {
    for (const text of ['2026-02-30', '2026-13-01', 'yesterday', '2026-03-05T25:00', "2026-01-01' or 1=1 --", '']) {
      expect(parseDateBound(text, 'from', 'timestamp')).toBeNull();
    }
  });
});

describe('HTML cleaning', () => {
  it('drops scripts, event handlers, javascript: links, SVG and styles', () => {
    const dirty =
      '<p onclick="steal()">Hi<script>alert(1)</script></p><a href="javascript:alert(1)">x</a><svg onload="x()"><circle/></svg>' +
      '<img src="x" onerror="alert(1)"><iframe src="https://evil.test"></iframe><p style="color:red">ok</p>';
    const clean = sanitizeRichText(dirty);
    expect(clean).not.toMatch(/script|onclick|onerror|onload|javascript:|svg|iframe|style=/i);
    expect(clean).toContain('<p>Hi</p>');
    expect(clean).toContain('<p>ok</p>');
  });

  it('keeps only https images ending in png, jpg, jpeg or gif', () => {
    const html = ['a.png', 'b.jpg', 'c.JPEG', 'd.gif']
      .map((name) => `<img src="https://img.example.test/${name}">`)
      .join('');
    expect(sanitizeRichText(html).match(/<img/g)).toHaveLength(4);
    for (const src of [
      'http://img.example.test/a.png',
      'https://img.example.test/a.svg',
      'https://img.example.test/a.png?x=1',
      'data:image/png;base64,AAAA',
    ]) {
      expect(sanitizeRichText(`<img src="${src}">`)).toBe('');
      expect(isSafeImageUrl(src)).toBe(false);
    }
  });

  it('makes links safe to open', () => {
    expect(sanitizeRichText('<a href="https://example.test" target="_self">x</a>')).toBe(
      '<a href="https://example.test" target="_blank" rel="noopener noreferrer">x</a>',
    );
  });

  it('reads HTML as plain text', () => {
    expect(htmlToText('<p>Tom &amp; Jerry</p><p>say&nbsp;&lt;hi&gt;</p><br>')).toBe('Tom & Jerry say <hi>');
    expect(htmlToText('<p><br></p> &nbsp; ')).toBe('');
    expect(htmlToText('&#1605;&#x631; &#99999999; &#0;').startsWith('مر')).toBe(true);
  });
});

describe('formula defusing', () => {
  it('prefixes text that a spreadsheet would run', () => {
    for (const text of ['=1+1', '+1', '-2', '@SUM(A1)', '\tx', '\rx']) expect(defuseFormula(text)).toBe(`'${text}`);
    for (const text of ['Ahmed', '1-2', 'a=b', '']) expect(defuseFormula(text)).toBe(text);
  });
});

describe('PDF word order', () => {
  it('leaves left-to-right text alone', () => {
    expect(visualOrder('Protein shaker — Blue')).toBe('Protein shaker — Blue');
  });

  it('reverses the words of Arabic text, keeping Latin runs in order', () => {
    expect(visualOrder('تم حذف العنصر')).toBe('العنصر حذف تم');
    expect(visualOrder('طلب Protein shaker جديد')).toBe('جديد Protein shaker طلب');
  });

  it('reverses Arabic runs inside English text', () => {
    expect(visualOrder('Seller: متجر القوة today')).toBe('Seller: القوة متجر today');
  });
});

describe('chart months', () => {
  it('are the last 12 calendar months ending with the current one', () => {
    const months = lastTwelveMonths(new Date('2026-03-15T12:00:00Z'));
    expect(months.map((month) => month.label)).toEqual([
      '2025-04',
      '2025-05',
      '2025-06',
      '2025-07',
      '2025-08',
      '2025-09',
      '2025-10',
      '2025-11',
      '2025-12',
      '2026-01',
      '2026-02',
      '2026-03',
    ]);
    expect(months[11]).toEqual({
      label: '2026-03',
      start: '2026-03-01T00:00:00.000Z',
      end: '2026-04-01T00:00:00.000Z',
    });
  });
});
