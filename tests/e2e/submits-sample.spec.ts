/**
 * A small sample of `npm run bench:submits` in every run: one purchase under each kind of fault
 * ends in exactly one order that the customer sees, and so does a reservation under the hardest
 * three, a wallet package whose reply is lost, and a kiosk's card payment whose reply is lost.
 */
import {
  prepareMock,
  purchaseUnder,
  SUBMIT_FAULTS,
  summarise,
  submitsHeld,
  type SubmitOutcome,
} from '../support/submit-under-fault.ts';
import { expect, onlyOn, recordCase, test } from './support.ts';

test(
  'one purchase under each kind of fault: one order, reservation or package each, none lost',
  onlyOn.phone,
  async ({ page, browser, baseURL }) => {
    test.setTimeout(240_000);
    await prepareMock(page);
    const outcomes: SubmitOutcome[] = [];
    for (const fault of SUBMIT_FAULTS) outcomes.push(await purchaseUnder(browser, baseURL!, fault));
    // Reservations share the rule; the faults that test it hardest: a lost reply, a reload, taps.
    for (const fault of ['lost-reply', 'reload-mid-submit', 'triple-tap'] as const)
      outcomes.push(await purchaseUnder(browser, baseURL!, fault, 'reservation'));
    outcomes.push(await purchaseUnder(browser, baseURL!, 'lost-reply', 'wallet-package'));
    // A kiosk's card payment on its terminal whose reply is lost (issue 31): one payment, paid once.
    outcomes.push(await purchaseUnder(browser, baseURL!, 'lost-reply', 'terminal-payment'));
    const summary = summarise(outcomes);
    console.info(`submits sample: ${JSON.stringify(summary)}`);
    recordCase({
      gate: 'submits',
      case: 'submits sample',
      held: submitsHeld(summary),
      counts: {
        attempts: summary.attempts,
        created: summary.ordersCreated,
        duplicates: summary.duplicates,
        lost: summary.lost,
        neverPlaced: summary.neverPlaced,
        paidTwice: summary.paidTwice,
      },
    });
    expect(outcomes.filter((outcome) => outcome.created !== 1 || !outcome.shown)).toEqual([]);
    expect(summary).toMatchObject({ duplicates: 0, lost: 0, neverPlaced: 0, paidTwice: 0 });
  },
);
