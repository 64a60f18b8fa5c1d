import { expect, type Locator, type Page } from '@playwright/test';

/**
 * What the focused element shows: its outline, or a ring (a box-shadow without offset or blur); an
 * option whose radio is visually hidden shows it on its label.
 */
export async function focusIndicator(page: Page): Promise<{ element: string; indicator: string | null }> {
  return page.evaluate(() => {
    const active = document.activeElement as HTMLElement | null;
    if (!active || active === document.body) return { element: 'body', indicator: null };
    const describe = (element: Element) =>
      `<${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}> "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40)}"`;
    for (const candidate of [active, active.closest('label')]) {
      if (!candidate) continue;
      const style = getComputedStyle(candidate);
      if (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) {
        return {
          element: describe(active),
          indicator: `outline ${style.outlineWidth} ${style.outlineColor}`,
        };
      }
      if (/0px 0px 0px [1-9]/.test(style.boxShadow)) {
        return { element: describe(active), indicator: `ring ${style.boxShadow}` };
      }
    }
    return { element: describe(active), indicator: null };
  });
}

/** The focused element shows where the focus is (WCAG 2.4.7). */
export async function expectVisibleFocus(page: Page): Promise<void> {
  const { element, indicator } = await focusIndicator(page);
  expect(indicator, `no focus indicator on ${element}`).not.toBeNull();
}

async function isFocused(target: Locator): Promise<boolean> {
  return target.evaluate((element) => element === document.activeElement).catch(() => false);
}

/**
 * Presses Tab (or Shift+Tab) until `target` has the focus, checking that every control on the way shows
 * its focus; `onEach` may act on a stop on the way (choose a variant so that a button appears).
 */
export async function tabTo(
  page: Page,
  target: Locator,
  options: { backward?: boolean; max?: number; onEach?: () => Promise<void> } = {},
): Promise<void> {
  const key = options.backward ? 'Shift+Tab' : 'Tab';
  for (let press = 0; press < (options.max ?? 60); press++) {
    await page.keyboard.press(key);
    await expectVisibleFocus(page);
    if (await isFocused(target)) return;
    await options.onEach?.();
  }
  throw new Error(`${key} did not reach ${target}`);
}

/** Presses an arrow key among the options of a group until `target` has the focus. */
export async function arrowTo(page: Page, target: Locator, key = 'ArrowDown', max = 10): Promise<void> {
  for (let press = 0; press < max && !(await isFocused(target)); press++) {
    await page.keyboard.press(key);
    await expectVisibleFocus(page);
  }
  await expect(target).toBeFocused();
}
