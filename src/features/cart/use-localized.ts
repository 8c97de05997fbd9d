import { businessWordIn, localized } from '../../domain/locales.ts';
import type { LocalizedText } from '../../domain/model.ts';
import { useStores } from '../../stores/store-context.tsx';

/**
 * Picks a LocalizedText in the visitor's language, else the business's first language, else
 * English, else any (src/domain/locales.ts `localized`).
 * Call it inside an observer component so a language change re-renders.
 */
export function useLocalized(): (text: LocalizedText | null | undefined) => string {
  const { preferences, business } = useStores();
  const language = preferences.language;
  const fallbacks = business.business?.locales ?? [];
  return (text) => localized(text, language, fallbacks);
}

/** The business's word for one of ours ("Table") in the visitor's language, else '' (use ours). */
export function useBusinessWord(): (text: LocalizedText | null | undefined) => string {
  const { preferences } = useStores();
  const language = preferences.language;
  return (text) => businessWordIn(text, language);
}
