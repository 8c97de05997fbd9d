// The one place React.lazy is used: everything else goes through lazyWithMessages.
// eslint-disable-next-line no-restricted-imports
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { whenAllMessagesLoaded } from './catalogs.ts';

/**
 * React.lazy for a component whose words are not in the first load's catalog: it appears once its
 * code and the rest of the language's messages have both arrived (src/i18n/catalogs.ts). A failed
 * messages file fails the import like a failed chunk, for the error boundary to say so.
 */
// The same constraint as React.lazy's own signature.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function lazyWithMessages<Component extends ComponentType<any>>(
  load: () => Promise<{ default: Component }>,
): LazyExoticComponent<Component> {
  return lazy(() => Promise.all([load(), whenAllMessagesLoaded()]).then(([module]) => module));
}
