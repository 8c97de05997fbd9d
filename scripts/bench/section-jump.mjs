// The category jump as the customer sees it, run inside the page: used by the big menu's bench
// (big-menu-interactions.mjs) and by the e2e test that the section stays in view (browse.spec.ts).

// In the page: taps the category button `fromEnd` places before the end and resolves with the time from the tap to the
// last frame in which the section jumped to (the element the jump focuses) was painted somewhere else on the screen,
// watched for `watchMs`: what the customer sees move. The landing counts (the section's place before the tap is where
// it was then), and so does a section pushed away by the ones above it growing, though the scroll position stays; a
// scroll that only makes up for such growth, the section staying where it is on the screen, does not.
// Where a frame paints it: read in the frame's animation callback and again, after the layout, in a ResizeObserver of
// the sections' box (created once the jump has begun, after the app's, so it reads after the app's own observer has
// put the section back). When: the clock once that frame has painted (a message posted in the frame arrives after
// it), not the frame's start, which a busy main thread leaves far behind.
export function jumpAndSettle({ fromEnd, watchMs }) {
  return new Promise((resolve) => {
    const buttons = document.querySelectorAll('[data-testid="category-nav"] li button');
    const target = buttons[Math.max(0, buttons.length - fromEnd)];
    const yBefore = window.scrollY;
    const start = performance.now();
    // The jump focuses its section, at once or once its code has arrived (src/features/menu/use-section-jump.ts).
    const jumpedTo = () => (document.activeElement?.tagName === 'SECTION' ? document.activeElement : null);
    let section = null;
    const topOnScreen = () => section.getBoundingClientRect().top;
    let painted = null;
    let lastChange = start;
    const moves = [];
    let frameTop = null;
    let frameTime = null;
    let resizes = null;
    // A message posted in the frame's callback arrives once that frame has painted: when it was seen.
    const channel = new MessageChannel();
    const afterPaint = channel.port2;
    channel.port1.onmessage = () => {
      frameTime = performance.now();
    };
    const paintedFrame = () => {
      if (frameTop === null) return;
      if (Math.abs(frameTop - painted) >= 1) {
        // Its message not arrived yet: later than the paint, never earlier.
        lastChange = frameTime ?? performance.now();
        moves.push([Math.round(lastChange - start), Math.round(frameTop)]);
      }
      painted = frameTop;
    };
    const frame = () => {
      if (section === null && (section = jumpedTo())) {
        // Where it was before the tap: the jump only scrolled.
        painted = topOnScreen() + (window.scrollY - yBefore);
        // Created after the jump's own observer, so its callback runs after that one has put the section back.
        resizes = new ResizeObserver(() => {
          frameTop = topOnScreen();
        });
        resizes.observe(section.parentElement ?? section);
      }
      if (section !== null) {
        paintedFrame();
        frameTop = topOnScreen();
        frameTime = null;
        afterPaint.postMessage(null);
      }
      if (performance.now() - start < watchMs) return requestAnimationFrame(frame);
      resizes?.disconnect();
      resolve({ settledMs: lastChange - start, label: target.textContent, found: section !== null, moves });
    };
    target.click();
    // Registered after the jump's own frame callback (queued by the tap), so each frame's reading
    // comes after the app has put the section back (its code already loaded: settle the page first).
    setTimeout(() => requestAnimationFrame(frame), 0);
  });
}
