// One table cell, drawn by the header's type (text, html, link, status, rating, amount, …); its class
// names are styled by the table or details list around it (resultsSx.ts).
import { Link, Rating } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { useBasename, useTranslate } from 'react-admin';
import { formatAmount, formatDate, formatNumber } from '../format';
import { sanitizeHtml } from '../sanitizeHtml';
import type { Header, LinkValue } from '../types';
import { NOT_AVAILABLE_PATH, detailPath, isLinkValue } from './detailLinks';
import { isolationOf } from './isolatedText';
import { StatusChip, isStatusValue } from './StatusChip';

function LinkCell({ link }: { link: LinkValue }) {
  const basename = useBasename();
  const translate = useTranslate();
  const path = detailPath(link);
  if (!path) return <>{link.label}</>;
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

function HtmlCell({ html, alt }: { html: unknown; alt: string }) {
  return (
    <div
      className="html-cell"
      dangerouslySetInnerHTML={{ __html: sanitizeHtml(html, { images: true, imageAlt: alt }) }}
    />
  );
}

function RatingCell({ value }: { value: unknown }) {
  const translate = useTranslate();
  const rating = Math.min(5, Math.max(0, Number(value) || 0));
  return (
    <Rating
      value={rating}
      precision={0.5}
      readOnly
      size="small"
      getLabelText={(shown) => translate('list.table.rating', { value: shown })}
    />
  );
}

/** Only web and site-relative image addresses are drawn. */
function safeImageSource(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  return /^(https?:\/\/|\/(?!\/))/i.test(value) ? value : null;
}

function plainText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'object') {
    if ('label' in value) return String((value as { label: unknown }).label);
    return JSON.stringify(value);
  }
  return String(value);
}

/** Plain text, isolated left to right where it reads that way (see isolatedText.ts). */
function IsolatedText({ text, rtl }: { text: string; rtl: boolean }) {
  const isolation = isolationOf(text, rtl);
  if (!isolation) return <>{text}</>;
  return (
    <bdi dir="ltr" className={isolation === 'code' ? 'code-text' : undefined}>
      {text}
    </bdi>
  );
}

/**
 * `locale` comes from the table: react-admin's useLocale reads the stored language from localStorage
 * whenever a component using it mounts, and a page of 150 rows mounts about 2,000 cells.
 */
export function Cell({ header, value, locale }: { header: Header; value: unknown; locale: string }) {
  const translate = useTranslate();
  // Objects say what they are even when the header's type is plain text.
  if (isLinkValue(value)) return <LinkCell link={value} />;
  if (isStatusValue(value)) return <StatusChip status={value} />;
  if (value === null || value === undefined || value === '') return null;

  switch (header.type) {
    case 'html':
      return <HtmlCell html={value} alt={header.text} />;
    case 'rating':
      return <RatingCell value={value} />;
    case 'amount':
      return <>{formatAmount(value, locale, header.currency)}</>;
    case 'number':
      return <>{formatNumber(value, locale)}</>;
    case 'date':
      return <>{formatDate(value, locale)}</>;
    case 'datetime':
      return <>{formatDate(value, locale, true)}</>;
    case 'boolean':
      return <>{translate(Number(value) === 1 || value === true ? 'list.table.yes' : 'list.table.no')}</>;
    case 'image': {
      const source = safeImageSource(value);
      return source ? <img className="image-cell" src={source} alt={header.text} loading="lazy" /> : null;
    }
    default:
      return <IsolatedText text={plainText(value)} rtl={locale.startsWith('ar')} />;
  }
}
