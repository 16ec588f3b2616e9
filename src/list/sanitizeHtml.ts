// HTML from the server (cells, notes) is sanitised again here before it touches the DOM.
import DOMPurify from 'dompurify';

/** https links to png/jpg/jpeg/gif files, which HTML cells show as images. */
const IMAGE_URL = /https:\/\/[^\s<>"']+?\.(?:png|jpe?g|gif)(?:\?[^\s<>"']*)?(?=$|[\s<>"'),.;!])/gi;

export function isImageUrl(value: string): boolean {
  IMAGE_URL.lastIndex = 0;
  const match = IMAGE_URL.exec(value.trim());
  return match !== null && match[0] === value.trim();
}

/** Replaces bare image URLs in text nodes with <img> elements (attributes are left alone). */
function linkImages(root: Node, alt: string): void {
  const walker = root.ownerDocument!.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  const textNodes: Text[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) textNodes.push(node as Text);
  for (const text of textNodes) {
    const content = text.data;
    IMAGE_URL.lastIndex = 0;
    if (!IMAGE_URL.test(content)) continue;
    const fragment = root.ownerDocument!.createDocumentFragment();
    let last = 0;
    IMAGE_URL.lastIndex = 0;
    for (let match = IMAGE_URL.exec(content); match; match = IMAGE_URL.exec(content)) {
      fragment.append(content.slice(last, match.index));
      const image = root.ownerDocument!.createElement('img');
      image.src = match[0];
      image.alt = alt;
      image.loading = 'lazy';
      fragment.append(image);
      last = match.index + match[0].length;
    }
    fragment.append(content.slice(last));
    text.replaceWith(fragment);
  }
}

/** Sanitised HTML safe for dangerouslySetInnerHTML; with `images`, image URLs become <img>. */
export function sanitizeHtml(html: unknown, options: { images?: boolean; imageAlt?: string } = {}): string {
  if (html == null) return '';
  const body = DOMPurify.sanitize(String(html), {
    RETURN_DOM: true,
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select'],
    ADD_ATTR: ['target'],
  }) as HTMLElement;
  if (options.images) linkImages(body, options.imageAlt ?? '');
  for (const anchor of Array.from(body.querySelectorAll('a[target]'))) {
    anchor.setAttribute('rel', 'noopener noreferrer');
  }
  // A second pass keeps the guarantee after our own DOM edits.
  return DOMPurify.sanitize(body.innerHTML, { ADD_ATTR: ['target'] });
}

/** True when the HTML has no visible text and no image (e.g. an editor's empty `<p></p>`). */
export function isBlankHtml(html: string): boolean {
  const body = DOMPurify.sanitize(html, { RETURN_DOM: true }) as HTMLElement;
  if (body.querySelector('img')) return false;
  return (body.textContent ?? '').replace(/\u00a0/g, ' ').trim() === '';
}
