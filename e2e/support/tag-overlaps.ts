/**
 * Whether the tags of controls on a map (their numbers or codes beside their marks) hide each
 * other, read from the drawn markers: the play map and the editor's map place them with one rule
 * (src/domain/tag-placement.ts), and their specs check it the same way.
 */
import type { Page } from '@playwright/test';

/** Where to find a map's markers, and in each its tag and its round mark (circle or animal). */
export interface TagParts {
  marker: string;
  tag: string;
  mark: string;
}

/**
 * Each place where a control's tag covers another control's round mark or tag, as "41 over 43"
 * (a control named by its `data-control-code`, else by its tag's text).
 */
export async function hiddenByTags(page: Page, parts: TagParts): Promise<string[]> {
  return page.evaluate((parts) => {
    const markers = [...document.querySelectorAll<HTMLElement>(parts.marker)].map((marker) => {
      const tag = marker.querySelector(parts.tag)!;
      return {
        code: marker.dataset.controlCode || tag.textContent || '?',
        tag: tag.getBoundingClientRect(),
        mark: marker.querySelector(parts.mark)!.getBoundingClientRect(),
      };
    });
    const meet = (a: DOMRect, b: DOMRect) =>
      a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
    const covers = (tag: DOMRect, mark: DOMRect) => {
      const x = mark.left + mark.width / 2;
      const y = mark.top + mark.height / 2;
      const dx = x - Math.min(Math.max(x, tag.left), tag.right);
      const dy = y - Math.min(Math.max(y, tag.top), tag.bottom);
      return dx * dx + dy * dy < (mark.width / 2) ** 2;
    };
    return markers.flatMap((a) =>
      markers
        .filter((b) => b !== a && (covers(a.tag, b.mark) || meet(a.tag, b.tag)))
        .map((b) => `${a.code} over ${b.code}`),
    );
  }, parts);
}
