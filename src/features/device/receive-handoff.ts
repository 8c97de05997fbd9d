import { decodeCartHandoff, type HandoffDecodeProblem, type HandoffLine } from '../../domain/cart-handoff.ts';
import type { LocalizedText, OrderSellingType } from '../../domain/model.ts';
import type { LeftOutReason } from '../../domain/reorder.ts';
import type { RootStore } from '../../stores/root-store.ts';
import { addKeptLines, planAgainstMenu } from '../account/reorder.ts';

export type HandoffProblem = HandoffDecodeProblem | 'branch-gone' | 'type-not-offered' | 'menu-failed';

export interface ReceivedLine {
  line: HandoffLine;
  /** The item's name as this phone's menu knows it; null when the menu no longer has the item. */
  name: LocalizedText | null;
}

export type HandoffOutcome =
  | {
      ok: true;
      sellingType: OrderSellingType;
      kept: ReceivedLine[];
      leftOut: (ReceivedLine & { reason: LeftOutReason })[];
    }
  | { ok: false; problem: HandoffProblem };

/** Codes this browser has already put into the cart: a reload, Back or a second tab must not add them twice. */
const RECEIVED_KEY = 'handoff-received';

function receivedCodes(ledger: Pick<Storage, 'getItem'>): string[] {
  try {
    const stored: unknown = JSON.parse(ledger.getItem(RECEIVED_KEY) ?? '[]');
    return Array.isArray(stored) ? stored.filter((code): code is string => typeof code === 'string') : [];
  } catch {
    return [];
  }
}

function remember(ledger: Pick<Storage, 'getItem' | 'setItem'>, code: string): void {
  try {
    ledger.setItem(RECEIVED_KEY, JSON.stringify([...receivedCodes(ledger), code].slice(-10)));
  } catch {
    // A full or blocked storage only risks adding the same lines again on a reload.
  }
}

/**
 * A phone opens a kiosk's hand-off link: the code is read strictly, the phone moves to the kiosk's
 * branch, every line is checked against what that branch shows now for the type (the reorder
 * rule), and the kept lines join the phone's cart once, however often the link is opened.
 */
export async function receiveHandoff(
  stores: Pick<RootStore, 'business' | 'menu' | 'cart' | 'chooseBranch'>,
  code: string | null,
  ledger: Pick<Storage, 'getItem' | 'setItem'>,
): Promise<HandoffOutcome> {
  const decoded = decodeCartHandoff(code);
  if (!decoded.ok) return decoded;
  const { sellingType, branchId, lines } = decoded.cart;
  const { business, menu, cart } = stores;
  if (!business.business?.branches.some((branch) => branch.id === branchId)) {
    return { ok: false, problem: 'branch-gone' };
  }
  if (!business.sellingTypes.includes(sellingType)) return { ok: false, problem: 'type-not-offered' };
  try {
    if (business.branchId !== branchId) await stores.chooseBranch(branchId);
    await menu.ensureLoaded();
  } catch {
    return { ok: false, problem: 'menu-failed' };
  }
  if (menu.state !== 'fetched') return { ok: false, problem: 'menu-failed' };

  const plan = planAgainstMenu(menu, sellingType, lines);
  if (!receivedCodes(ledger).includes(code!)) {
    addKeptLines(cart, plan.keep);
    remember(ledger, code!);
  }
  const leftOut = await Promise.all(
    plan.leftOut.map(async ({ line, reason }) => ({ line, reason, name: await nameOf(menu, line.item_id) })),
  );
  return {
    ok: true,
    sellingType,
    kept: plan.keep.map(({ line, item }) => ({ line, name: item.name })),
    leftOut,
  };
}

/** An item no longer shown may still be known to the branch (outside its hours, say). */
async function nameOf(menu: RootStore['menu'], itemId: number): Promise<LocalizedText | null> {
  const known = menu.itemById(itemId);
  if (known) return known.name;
  try {
    return (await menu.loadItem(itemId))?.name ?? null;
  } catch {
    return null;
  }
}
