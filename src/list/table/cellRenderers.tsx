// How each column draws its cells, decided once per column instead of once per cell: a 150-row page
// has about 2,000 cells, and a component per cell (with its hooks, type switch and formatter lookup)
// was most of the time the per-cell isolation, currency and figures added to a page's render.
import type { ReactNode } from 'react';
import { Link, Rating } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import type { TranslateFunction } from 'react-admin';
import { dateFormatter, discountUnit, formatPercent, moneyFormatter, numberFormatter } from '../format';
import { sanitizeHtml } from '../sanitizeHtml';
import type { Header, LinkValue } from '../types';
import { NOT_AVAILABLE_PATH, detailPath, isLinkValue } from './detailLinks';
import { isolationOf } from './isolatedText';
import { isStatusValue, statusChip } from './StatusChip';
import { isChangesCell } from '../../../common/activity/changes';
import { ActivityChanges } from '../../activity/ActivityChanges';

export interface CellContext {
  locale: string;
  translate: TranslateFunction;
  /** The admin's basename, for links to details pages. */
  basename: string;
}

/** A cell's drawing from its value; the row is there for cells whose unit is another cell (`unitFrom`). */
export type CellRenderer = (value: unknown, row?: Readonly<Record<string, unknown>>) => ReactNode;

function linkCell(link: LinkValue, { basename, translate }: CellContext): ReactNode {
  const path = detailPath(link);
  if (!path) return link.label;
  const unavailable = path === NOT_AVAILABLE_PATH;
  return (
    <Link
      component={RouterLink}
      to={`${basename}${path}`}
      aria-label={unavailable ? translate('list.table.not_available', { label: link.label }) : undefined}
    >
      {link.label}
    </Link>
  );
}

/** Only web and site-relative image addresses are drawn. */
function safeImageSource(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  return /^(https?:\/\/|\/(?!\/))/i.test(value) ? value : null;
}

function plainText(value: unknown): string {
  if (typeof value === 'object' && value !== null) {
    if ('label' in value) return String((value as { label: unknown }).label);
    return JSON.stringify(value);
  }
  return String(value);
}

/** Texts this long may take more than two lines: they get their whole text as a title. */
const LONG_TEXT = 32;

function titleOf(text: string): string | undefined {
  return text.length > LONG_TEXT ? text : undefined;
}

/** The text an HTML cell reads as (for its title). */
function textOfHtml(html: string): string {
  if (typeof DOMParser === 'undefined') return '';
  const text = new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '';
  return text.replace(/\s+/g, ' ').trim();
}

/** Plain text, isolated left to right where it reads that way (see isolatedText.ts). */
function isolatedText(text: string, rtl: boolean): ReactNode {
  const isolation = isolationOf(text, rtl);
  if (!isolation) return text;
  return (
    <bdi dir="ltr" className={isolation === 'code' ? 'code-text' : undefined}>
      {text}
    </bdi>
  );
}

/** The drawing of a present value (not a link, status or empty value) by the column's type. */
function valueRenderer(header: Header, context: CellContext): CellRenderer {
  const { locale, translate } = context;
  switch (header.type) {
    case 'html':
      return (value) => {
        const html = sanitizeHtml(value, { images: true, imageAlt: header.text });
        // Clamped to two lines in the table: the whole text is its title.
        return (
          <div className="html-cell" title={titleOf(textOfHtml(html))} dangerouslySetInnerHTML={{ __html: html }} />
        );
      };
    case 'rating': {
      const label = (shown: number) => translate('list.table.rating', { value: shown });
      return (value) => (
        <Rating
          value={Math.min(5, Math.max(0, Number(value) || 0))}
          precision={0.5}
          readOnly
          size="small"
          getLabelText={label}
        />
      );
    }
    case 'amount':
      return moneyFormatter(locale, header.currency);
    case 'number': {
      const unitFrom = header.unitFrom;
      if (!unitFrom) return numberFormatter(locale);
      const money = moneyFormatter(locale, header.currency);
      return (value, row) =>
        discountUnit(row?.[unitFrom]) === 'percent' ? formatPercent(value, locale) : money(value);
    }
    case 'date':
      return dateFormatter(locale, false);
    case 'datetime':
      return dateFormatter(locale, true);
    case 'boolean': {
      const yes = translate('list.table.yes');
      const no = translate('list.table.no');
      return (value) => (Number(value) === 1 || value === true ? yes : no);
    }
    case 'image':
      return (value) => {
        const source = safeImageSource(value);
        return source ? <img className="image-cell" src={source} alt={header.text} loading="lazy" /> : null;
      };
    default: {
      const rtl = locale.startsWith('ar');
      return (value) => {
        const text = plainText(value);
        const title = titleOf(text);
        // A long text is clamped to two lines in the table (resultsSx.ts), the whole of it in its title.
        return title ? (
          <span className="clamp" title={title}>
            {isolatedText(text, rtl)}
          </span>
        ) : (
          isolatedText(text, rtl)
        );
      };
    }
  }
}

/** The column's cell drawing: objects say what they are (links, statuses) whatever the header's type. */
export function cellRenderer(header: Header, context: CellContext): CellRenderer {
  const drawValue = valueRenderer(header, context);
  return (value, row) => {
    if (isLinkValue(value)) return linkCell(value, context);
    if (isStatusValue(value)) return statusChip(value);
    if (isChangesCell(value)) return <ActivityChanges cell={value} />;
    if (value === null || value === undefined || value === '') return null;
    return drawValue(value, row);
  };
}
