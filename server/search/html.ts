// HTML that reaches the client (HTML cells, notes) is cleaned here: formatting tags and links only,
// no scripts, event handlers, styles, SVG or javascript: URLs; images only from https URLs ending in
// png, jpg, jpeg or gif.
import sanitizeHtml from 'sanitize-html';

const SAFE_IMAGE = /^https:\/\/[^\s"'<>\\]+\.(png|jpe?g|gif)$/i;

export function isSafeImageUrl(value: unknown): value is string {
  return typeof value === 'string' && value.length <= 2048 && SAFE_IMAGE.test(value);
}

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'hr',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'mark',
    'sub',
    'sup',
    'small',
    'span',
    'code',
    'pre',
    'blockquote',
    'ul',
    'ol',
    'li',
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'a',
    'img',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    th: ['colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
  },
  allowedSchemes: ['https', 'http', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // Drop images whose source is not an allowed https picture (the tag itself, not just the attribute).
  exclusiveFilter: (frame) => frame.tag === 'img' && !isSafeImageUrl(frame.attribs.src),
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: { ...attribs, ...(attribs.target ? { target: '_blank' } : {}), rel: 'noopener noreferrer' },
    }),
  },
};

export function sanitizeRichText(html: string): string {
  // NUL characters have no place in text (and PostgreSQL refuses them).
  return sanitizeHtml(html.replace(/\u0000/g, ''), OPTIONS);
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** The readable text of HTML (for exports and emptiness checks). */
export function htmlToText(html: string): string {
  const spaced = html.replace(/<(br|\/p|\/li|\/h[1-6]|\/tr|\/blockquote)[^>]*>/gi, ' ');
  const text = sanitizeHtml(spaced, { allowedTags: [], allowedAttributes: {} });
  return text
    .replace(/&(#\d{1,7}|#x[0-9a-f]{1,6}|\w+);/gi, (whole, entity: string) => {
      if (entity.startsWith('#')) {
        const code = entity[1] === 'x' || entity[1] === 'X' ? parseInt(entity.slice(2), 16) : Number(entity.slice(1));
        return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
      }
      return ENTITIES[entity.toLowerCase()] ?? whole;
    })
    .replace(/\s+/g, ' ')
    .trim();
}
