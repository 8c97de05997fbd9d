// @vitest-environment jsdom
import { runInAction } from 'mobx';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestRootStore, setUpMockBackend } from '../../../tests/support/test-root-store.ts';
import type { RootStore } from '../../stores/root-store.ts';
import { startFirstPictures as start } from './first-pictures.ts';
import { MenuScreen } from './MenuScreen.tsx';
import { renderBrowse } from './test-browse-harness.tsx';
import { visibleMenuBlocks } from './visible-menu-blocks.ts';

setUpMockBackend();

type Picture = { src: string; srcset: string; sizes: string; fetchPriority: string };
let stores: RootStore;
/** Each image the code under test creates. */
let made: HTMLImageElement[];

beforeEach(async () => {
  stores = createTestRootStore().stores;
  await stores.business.load('demo');
  await stores.menu.ensureLoaded();
  made = [];
  vi.stubGlobal(
    'Image',
    vi.fn(function Image() {
      const image = document.createElement('img');
      made.push(image);
      return image;
    }),
  );
});

afterEach(() => {
  stores.dispose();
  vi.unstubAllGlobals();
});

function started(): Picture[] {
  return made.map(pictureOf);
}

function pictureOf(image: HTMLImageElement): Picture {
  return {
    src: image.getAttribute('src') ?? '',
    srcset: image.getAttribute('srcset') ?? '',
    sizes: image.getAttribute('sizes') ?? '',
    fetchPriority: image.fetchPriority || image.getAttribute('fetchpriority') || '',
  };
}

function startFirstPictures(): void {
  start(stores, 'dine_in');
}

describe("the menu's first pictures, started before its first render", () => {
  it.each(['grid', 'list'] as const)(
    'are the pictures its first cards then show, with the same candidates (%s layout)',
    async (menuLayout) => {
      runInAction(() => {
        stores.business.business!.menu_layout = menuLayout;
      });
      startFirstPictures();
      const early = started();
      vi.unstubAllGlobals();
      await renderBrowse(<MenuScreen sellingType="dine_in" />, stores);
      const shown = [...document.querySelectorAll<HTMLImageElement>('img[fetchpriority="high"]')].map(
        (image) => ({ ...pictureOf(image), fetchPriority: 'high' }),
      );
      expect(early.length).toBeGreaterThan(0);
      expect(early).toEqual(shown);
      for (const picture of early) expect(picture.fetchPriority).toBe('high');
    },
  );

  it('leave out a first card without a picture', async () => {
    const firstCards = visibleMenuBlocks(stores, 'dine_in').blocks[0]!.items.slice(0, 4);
    expect(firstCards.every(({ item }) => item.image)).toBe(true);
    runInAction(() => {
      firstCards[0]!.item.image = null;
    });
    startFirstPictures();
    expect(started().map((picture) => picture.src)).toEqual(
      firstCards.slice(1).map(({ item }) => expect.stringContaining(item.image!) as unknown),
    );
  });
});
