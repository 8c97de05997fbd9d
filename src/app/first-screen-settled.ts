/**
 * When the first screen is complete: the document has loaded, the first paint is on the screen and
 * that screen's first pictures (those loaded at once with high priority, the page's LCP) are in
 * or have failed. Work that fetches a lot but that no screen needs yet waits for it: the offline
 * worker's precache of the whole build (about 3.6 MB) otherwise starts at the `load` event, which
 * on a first visit comes before the first paint, and shares a slow network with the first
 * pictures and the screen's own files (issue #34).
 */

/** What the wait looks at: the page's own, replaced in tests. */
export interface FirstScreen {
  /** Resolves at the document's `load` event (at once when it has passed). */
  loaded(): Promise<void>;
  /** Resolves once something has been painted (the first contentful paint). */
  painted(): Promise<void>;
  /** The first screen's pictures, each resolving once it has loaded or failed. */
  pictures(): Promise<void>[];
}

/** The first screen's pictures: the cards' and the item's that load at once (ResponsiveImage's `priority`). */
const FIRST_PICTURES = 'img[fetchpriority="high"]';

function pictureSettled(image: HTMLImageElement): Promise<void> {
  if (image.complete) return Promise.resolve();
  return new Promise((resolve) => {
    image.addEventListener('load', () => resolve(), { once: true });
    image.addEventListener('error', () => resolve(), { once: true });
  });
}

function firstContentfulPaint(): Promise<void> {
  return new Promise((resolve) => {
    try {
      const observer = new PerformanceObserver((list) => {
        if (!list.getEntriesByName('first-contentful-paint').length) return;
        observer.disconnect();
        resolve();
      });
      observer.observe({ type: 'paint', buffered: true });
    } catch {
      // No paint timing in this browser: the load event and the pictures are all there is to wait for.
      resolve();
    }
  });
}

export const pageFirstScreen: FirstScreen = {
  loaded: () =>
    document.readyState === 'complete'
      ? Promise.resolve()
      : new Promise((resolve) => window.addEventListener('load', () => resolve(), { once: true })),
  painted: firstContentfulPaint,
  pictures: () => [...document.querySelectorAll<HTMLImageElement>(FIRST_PICTURES)].map(pictureSettled),
};

/**
 * Resolves when the first screen is complete, or `capMs` after the `load` event at the latest: a
 * hidden tab never paints, and a picture may hang.
 */
export async function firstScreenSettled(
  { capMs }: { capMs: number },
  screen: FirstScreen = pageFirstScreen,
): Promise<void> {
  await screen.loaded();
  const complete = screen.painted().then(() => Promise.all(screen.pictures()));
  let cap: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([complete, new Promise<void>((resolve) => (cap = setTimeout(resolve, capMs)))]);
  clearTimeout(cap);
}
