import { createContext, useCallback, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import classes from './AddFeedback.module.css';
import a11y from '../../ui/visually-hidden.module.css';

type Announce = (message: string) => void;

const AddFeedbackContext = createContext<Announce | null>(null);

const VISIBLE_MS = 2500;

/**
 * One confirmation area for "added to cart", around every page of the business (BusinessFrame):
 * shown briefly at the bottom of the screen, above the order bar, and announced politely to screen
 * readers, whichever card or item page the customer added from; it outlives the item page's
 * return to the menu.
 */
export function AddFeedbackProvider({ children }: { children: ReactNode }) {
  const [message, setMessage] = useState<{ text: string; serial: number } | null>(null);
  const serial = useRef(0);
  const announce = useCallback<Announce>((text) => {
    serial.current += 1;
    setMessage({ text, serial: serial.current });
  }, []);

  useEffect(() => {
    if (!message) return;
    const hide = () => setMessage(null);
    const timer = window.setTimeout(hide, VISIBLE_MS);
    // The customer's next tap is past it: it never stays over the screen that tap opens (the cart).
    document.addEventListener('pointerdown', hide, true);
    return () => {
      window.clearTimeout(timer);
      document.removeEventListener('pointerdown', hide, true);
    };
  }, [message]);

  return (
    <AddFeedbackContext.Provider value={announce}>
      {children}
      {/* The live region stays in the page so each new message is announced. */}
      <div className={a11y.visuallyHidden} role="status" aria-live="polite">
        {message?.text ?? ''}
      </div>
      {message && (
        <div key={message.serial} className={classes.toast} aria-hidden="true" data-testid="added-to-cart">
          {/* A plain paragraph (AddFeedback.module.css), not Mantine's Text: it mounts inside the tap. */}
          <p className={classes.text}>{message.text}</p>
        </div>
      )}
    </AddFeedbackContext.Provider>
  );
}

/** Outside a provider the confirmation is silently skipped (a card rendered on its own). */
export function useAddFeedback(): Announce {
  return useContext(AddFeedbackContext) ?? noAnnouncement;
}

function noAnnouncement(): void {}
