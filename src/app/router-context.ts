import type { I18n } from '@lingui/core';
import type { RootStore } from '../stores/root-store.ts';

/** What every route's loader and guard reaches without globals (shared/DESIGN.md). */
export interface RouterContext {
  stores: RootStore;
  i18n: I18n;
}
