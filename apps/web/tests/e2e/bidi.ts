import type { Locator } from '@playwright/test';

// The store's formatters isolate mixed-direction parts with U+2066–U+2069 (@seed/domain/bidi-isolate).
const ISOLATES = /[\u2066-\u2069]/g;

/** What a person reads in the element, without the invisible isolate marks. */
export async function readText(locator: Locator): Promise<string> {
  return ((await locator.textContent()) ?? '').replace(ISOLATES, '').replace(/\s+/g, ' ').trim();
}

/**
 * Where each `needle` is drawn inside `locator`, from the left: the x of its first character's box. Lets a
 * test check the visual order the bidirectional algorithm gave, which the text content cannot show.
 */
export async function drawnX(locator: Locator, needles: string[]): Promise<number[]> {
  return locator.evaluate((element, wanted) => {
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    const found = new Map<string, number>();
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      for (const needle of wanted) {
        const at = text.indexOf(needle);
        if (at === -1 || found.has(needle)) continue;
        const range = document.createRange();
        range.setStart(node, at);
        range.setEnd(node, at + 1);
        found.set(needle, range.getBoundingClientRect().x);
      }
    }
    return wanted.map((needle) => found.get(needle) ?? Number.NaN);
  }, needles);
}
