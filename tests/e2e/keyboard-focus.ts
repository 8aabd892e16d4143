import type { Page } from 'playwright-core';

/** Where focus is: the element's name (aria-label, label, text), whether a focus indicator is drawn, and where it sits. */
export interface Focus {
  tag: string;
  name: string;
  indicator: boolean;
  inDialog: boolean;
  inForm: boolean;
}

/** The focused element, or null when focus is on the page itself. */
export function focusNow(page: Page): Promise<Focus | null> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body || element === document.documentElement) return null;
    const style = getComputedStyle(element);
    const label =
      element instanceof HTMLInputElement || element instanceof HTMLSelectElement
        ? element.labels?.[0]?.innerText
        : undefined;
    return {
      tag: element.tagName.toLowerCase(),
      name: (element.getAttribute('aria-label') ?? label ?? element.innerText ?? '').trim().replace(/\s+/g, ' '),
      // A drawn outline or ring: what the keyboard user sees.
      indicator: (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) || style.boxShadow !== 'none',
      inDialog: element.closest('[role="dialog"]') !== null,
      inForm: element.closest('form.alert-form') !== null,
    };
  });
}

/**
 * Presses `key` (Tab or Shift+Tab) until the focused control matches, failing if any control reached on the way shows no
 * focus indicator or none matches within `max` presses. Answers the matching focus.
 */
export async function tabUntil(
  page: Page,
  matches: (focus: Focus) => boolean,
  what: string,
  key = 'Tab',
  max = 200,
): Promise<Focus> {
  const passed: string[] = [];
  for (let press = 0; press < max; press++) {
    await page.keyboard.press(key);
    const focus = await focusNow(page);
    if (!focus) continue;
    if (!focus.indicator)
      throw new Error(`no visible focus indicator on <${focus.tag}> '${focus.name}' (looking for ${what})`);
    if (matches(focus)) return focus;
    passed.push(focus.name.slice(0, 30));
  }
  throw new Error(`${what} not reached by ${key} in ${max} presses; passed: ${passed.slice(-15).join(' | ')}`);
}
