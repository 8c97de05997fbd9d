import type { Policy } from '../../api/types.ts';

/** A policy's link target: stable across languages, e.g. `/demo/Policies#refund-1`. */
export function policyAnchor(policy: Pick<Policy, 'id' | 'type'>): string {
  return `${policy.type}-${policy.id}`;
}
