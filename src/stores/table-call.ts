import { makeAutoObservable, runInAction } from 'mobx';
import { unwrap } from '../api/errors.ts';
import { idempotencyHeader } from '../api/idempotency.ts';
import { isTableRequest } from '../api/later-reply-shapes.ts';
import { checkedReply } from '../api/reply-shape.ts';
import type { TableRequest, TableRequestKind, TableRequestPayload } from '../api/types.ts';
import { TABLE_CALL_POLL_MS } from '../domain/table-sitting.ts';
import type { StoreDeps } from './deps.ts';
import { IdempotentAttempt } from './idempotent-attempt.ts';

/**
 * Where one of the table's calls (the waiter, the bill) stands: nothing asked; being sent; sent
 * and waiting for the staff (the rail says so, with the time, and makes no second call); being
 * taken back; or failed (the words say so, and trying again resends the same call).
 */
export type TableCallPhase = 'idle' | 'sending' | 'waiting' | 'cancelling' | 'failed';

/**
 * One kind of call from a table tablet. A double tap, or a retry after a lost reply, sends the
 * same call with the same Idempotency-Key (IdempotentAttempt), so the staff are called once. Once
 * sent, the call is followed until the staff acknowledge it; then it may be made again.
 */
export class TableCall {
  phase: TableCallPhase = 'idle';
  /** The call the staff have not acknowledged yet. */
  requestId: number | null = null;
  /** When that call was made (ISO, the server's), once known. */
  calledAt: string | null = null;
  /** The last cancel failed: the call still stands (still waiting), and Cancel may be tried again. */
  cancelFailed = false;
  private readonly attempt = new IdempotentAttempt<TableRequestPayload, TableRequest>();
  private pollTimer: ReturnType<typeof setInterval> | null = null;

  constructor(
    readonly kind: TableRequestKind,
    private readonly deps: Pick<StoreDeps, 'api'>,
    /** Told when a call is sent and when it is acknowledged, so the sitting can remember it. */
    private readonly onChange: () => void = () => undefined,
  ) {
    makeAutoObservable<TableCall, 'deps' | 'attempt' | 'pollTimer' | 'onChange'>(
      this,
      { kind: false, deps: false, attempt: false, pollTimer: false, onChange: false },
      { autoBind: true },
    );
  }

  /** The staff were called and have not come yet: the button waits. */
  get isWaiting(): boolean {
    return this.phase === 'sending' || this.phase === 'waiting' || this.phase === 'cancelling';
  }

  /** Calls the staff to this table; a call already on its way or waiting is not made again. */
  async call(branchId: number, tableId: number): Promise<void> {
    if (this.phase === 'waiting' || this.phase === 'cancelling') return;
    this.phase = 'sending';
    this.cancelFailed = false;
    try {
      const request = await this.attempt.run(
        { branch_id: branchId, table_id: tableId, kind: this.kind },
        (key, body) => this.send(key, body),
      );
      runInAction(() => this.follow(request));
    } catch {
      runInAction(() => {
        this.phase = 'failed';
      });
    }
  }

  /** A call sent by an earlier page load: followed again until acknowledged (its time read at once). */
  resume(requestId: number): void {
    this.follow({ id: requestId, status: 'pending', created_at: null });
    void this.poll();
  }

  /**
   * The party takes the call back (the waiter is not needed after all). The server's answer is
   * the call's state now: cancelled, or acknowledged a moment before (the staff come anyway);
   * either way the tablet stops waiting. A failed cancel leaves the call standing and says so.
   */
  async cancel(): Promise<void> {
    const requestId = this.requestId;
    if (requestId === null || this.phase !== 'waiting') return;
    this.phase = 'cancelling';
    this.cancelFailed = false;
    try {
      const reply = await unwrap(
        this.deps.api.POST('/webapp/table-requests/{requestId}/cancel', {
          params: { path: { requestId } },
        }),
      );
      checkedReply(reply.request, isTableRequest);
      runInAction(this.acknowledged);
    } catch {
      runInAction(() => {
        if (this.phase !== 'cancelling') return;
        this.phase = 'waiting';
        this.cancelFailed = true;
      });
    }
  }

  private async send(key: string, body: TableRequestPayload): Promise<TableRequest> {
    const reply = await unwrap(
      this.deps.api.POST('/webapp/table-requests', { params: { header: idempotencyHeader(key) }, body }),
    );
    return checkedReply(reply.request, isTableRequest);
  }

  private follow(request: Pick<TableRequest, 'id' | 'status'> & { created_at: string | null }): void {
    if (request.status !== 'pending') return this.acknowledged();
    this.phase = 'waiting';
    this.requestId = request.id;
    this.calledAt = request.created_at;
    this.onChange();
    this.stopPolling();
    this.pollTimer = setInterval(() => void this.poll(), TABLE_CALL_POLL_MS);
  }

  private async poll(): Promise<void> {
    const requestId = this.requestId;
    if (requestId === null) return this.stopPolling();
    try {
      const reply = await unwrap(
        this.deps.api.GET('/webapp/table-requests/{requestId}', { params: { path: { requestId } } }),
      );
      const request = checkedReply(reply.request, isTableRequest);
      runInAction(() => {
        if (request.status !== 'pending') this.acknowledged();
        else if (this.phase === 'waiting') this.calledAt = request.created_at;
      });
    } catch {
      // A missed look is tried again on the next tick; the staff were called all the same.
    }
  }

  private acknowledged(): void {
    this.stopPolling();
    this.phase = 'idle';
    this.requestId = null;
    this.calledAt = null;
    this.cancelFailed = false;
    this.onChange();
  }

  private stopPolling(): void {
    if (this.pollTimer !== null) clearInterval(this.pollTimer);
    this.pollTimer = null;
  }

  /** The party left (or the page is torn down): nothing more to follow. */
  reset(): void {
    this.stopPolling();
    this.attempt.forget();
    this.phase = 'idle';
    this.requestId = null;
    this.calledAt = null;
    this.cancelFailed = false;
  }
}
