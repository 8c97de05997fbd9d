// @vitest-environment jsdom
import { getByLabelText, getByRole } from '@testing-library/dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMockBackend } from './backend.ts';
import { browserControls, type MockControls } from './browser-controls.ts';
import { devPanelDisabled, mountDevPanel, PANEL_OPEN_KEY, type DevPanel } from './dev-panel.ts';

/** An in-memory stand-in for localStorage. */
function memoryStorage(): Pick<Storage, 'getItem' | 'setItem'> & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
  };
}

describe('mock dev panel', () => {
  let controls: MockControls;
  let storage: ReturnType<typeof memoryStorage>;
  let reload: () => void;
  const mounted: DevPanel[] = [];

  // The same control object the browser host builds (and puts on window.__mock).
  beforeEach(() => {
    const backend = createMockBackend({ announce: () => {} });
    controls = browserControls(backend, () => {});
    storage = memoryStorage();
    reload = vi.fn();
  });

  afterEach(() => {
    for (const panel of mounted.splice(0)) panel.destroy();
  });

  /** Mounts the panel; opened through its toggle, as a developer would, unless told otherwise. */
  function mount(path = '/demo', { open = false } = {}) {
    const panel = mountDevPanel(controls, {
      storage,
      reload,
      url: new URL(`http://localhost:5173${path}`),
      refreshMs: 0,
    });
    mounted.push(panel);
    // Queries run inside the shadow root, where the panel's DOM lives.
    const inside = panel.root.querySelector('aside') as HTMLElement;
    // (querySelector, not a role query: jsdom would keep the styles it computed while collapsed)
    if (open) inside.querySelector<HTMLButtonElement>('button[aria-expanded]')!.click();
    return { panel, inside };
  }

  function typeInto(input: HTMLElement, value: string) {
    (input as HTMLInputElement).value = value;
    input.dispatchEvent(new Event('input', { bubbles: true }));
    input.dispatchEvent(new Event('change', { bubbles: true }));
  }

  it("sets the terminal's next outcome and approves or declines the waiting payment by hand", () => {
    const backend = createMockBackend({ announce: () => {} });
    controls = browserControls(backend, () => {});
    const { inside } = mount('/demo', { open: true });
    const next = getByLabelText(inside, 'Next card payment') as HTMLSelectElement;
    expect(next.value).toBe('approved');
    next.value = 'manual';
    next.dispatchEvent(new Event('change', { bubbles: true }));
    expect(controls.terminal!.scenario('demo')).toBe('manual');
    const approve = getByRole(inside, 'button', { name: 'Approve waiting payment' });
    approve.click();
    expect(inside.textContent).toContain('No card payment is waiting on the terminal.');
    // A payment waiting on the terminal, as a kiosk would have started it.
    const state = backend.db.scenario('demo');
    state.terminal_payments = [
      {
        payment: {
          id: 'TP-1-1',
          order_id: 1,
          terminal_id: 'TERM-1',
          amount: 100,
          tip: 0,
          status: 'pending',
          card: null,
          decline_reason: null,
          created_at: '2025-11-18T09:00:00.000Z',
          completed_at: null,
        },
        scenario: 'manual',
        settles_at_ms: 0,
        lose_next_approved_reply: false,
      },
    ];
    expect(controls.terminal!.waiting('demo')).toBe('TP-1-1');
    getByRole(inside, 'button', { name: 'Decline waiting payment' }).click();
    expect(state.terminal_payments[0]!.payment.status).toBe('declined');
    expect(inside.textContent).toContain('TP-1-1 declined.');
  });

  it('lives in a shadow root on the body, collapsed by default', () => {
    const { panel, inside } = mount();
    expect(document.body.contains(panel.host)).toBe(true);
    expect(document.body.querySelector('aside')).toBeNull();
    const toggle = getByRole(inside, 'button', { name: /mock backend panel/i });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(panel.isOpen()).toBe(false);
  });

  it('remembers open and closed across mounts', () => {
    const first = mount();
    getByRole(first.inside, 'button', { name: /mock backend panel/i }).click();
    expect(first.panel.isOpen()).toBe(true);
    expect(storage.getItem(PANEL_OPEN_KEY)).toBe('1');
    first.panel.destroy();

    const second = mount();
    expect(second.panel.isOpen()).toBe(true);
    const toggle = getByRole(second.inside, 'button', { name: /mock backend panel/i });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    toggle.click();
    expect(storage.getItem(PANEL_OPEN_KEY)).toBe('0');
    second.panel.destroy();

    expect(mount().panel.isOpen()).toBe(false);
  });

  it('adds a fault through the form and clears it', () => {
    const { inside } = mount('/demo', { open: true });
    const form = getByRole(inside, 'form', { name: 'Add a fault' });
    const method = getByRole(form, 'combobox', { name: 'Method' }) as HTMLSelectElement;
    method.value = 'POST';
    const path = getByRole(form, 'textbox', { name: 'Path glob' });
    expect(path).toHaveAttribute('placeholder', '/api/webapp/order');
    typeInto(path, '/api/webapp/order');
    typeInto(getByRole(form, 'spinbutton', { name: 'Status' }), '503');
    typeInto(getByRole(form, 'spinbutton', { name: 'Latency (ms)' }), '1500');
    typeInto(getByRole(form, 'spinbutton', { name: 'Times' }), '2');
    getByRole(form, 'button', { name: 'Add fault' }).click();

    expect(controls.faults.list()).toEqual([
      { method: 'POST', path: '/api/webapp/order', status: 503, latencyMs: 1500, times: 2 },
    ]);
    const list = getByRole(inside, 'list', { name: 'Active faults' });
    expect(list).toHaveTextContent('POST /api/webapp/order → status 503, after 1500 ms, 2 left');

    getByRole(inside, 'button', { name: 'Clear faults' }).click();
    expect(controls.faults.list()).toEqual([]);
    expect(list.children).toHaveLength(0);
    expect(inside).toHaveTextContent('No faults.');
  });

  it('adds a network error fault and refuses a fault with nothing to do', () => {
    const { inside } = mount('/demo', { open: true });
    const form = getByRole(inside, 'form', { name: 'Add a fault' });
    typeInto(getByRole(form, 'textbox', { name: 'Path glob' }), '/api/webapp/v5/menu/*');
    getByRole(form, 'button', { name: 'Add fault' }).click();
    expect(controls.faults.list()).toEqual([]);

    getByRole(form, 'checkbox', { name: 'Network error' }).click();
    getByRole(form, 'button', { name: 'Add fault' }).click();
    expect(controls.faults.list()).toEqual([{ path: '/api/webapp/v5/menu/*', networkError: true }]);
  });

  it('resets the chosen scenario, or everything, then reloads', () => {
    const reset = vi.spyOn(controls, 'reset');
    const { inside } = mount('/demo/menu', { open: true });
    const select = getByRole(inside, 'combobox', { name: 'Scenario to reset' }) as HTMLSelectElement;
    expect(select.value).toBe('demo');
    select.value = 'solo';
    getByRole(inside, 'button', { name: 'Reset and reload' }).click();
    expect(reset).toHaveBeenLastCalledWith('solo');
    expect(reload).toHaveBeenCalledTimes(1);

    select.value = '';
    getByRole(inside, 'button', { name: 'Reset and reload' }).click();
    expect(reset).toHaveBeenLastCalledWith(undefined);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('sets, advances and releases the mock clock', () => {
    const { inside } = mount('/demo', { open: true });
    typeInto(getByLabelText(inside, 'Mock time'), '2025-11-18T09:00');
    getByRole(inside, 'checkbox', { name: 'Frozen' }).click();
    getByRole(inside, 'button', { name: 'Set time' }).click();
    const expected = new Date('2025-11-18T09:00').getTime();
    expect(controls.state().clock).toEqual({ offsetMs: 0, frozenAtMs: expected });

    getByRole(inside, 'button', { name: /\+30 min/ }).click();
    expect(controls.state().clock.frozenAtMs).toBe(expected + 30 * 60_000);

    getByRole(inside, 'button', { name: 'Real time' }).click();
    expect(controls.state().clock).toEqual({ offsetMs: 0, frozenAtMs: null });
  });

  it('shows the last one-time code for a phone', () => {
    vi.spyOn(controls, 'lastOtp').mockImplementation((scenario, phone) =>
      scenario === 'demo' && phone === '+96550000001' ? '1234' : null,
    );
    const { inside } = mount('/demo', { open: true });
    typeInto(getByRole(inside, 'textbox', { name: 'Phone' }), '+96550000001');
    getByRole(inside, 'button', { name: 'Show last code' }).click();
    expect(controls.lastOtp).toHaveBeenCalledWith('demo', '+96550000001');
    expect(inside).toHaveTextContent('+96550000001: 1234');
  });

  it('is left out with ?mock-panel=off', () => {
    expect(devPanelDisabled(new URL('http://localhost:5173/demo?mock-panel=off'))).toBe(true);
    expect(devPanelDisabled(new URL('http://localhost:5173/demo'))).toBe(false);
  });
});
