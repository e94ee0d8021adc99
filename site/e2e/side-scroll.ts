import { expect, type Page } from '@playwright/test';

export interface SideScroll {
  scrollWidth: number;
  innerWidth: number;
  /** What sticks out past the screen's edge, farthest first: elements and runs of text that do not wrap. */
  culprits: string[];
}

/**
 * How wide the page is against the screen, and, when wider, what makes it so: the boxes and the
 * text (a long address or reference that does not wrap overflows its box without widening it)
 * whose edge passes the screen's, outside any container that scrolls or clips them itself.
 */
export function sideScroll(page: Page): Promise<SideScroll> {
  return page.evaluate(() => {
    const inner = window.innerWidth;
    const scrollWidth = document.documentElement.scrollWidth;
    if (scrollWidth <= inner) return { scrollWidth, innerWidth: inner, culprits: [] };

    const name = (el: Element) => {
      const classes = (el.getAttribute('class') ?? '').trim().split(/\s+/).filter(Boolean);
      return `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${classes.map((c) => `.${c}`).join('')}`;
    };
    const where = (el: Element) => {
      const parts: string[] = [];
      for (let e: Element | null = el; e && e !== document.body && parts.length < 4; e = e.parentElement) {
        parts.unshift(name(e));
      }
      return parts.join(' > ');
    };
    // A box whose containing block is inside a scrolling (or clipping) container moves the
    // container's content, not the page. An absolutely positioned box escapes every container up
    // to its positioned ancestor, so a table's screen-reader text can stretch the page past its
    // scrolling container; a fixed box never makes the page wider.
    const contained = (node: Node) => {
      let position = node instanceof Element ? getComputedStyle(node).position : 'static';
      for (let a = node.parentElement; a && a !== document.body; a = a.parentElement) {
        if (position === 'fixed') return true;
        const style = getComputedStyle(a);
        if (position === 'absolute' && style.position === 'static') continue;
        if (style.overflowX !== 'visible') return true;
        position = style.position === 'absolute' || style.position === 'fixed' ? style.position : 'static';
      }
      return position === 'fixed';
    };
    // What a closed disclosure or a hidden element holds is not drawn.
    const unseen = (el: Element) =>
      Boolean(el.closest('[hidden]')) || Boolean(el.closest('details:not([open])') && !el.closest('summary'));
    const past = (box: DOMRect) => box.width > 0 && (box.right > inner + 0.5 || box.left < -0.5);
    const span = (box: DOMRect) => `${Math.round(box.left)}–${Math.round(box.right)} px`;

    const boxes = new Map<Element, DOMRect>();
    for (const el of document.body.querySelectorAll('*')) {
      const box = el.getBoundingClientRect();
      if (past(box) && !unseen(el) && !contained(el)) boxes.set(el, box);
    }
    const texts: { right: number; text: string }[] = [];
    // The boxes holding a box or a text that passes the edge: not the innermost.
    const holders = new Set<Element>();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const words = node.textContent?.trim() ?? '';
      const holder = node.parentElement;
      if (!words || !holder || unseen(holder) || contained(node)) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const box = range.getBoundingClientRect();
      if (!past(box)) continue;
      const quote = words.length > 40 ? `${words.slice(0, 40)}…` : words;
      texts.push({ right: box.right, text: `text “${quote}” in ${where(holder)} (${span(box)})` });
      for (let a: Element | null = holder; a; a = a.parentElement) holders.add(a);
    }
    // The innermost boxes that pass the edge say what to change; the outermost, which container gives way.
    for (const el of boxes.keys()) for (let a = el.parentElement; a; a = a.parentElement) holders.add(a);
    const found = [
      ...texts,
      ...[...boxes]
        .filter(([el]) => !holders.has(el))
        .map(([el, box]) => ({ right: box.right, text: `${where(el)} (${span(box)})` })),
    ];
    const culprits = found
      .sort((a, b) => b.right - a.right)
      .map((f) => f.text)
      .slice(0, 4);
    const outermost = [...boxes].find(([el]) => !el.parentElement || !boxes.has(el.parentElement));
    if (outermost) culprits.push(`outermost: ${where(outermost[0])} (${span(outermost[1])})`);
    return { scrollWidth, innerWidth: inner, culprits };
  });
}

/** The page is no wider than the screen; if it is, the message names what sticks out. */
export async function expectNoSideScroll(page: Page, what = page.url()): Promise<void> {
  const layout = await sideScroll(page);
  expect(
    layout.scrollWidth,
    `${what} is ${layout.scrollWidth} px wide on a ${layout.innerWidth} px screen: ${layout.culprits.join('; ')}`,
  ).toBeLessThanOrEqual(layout.innerWidth);
}
