import { localized } from '../../domain/locales.ts';
import type { LocalizedText } from '../../domain/model.ts';
import { useStores } from '../../stores/store-context.tsx';

/**
 * Picks a LocalizedText in the visitor's language, falling back to the business's languages.
 * Call it inside an observer component so a language change re-renders.
 */
export function useLocalized(): (text: LocalizedText | null | undefined) => string {
  const { preferences, business } = useStores();
  const language = preferences.language;
  const fallbacks = business.business?.locales ?? [];
  return (text) => localized(text, language, fallbacks);
}
