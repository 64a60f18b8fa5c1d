import { expect, type Locator } from '@playwright/test';

/** WCAG 2.2 SC 2.5.8 Target Size (Minimum). */
export const MIN_TARGET_PX = 24;

/** Each of the links or buttons is at least 24 × 24 px on the screen. */
export async function expectTapTargets(targets: Locator): Promise<void> {
  const count = await targets.count();
  expect(count, `${targets}`).toBeGreaterThan(0);
  for (let index = 0; index < count; index++) {
    const target = targets.nth(index);
    await expect(target).toBeVisible();
    const box = (await target.boundingBox())!;
    const name = `${(await target.textContent())?.trim() || (await target.getAttribute('aria-label'))} (${box.width}×${box.height})`;
    expect(box.height, `height of ${name}`).toBeGreaterThanOrEqual(MIN_TARGET_PX);
    expect(box.width, `width of ${name}`).toBeGreaterThanOrEqual(MIN_TARGET_PX);
  }
}
