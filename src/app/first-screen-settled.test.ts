// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { firstScreenSettled, pageFirstScreen, type FirstScreen } from './first-screen-settled.ts';

/** A first screen whose load, paint and pictures the test settles one by one. */
function controlledScreen(pictureCount: number) {
  const settle = () => {
    let resolve!: () => void;
    const promise = new Promise<void>((done) => (resolve = done));
    return { promise, resolve };
  };
  const loaded = settle();
  const painted = settle();
  const pictures = Array.from({ length: pictureCount }, settle);
  const screen: FirstScreen = {
    loaded: () => loaded.promise,
    painted: () => painted.promise,
    pictures: () => pictures.map((picture) => picture.promise),
  };
  return { screen, loaded, painted, pictures };
}

async function isSettled(promise: Promise<void>): Promise<boolean> {
  let settled = false;
  void promise.then(() => (settled = true));
  await vi.advanceTimersByTimeAsync(0);
  return settled;
}

describe('firstScreenSettled', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it.each([
    { step: 'nothing yet', done: 0 },
    { step: 'the load event only', done: 1 },
    { step: 'the load event and the first paint, one picture of two still coming', done: 3 },
  ])('waits after $step', async ({ done }) => {
    vi.useFakeTimers();
    const { screen, loaded, painted, pictures } = controlledScreen(2);
    const steps = [loaded, painted, pictures[0]!, pictures[1]!];
    steps.slice(0, done).forEach((step) => step.resolve());
    expect(await isSettled(firstScreenSettled({ capMs: 10_000 }, screen))).toBe(false);
  });

  it('resolves once the page has loaded, painted and its first pictures are in or failed', async () => {
    vi.useFakeTimers();
    const { screen, loaded, painted, pictures } = controlledScreen(2);
    const settled = firstScreenSettled({ capMs: 10_000 }, screen);
    [loaded, painted, ...pictures].forEach((step) => step.resolve());
    expect(await isSettled(settled)).toBe(true);
  });

  it('resolves after the paint on a screen without pictures (the home, the cart)', async () => {
    vi.useFakeTimers();
    const { screen, loaded, painted } = controlledScreen(0);
    const settled = firstScreenSettled({ capMs: 10_000 }, screen);
    loaded.resolve();
    painted.resolve();
    expect(await isSettled(settled)).toBe(true);
  });

  it('gives up waiting for the paint and the pictures the cap after the load event, never before it', async () => {
    vi.useFakeTimers();
    const { screen, loaded } = controlledScreen(1);
    const settled = firstScreenSettled({ capMs: 10_000 }, screen);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(await isSettled(settled)).toBe(false);
    loaded.resolve();
    await vi.advanceTimersByTimeAsync(9_999);
    expect(await isSettled(settled)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await isSettled(settled)).toBe(true);
  });
});

describe("the page's first screen", () => {
  afterEach(() => {
    document.body.replaceChildren();
    vi.useRealTimers();
  });

  function picture(priority: 'high' | 'auto'): HTMLImageElement {
    const image = document.createElement('img');
    image.setAttribute('fetchpriority', priority);
    image.src = `https://menu.example/p-${priority}.webp`;
    document.body.append(image);
    return image;
  }

  it('waits for the pictures loaded with high priority, loaded or failed, and for no other', async () => {
    vi.useFakeTimers();
    const [loading, failing] = [picture('high'), picture('high')];
    picture('auto');
    const all = Promise.all(pageFirstScreen.pictures()).then(() => undefined);
    expect(await isSettled(all)).toBe(false);
    loading.dispatchEvent(new Event('load'));
    expect(await isSettled(all)).toBe(false);
    failing.dispatchEvent(new Event('error'));
    expect(await isSettled(all)).toBe(true);
  });
});
