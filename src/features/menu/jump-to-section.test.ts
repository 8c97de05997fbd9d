// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cardsMountingNearScreen, jumpToSection } from './jump-to-section.ts';
import { MOUNTING_ATTRIBUTE, UNMOUNTED_ATTRIBUTE } from './section-mount-marks.ts';

/** Where scrollIntoView puts a section's top: below the sticky header and the category bar. */
const LANDED = 136;

/**
 * A menu of one section in jsdom, which has no layout: the section's top on the screen is a
 * number the test moves (the sections above growing) and scrollIntoView puts back.
 */
function fakeMenu() {
  const content = document.createElement('div');
  const section = document.createElement('section');
  content.append(section);
  document.body.append(content);
  const screen = { top: 40_000, jumps: 0 };
  section.getBoundingClientRect = () => ({ top: screen.top }) as DOMRect;
  section.scrollIntoView = () => {
    screen.jumps += 1;
    screen.top = LANDED;
  };
  return { content, section, screen };
}

let frames: FrameRequestCallback[] = [];
let resized: (() => void) | null = null;
let observed: Element | null = null;
let disconnected = false;

function nextFrame(): void {
  const due = frames;
  frames = [];
  for (const callback of due) callback(performance.now());
}

beforeEach(() => {
  frames = [];
  resized = null;
  observed = null;
  disconnected = false;
  vi.useFakeTimers();
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
  vi.stubGlobal(
    'ResizeObserver',
    class {
      constructor(callback: () => void) {
        resized = callback;
      }
      observe(element: Element) {
        observed = element;
      }
      disconnect() {
        disconnected = true;
      }
    },
  );
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  document.body.replaceChildren();
});

describe('jumpToSection', () => {
  it('lands on the section and gives it the focus without scrolling again', () => {
    const { section, screen } = fakeMenu();
    const focus = vi.spyOn(section, 'focus');
    jumpToSection(section, () => false);
    expect(screen.top).toBe(LANDED);
    expect(section.getAttribute('tabindex')).toBe('-1');
    expect(focus).toHaveBeenCalledWith({ preventScroll: true });
  });

  it('puts the section back as soon as the sections above grow, before that frame paints', () => {
    const { content, section, screen } = fakeMenu();
    jumpToSection(section, () => false);
    expect(observed).toBe(content);
    screen.top = LANDED + 817; // the section above mounted its cards: a screen taller than reserved
    resized!();
    expect(screen.top).toBe(LANDED);
  });

  it.each([
    { case: 'nothing mounting', mountingFrames: 0, stopsAfterFrames: 3 },
    { case: 'cards mounting near the screen for 10 frames', mountingFrames: 10, stopsAfterFrames: 11 },
  ])(
    'checks each frame until the section kept its place for 3 frames with $case',
    ({ mountingFrames, stopsAfterFrames }) => {
      const { section } = fakeMenu();
      let frame = 0;
      jumpToSection(section, () => frame <= mountingFrames);
      while (frames.length > 0 && frame < 100) {
        frame += 1;
        nextFrame();
      }
      expect(frame).toBe(stopsAfterFrames);
    },
  );

  it('still puts the section back after the frames stopped, until 3 s have passed', () => {
    const { section, screen } = fakeMenu();
    jumpToSection(section, () => false);
    while (frames.length > 0) nextFrame();
    vi.advanceTimersByTime(2_000);
    screen.top = LANDED + 153; // a row of cards laid out above, late
    resized!();
    expect(screen.top).toBe(LANDED);
    expect(disconnected).toBe(false);
    vi.advanceTimersByTime(1_000);
    expect(disconnected).toBe(true);
  });

  it('follows the section while it moves and keeps it in place each frame', () => {
    const { section, screen } = fakeMenu();
    jumpToSection(section, () => false);
    const jumpsAfterLanding = screen.jumps;
    nextFrame();
    screen.top = LANDED + 300;
    nextFrame();
    expect(screen.top).toBe(LANDED);
    expect(screen.jumps).toBe(jumpsAfterLanding + 1);
  });

  it.each(['wheel', 'touchstart', 'keydown'])('leaves the scroll to the customer after a %s', (event) => {
    const { section, screen } = fakeMenu();
    jumpToSection(section, () => true);
    window.dispatchEvent(new Event(event));
    screen.top = LANDED + 300;
    resized!();
    nextFrame();
    expect(screen.top).toBe(LANDED + 300);
    expect(frames).toHaveLength(0);
    expect(disconnected).toBe(true);
  });

  it('gives up after 3 seconds even if cards never finish mounting', () => {
    const { section, screen } = fakeMenu();
    jumpToSection(section, () => true);
    nextFrame();
    vi.advanceTimersByTime(3_000);
    nextFrame();
    expect(frames).toHaveLength(0);
    expect(disconnected).toBe(true);
    screen.top = LANDED + 300;
    resized!();
    expect(screen.top).toBe(LANDED + 300);
  });
});

describe('cardsMountingNearScreen', () => {
  const placeholderAt = (top: number, height = 600) => {
    const placeholder = document.createElement('div');
    placeholder.setAttribute(UNMOUNTED_ATTRIBUTE, '');
    placeholder.getBoundingClientRect = () => ({ top, bottom: top + height }) as DOMRect;
    document.body.append(placeholder);
  };

  it.each([
    { case: 'nothing unmounted or mounting', build: () => undefined, mounting: false },
    { case: 'cards being mounted', build: () => document.body.append(mountingCards()), mounting: true },
    { case: 'a section within two screens above', build: () => placeholderAt(-2 * 768 + 10), mounting: true },
    { case: 'a section within two screens below', build: () => placeholderAt(3 * 768 - 10), mounting: true },
    { case: 'a section far above', build: () => placeholderAt(-2 * 768 - 700), mounting: false },
    { case: 'a section far below', build: () => placeholderAt(3 * 768 + 10), mounting: false },
  ])('$case: $mounting', ({ build, mounting }) => {
    vi.stubGlobal('innerHeight', 768);
    build();
    expect(cardsMountingNearScreen(document)).toBe(mounting);
  });
});

function mountingCards(): HTMLElement {
  const cards = document.createElement('div');
  cards.setAttribute(MOUNTING_ATTRIBUTE, 'true');
  return cards;
}
