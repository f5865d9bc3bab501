import type { Page } from 'playwright-core';

/** WCAG 2.5.5's target size, which the site keeps on phones. */
export const TARGET_PX = 44;

/**
 * The controls inside `scope` that a thumb cannot hit reliably: each visible button, select, text box, tab,
 * button-like link and row link smaller than 44 x 44 px, as `what "name" WxH`. A tick box or radio counts with its
 * label (tapping either works); links in running text are left out (WCAG's inline exception). 0.5 px is allowed for
 * rounding.
 */
export async function smallTargets(page: Page, scope: string): Promise<string[]> {
  return page.evaluate(
    ({ scope, min }) => {
      const found: string[] = [];
      const controls = document.querySelectorAll(
        `${scope} button, ${scope} select, ${scope} input, ${scope} [role="tab"], ${scope} a.icast-button, ` +
          `${scope} td a, ${scope} .dash-actions a, ${scope} .dash-sidebar a`,
      );
      for (const control of Array.from(controls)) {
        const style = getComputedStyle(control);
        if (style.visibility === 'hidden' || style.display === 'none') continue;
        let box = control.getBoundingClientRect();
        if (box.width === 0 || box.height === 0) continue;
        const input = control as HTMLInputElement;
        const label = input.labels?.[0];
        if ((input.type === 'checkbox' || input.type === 'radio') && label) {
          const own = label.getBoundingClientRect();
          const left = Math.min(box.left, own.left);
          const top = Math.min(box.top, own.top);
          box = new DOMRect(left, top, Math.max(box.right, own.right) - left, Math.max(box.bottom, own.bottom) - top);
        }
        if (box.width < min - 0.5 || box.height < min - 0.5) {
          const name = (control.getAttribute('aria-label') ?? control.textContent ?? input.name ?? '').trim();
          found.push(
            `${control.tagName.toLowerCase()}${input.type ? `:${input.type}` : ''} "${name.slice(0, 30)}" ` +
              `${Math.round(box.width)}x${Math.round(box.height)}`,
          );
        }
      }
      return found;
    },
    { scope, min: TARGET_PX },
  );
}
