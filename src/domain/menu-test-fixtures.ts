/** Small menu shapes for tests of rules and screens (not a test file itself). */
import type { ModifierGroup } from './model.ts';

export function modifierGroup(
  id: number,
  name: string,
  limits: { min: number; max: number },
  modifiers: { id: number; name: string; price: number; max_quantity?: number }[],
): ModifierGroup {
  return {
    id,
    name: { en: name },
    min: limits.min,
    max: limits.max,
    modifiers: modifiers.map((m) => ({
      id: m.id,
      name: { en: m.name },
      price: m.price,
      max_quantity: m.max_quantity ?? 1,
    })),
  };
}
