// Helpers of the keyboard-only browser tests: the page is driven with page.keyboard alone; locators only
// say what should have the focus and read what the user sees.
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

/** Whether `target` is the focused element. */
export function isFocused(target: Locator): Promise<boolean> {
  return target.evaluate((element) => element === document.activeElement);
}

/** The focused element in a few words, for failure messages. */
export function describeFocus(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return 'nothing (the page itself)';
    // biome-ignore lint/performance/useDomNodeTextContent: the text as the user sees it, for the failure message
    const shown = element.innerText?.slice(0, 40);
    const name = element.getAttribute('aria-label') ?? element.getAttribute('name') ?? shown ?? '';
    return `${element.tagName.toLowerCase()}[role=${element.getAttribute('role') ?? ''}] "${name.trim()}"`;
  });
}

/**
 * Presses `key` (Tab, Shift+Tab…) until `target` has the focus, as a user moves through the page.
 * Returns how many presses it took; fails when `max` presses do not get there.
 */
export async function pressUntilFocused(page: Page, target: Locator, { key = 'Tab', max = 80 } = {}): Promise<number> {
  for (let presses = 1; presses <= max; presses++) {
    await page.keyboard.press(key);
    if (await isFocused(target)) return presses;
  }
  throw new Error(`${max} × ${key} did not reach the target; the focus is on ${await describeFocus(page)}`);
}

/**
 * How the focused element shows that it has the focus, or '' when nothing shows it: its own outline, MUI's
 * focus ripple, or a style MUI gives a focused control or its field (underline, border, background).
 * The last is measured by comparing the field's look with and without MUI's focus classes.
 */
export function focusCue(page: Page): Promise<string> {
  return page.evaluate(() => {
    const active = document.activeElement as HTMLElement | null;
    if (!active || active === document.body) return '';
    const own = getComputedStyle(active);
    if (own.outlineStyle !== 'none' && parseFloat(own.outlineWidth) > 0 && parseFloat(own.opacity) > 0)
      return 'outline';

    const look = (node: Element) => {
      const style = getComputedStyle(node);
      const frame = node.querySelector(':scope > fieldset');
      const frameStyle = frame ? getComputedStyle(frame) : null;
      return [
        style.outlineStyle,
        style.outlineWidth,
        style.boxShadow,
        style.backgroundColor,
        style.borderColor,
        style.borderBottomWidth,
        getComputedStyle(node, '::after').transform,
        frameStyle?.borderWidth,
        frameStyle?.borderColor,
      ].join('|');
    };
    const FOCUS_CLASSES = ['Mui-focusVisible', 'Mui-focused'];
    // Without transitions the look changes at once when the classes come off (it is measured at once).
    const still = document.createElement('style');
    still.textContent = '*, *::before, *::after { transition: none !important; }';
    document.head.append(still);
    try {
      for (let host: HTMLElement | null = active, depth = 0; host && depth < 4; host = host.parentElement, depth++) {
        const states = FOCUS_CLASSES.filter((name) => host?.classList.contains(name));
        if (states.length === 0) continue;
        if (host.querySelector(':scope > .MuiTouchRipple-root .MuiTouchRipple-ripplePulsate')) return 'focus ripple';
        const focusedLook = look(host);
        host.classList.remove(...states);
        const plainLook = look(host);
        host.classList.add(...states);
        if (focusedLook !== plainLook) return `${states.join(' ')} style`;
      }
      return '';
    } finally {
      still.remove();
    }
  });
}

/** `target` has the focus, and the user can see it. */
export async function expectVisibleFocus(page: Page, target: Locator): Promise<void> {
  await expect.poll(() => isFocused(target), { message: 'focus on the expected control' }).toBe(true);
  await expect.poll(() => focusCue(page), { message: 'a visible focus indicator' }).not.toBe('');
}

/** The horizontal middle of an element on the screen. */
export async function middleX(target: Locator): Promise<number> {
  const box = await target.boundingBox();
  if (!box) throw new Error('the element is not on the screen');
  return box.x + box.width / 2;
}
