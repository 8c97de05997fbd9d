/**
 * A small dev panel over the browser host's mock controls (the object on window.__mock): reset a
 * scenario or everything, list, add and clear faults, move or release the mock clock, read the last
 * one-time code sent to a phone. Started by enableMocking() in mocks/browser.ts, which the app loads
 * only when VITE_API_MOCKS === 'true', so it never reaches a production bundle.
 *
 * Plain DOM inside a Shadow DOM root: no React, nothing from src/ (stores, features, ui), and its
 * styles neither leak into the app nor take the app's. Collapsed by default behind a small toggle in
 * the bottom inline-end corner; open/closed is remembered in localStorage. `?mock-panel=off` in the
 * URL leaves it out entirely.
 *
 * The labels are plain English on purpose: this is a developer tool, not customer UI, so it does not
 * go through Lingui. Every control still has an accessible name.
 */
import type { MockControls } from './browser-controls.ts';
import { SCENARIO_NAMES, isScenarioName, type ScenarioName } from './db/records.ts';
import { isValidFaultRule, type FaultRule } from './faults.ts';
import type { TerminalScenario } from './db/state.ts';
import { TERMINAL_SCENARIOS } from './services/terminal-payments.ts';

export const PANEL_OPEN_KEY = 'menu-webapp:mock-panel:open';
const HOST_ID = 'mock-panel';
const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
const THIRTY_MINUTES_MS = 30 * 60_000;

type PanelStorage = Pick<Storage, 'getItem' | 'setItem'>;

export interface DevPanelOptions {
  /** Where open/closed is remembered (localStorage by default). */
  storage?: PanelStorage;
  /** What "reset and reload" does after the reset (a page reload by default). */
  reload?: () => void;
  /** The page's address, for the scenario it shows (window.location by default). */
  url?: URL;
  /** Where the host element goes (document.body by default). */
  parent?: HTMLElement;
  /** How often the open panel re-reads the clock and the faults (0 = never). */
  refreshMs?: number;
}

export interface DevPanel {
  host: HTMLElement;
  root: ShadowRoot;
  isOpen(): boolean;
  setOpen(open: boolean): void;
  /** Re-reads the clock and the faults from the controls. */
  refresh(): void;
  destroy(): void;
}

/** True when the address asks for no panel (`?mock-panel=off`). */
export function devPanelDisabled(url: URL): boolean {
  return url.searchParams.get('mock-panel') === 'off';
}

const STYLES = `
:host {
  all: initial;
  position: fixed;
  inset-inline-end: 12px;
  inset-block-end: 12px;
  z-index: 2147483000;
  font: 13px/1.4 system-ui, -apple-system, 'Segoe UI', sans-serif;
  color: #1a1a1a;
}
* { box-sizing: border-box; }
.toggle {
  display: block;
  margin-inline-start: auto;
  padding: 4px 10px;
  border: 1px solid #444;
  border-radius: 999px;
  background: #222;
  color: #fff;
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  opacity: 0.8;
}
.toggle:hover, .toggle[aria-expanded='true'] { opacity: 1; }
button:focus-visible, input:focus-visible, select:focus-visible {
  outline: 2px solid #0b5cd5;
  outline-offset: 2px;
}
.panel {
  inline-size: min(22rem, calc(100vw - 24px));
  max-block-size: min(36rem, calc(100vh - 64px));
  overflow: auto;
  margin-block-end: 8px;
  padding: 10px 12px;
  border: 1px solid #999;
  border-radius: 8px;
  background: #fff;
  box-shadow: 0 4px 16px rgb(0 0 0 / 25%);
}
.panel[hidden] { display: none; }
h2 { margin: 0 0 4px; font-size: 14px; }
h3 { margin: 12px 0 4px; font-size: 13px; }
.now { margin: 0; color: #444; }
.row { display: flex; flex-wrap: wrap; gap: 6px; align-items: end; margin-block: 4px; }
label { display: flex; flex-direction: column; gap: 2px; color: #333; }
label.inline { flex-direction: row; align-items: center; gap: 4px; }
input, select, button { font: inherit; color: #1a1a1a; }
input, select { padding: 2px 4px; border: 1px solid #888; border-radius: 4px; background: #fff; }
input[type='number'] { inline-size: 6rem; }
input.path { inline-size: 100%; }
label.wide { flex: 1 1 100%; }
button.action {
  padding: 3px 8px;
  border: 1px solid #666;
  border-radius: 4px;
  background: #f2f2f2;
  cursor: pointer;
}
button.action:hover { background: #e4e4e4; }
ul { margin: 4px 0; padding-inline-start: 18px; }
li { word-break: break-all; }
.empty { margin: 4px 0; color: #555; }
output { display: block; min-block-size: 1.4em; color: #1d5e20; }
output.error { color: #a4000f; }
code { font-family: ui-monospace, monospace; }
`;

type Attrs = Record<string, string | boolean | number | undefined>;

function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attrs: Attrs = {},
  ...children: (Node | string)[]
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attrs)) {
    if (value === undefined || value === false) continue;
    node.setAttribute(name, value === true ? '' : String(value));
  }
  node.append(...children);
  return node;
}

function option(value: string, text: string, selected = false): HTMLOptionElement {
  const node = el('option', { value }, text);
  node.selected = selected;
  return node;
}

/** A datetime-local value (local time, minutes) for an instant. */
function toLocalInput(iso: string): string {
  const date = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return (
    `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}` +
    `T${pad(date.getHours())}:${pad(date.getMinutes())}`
  );
}

export function describeFault(rule: FaultRule): string {
  const outcome = rule.networkError
    ? 'network error'
    : rule.status !== undefined
      ? `status ${rule.status}`
      : 'real reply';
  const parts = [`${rule.method ?? 'any'} ${rule.path} → ${outcome}`];
  if (rule.latencyMs) parts.push(`after ${rule.latencyMs} ms`);
  if (rule.times !== undefined) parts.push(`${rule.times} left`);
  return parts.join(', ');
}

function defaultStorage(): PanelStorage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export function mountDevPanel(controls: MockControls, options: DevPanelOptions = {}): DevPanel {
  const storage = options.storage ?? defaultStorage();
  const reload = options.reload ?? (() => window.location.reload());
  const url = options.url ?? new URL(window.location.href);
  const refreshMs = options.refreshMs ?? 1000;
  const firstSegment = url.pathname.split('/').find(Boolean) ?? '';
  const currentScenario: ScenarioName | null = isScenarioName(firstSegment) ? firstSegment : null;

  const host = el('div', { id: HOST_ID, 'data-mock-panel': true });
  const root = host.attachShadow({ mode: 'open' });

  const scenarioSelect = (label: string, withEverything: boolean) => {
    const select = el('select', { 'aria-label': label });
    if (withEverything) select.append(option('', 'Everything (all scenarios, faults, clock)'));
    for (const name of SCENARIO_NAMES) select.append(option(name, name, name === currentScenario));
    if (withEverything && !currentScenario) select.value = '';
    return select;
  };

  // ---- header -----------------------------------------------------------------------------------
  const nowText = el('p', { class: 'now', 'aria-live': 'off' });

  // ---- data -------------------------------------------------------------------------------------
  const resetScenario = scenarioSelect('Scenario to reset', true);
  const resetButton = el('button', { type: 'button', class: 'action' }, 'Reset and reload');
  resetButton.addEventListener('click', () => {
    const value = resetScenario.value;
    controls.reset(isScenarioName(value) ? value : undefined);
    reload();
  });

  // ---- faults -----------------------------------------------------------------------------------
  const faultList = el('ul', { 'aria-label': 'Active faults' });
  const noFaults = el('p', { class: 'empty' }, 'No faults.');
  const clearFaults = el('button', { type: 'button', class: 'action' }, 'Clear faults');
  const faultMessage = el('output', { role: 'status' });
  clearFaults.addEventListener('click', () => {
    controls.faults.clear();
    faultMessage.classList.remove('error');
    faultMessage.textContent = 'Faults cleared.';
    refresh();
  });

  const methodSelect = el('select', { name: 'method' }, option('', 'any'));
  for (const method of METHODS) methodSelect.append(option(method, method));
  const pathInput = el('input', {
    name: 'path',
    type: 'text',
    class: 'path',
    required: true,
    placeholder: '/api/webapp/order',
    spellcheck: 'false',
    autocomplete: 'off',
  });
  const statusInput = el('input', { name: 'status', type: 'number', min: 100, max: 599, placeholder: '500' });
  const networkErrorInput = el('input', { name: 'networkError', type: 'checkbox' });
  networkErrorInput.addEventListener('change', () => {
    statusInput.disabled = networkErrorInput.checked;
  });
  const latencyInput = el('input', {
    name: 'latencyMs',
    type: 'number',
    min: 0,
    step: 100,
    placeholder: '0',
  });
  const timesInput = el('input', { name: 'times', type: 'number', min: 1, placeholder: 'always' });

  const faultForm = el(
    'form',
    { 'aria-label': 'Add a fault' },
    el(
      'div',
      { class: 'row' },
      el('label', {}, 'Method', methodSelect),
      el('label', { class: 'wide' }, 'Path glob', pathInput),
    ),
    el(
      'div',
      { class: 'row' },
      el('label', {}, 'Status', statusInput),
      el('label', { class: 'inline' }, networkErrorInput, 'Network error'),
    ),
    el(
      'div',
      { class: 'row' },
      el('label', {}, 'Latency (ms)', latencyInput),
      el('label', {}, 'Times', timesInput),
      el('button', { type: 'submit', class: 'action' }, 'Add fault'),
    ),
  );
  const numberOf = (input: HTMLInputElement): number | undefined =>
    input.value.trim() === '' || input.disabled ? undefined : Number(input.value);
  faultForm.addEventListener('submit', (event) => {
    event.preventDefault();
    const rule: FaultRule = { path: pathInput.value.trim() };
    if (methodSelect.value) rule.method = methodSelect.value;
    if (networkErrorInput.checked) rule.networkError = true;
    const status = numberOf(statusInput);
    const latencyMs = numberOf(latencyInput);
    const times = numberOf(timesInput);
    if (status !== undefined) rule.status = status;
    if (latencyMs !== undefined) rule.latencyMs = latencyMs;
    if (times !== undefined) rule.times = times;
    // The same check POST /__mock/faults makes.
    if (!isValidFaultRule(rule) || (status === undefined && latencyMs === undefined && !rule.networkError)) {
      faultMessage.classList.add('error');
      faultMessage.textContent =
        'Give a path and a status (100–599), a network error or a latency; times at least 1.';
      return;
    }
    try {
      controls.faults.add(rule);
    } catch (error) {
      faultMessage.classList.add('error');
      faultMessage.textContent = `Not added: ${(error as Error).message}`;
      return;
    }
    faultMessage.classList.remove('error');
    faultMessage.textContent = `Added: ${describeFault(rule)}.`;
    refresh();
  });

  // ---- clock ------------------------------------------------------------------------------------
  const clockInput = el('input', { type: 'datetime-local', 'aria-label': 'Mock time' });
  const frozenInput = el('input', { type: 'checkbox' });
  const clockMessage = el('output', { role: 'status' });
  const clockAction = (run: () => void, done: string) => {
    try {
      run();
      clockMessage.classList.remove('error');
      clockMessage.textContent = done;
    } catch (error) {
      clockMessage.classList.add('error');
      clockMessage.textContent = (error as Error).message;
    }
    refresh(true);
  };
  const setClock = el('button', { type: 'button', class: 'action' }, 'Set time');
  setClock.addEventListener('click', () => {
    if (!clockInput.value) {
      clockMessage.classList.add('error');
      clockMessage.textContent = 'Choose a date and time first.';
      return;
    }
    const iso = new Date(clockInput.value).toISOString();
    const frozen = frozenInput.checked;
    clockAction(() => controls.clock.set(iso, { frozen }), frozen ? 'Clock frozen.' : 'Clock moved.');
  });
  const advanceClock = el(
    'button',
    { type: 'button', class: 'action', 'aria-label': '+30 min (advance the clock)' },
    '+30 min',
  );
  advanceClock.addEventListener('click', () =>
    clockAction(() => controls.clock.advance(THIRTY_MINUTES_MS), 'Clock advanced 30 minutes.'),
  );
  const realTime = el('button', { type: 'button', class: 'action' }, 'Real time');
  realTime.addEventListener('click', () => clockAction(() => controls.clock.reset(), 'Back to real time.'));

  // ---- one-time codes (only when the controls offer them) ---------------------------------------
  const otpSection: Node[] = [];
  if (typeof controls.lastOtp === 'function') {
    const otpScenario = scenarioSelect('Scenario of the code', false);
    if (!currentScenario) otpScenario.value = 'demo';
    const phoneInput = el('input', {
      type: 'tel',
      'aria-label': 'Phone',
      placeholder: '+96550000001',
      autocomplete: 'off',
    });
    const otpOutput = el('output', { role: 'status' });
    const showOtp = el('button', { type: 'button', class: 'action' }, 'Show last code');
    showOtp.addEventListener('click', () => {
      const phone = phoneInput.value.trim() || phoneInput.placeholder;
      const scenario = otpScenario.value;
      const code = isScenarioName(scenario) ? controls.lastOtp(scenario, phone) : null;
      otpOutput.textContent = code ? `${phone}: ${code}` : `No code sent to ${phone} in ${scenario}.`;
    });
    otpSection.push(
      el('h3', {}, 'One-time codes'),
      el('div', { class: 'row' }, otpScenario, phoneInput, showOtp),
      otpOutput,
    );
  }

  // ---- the payment terminal (issue 31; only when the controls offer it) -------------------------
  const terminalSection: Node[] = [];
  const terminal = controls.terminal;
  if (terminal) {
    const terminalScenario = scenarioSelect('Scenario of the terminal', false);
    if (!currentScenario) terminalScenario.value = 'demo';
    const scenarioOf = () => (isScenarioName(terminalScenario.value) ? terminalScenario.value : 'demo');
    const outcome = el('select', { 'aria-label': 'Next card payment' });
    for (const name of TERMINAL_SCENARIOS) outcome.append(option(name, name.replaceAll('_', ' ')));
    outcome.value = terminal.scenario(scenarioOf());
    terminalScenario.addEventListener('change', () => (outcome.value = terminal.scenario(scenarioOf())));
    const terminalOutput = el('output', { role: 'status' });
    outcome.addEventListener('change', () => {
      terminal.setScenario(scenarioOf(), outcome.value as TerminalScenario);
      terminalOutput.textContent = `Next card payment: ${outcome.value.replaceAll('_', ' ')}.`;
    });
    const decide = (decision: 'approved' | 'declined') => {
      const waiting = terminal.waiting(scenarioOf());
      terminalOutput.textContent =
        waiting && terminal.resolve(waiting, decision)
          ? `${waiting} ${decision}.`
          : 'No card payment is waiting on the terminal.';
    };
    const approve = el('button', { type: 'button', class: 'action' }, 'Approve waiting payment');
    approve.addEventListener('click', () => decide('approved'));
    const decline = el('button', { type: 'button', class: 'action' }, 'Decline waiting payment');
    decline.addEventListener('click', () => decide('declined'));
    terminalSection.push(
      el('h3', {}, 'Payment terminal'),
      el('div', { class: 'row' }, terminalScenario, outcome),
      el('div', { class: 'row' }, approve, decline),
      terminalOutput,
    );
  }

  // ---- layout -----------------------------------------------------------------------------------
  const panel = el(
    'div',
    { class: 'panel', id: 'mock-panel-body', hidden: true },
    el('h2', {}, 'Mock backend'),
    nowText,
    el('h3', {}, 'Data'),
    el('div', { class: 'row' }, resetScenario, resetButton),
    el('h3', {}, 'Faults'),
    noFaults,
    faultList,
    el('div', { class: 'row' }, clearFaults),
    faultForm,
    faultMessage,
    el('h3', {}, 'Clock'),
    el(
      'div',
      { class: 'row' },
      clockInput,
      el('label', { class: 'inline' }, frozenInput, 'Frozen'),
      setClock,
    ),
    el('div', { class: 'row' }, advanceClock, realTime),
    clockMessage,
    ...otpSection,
    ...terminalSection,
  );
  const toggle = el(
    'button',
    {
      type: 'button',
      class: 'toggle',
      'aria-expanded': 'false',
      'aria-controls': 'mock-panel-body',
      title: 'Mock backend controls',
    },
    'Mock',
  );
  toggle.setAttribute('aria-label', 'Mock backend panel');
  // A landmark of its own, so a scan of the page finds no content outside landmarks.
  const aside = el('aside', { 'aria-label': 'Mock backend' }, panel, toggle);
  root.append(el('style', {}, STYLES), aside);

  // ---- behaviour --------------------------------------------------------------------------------
  let timer: ReturnType<typeof setInterval> | null = null;

  function refresh(syncClockInput = false): void {
    const state = controls.state();
    const frozen = state.clock.frozenAtMs !== null;
    const adjusted = frozen || state.clock.offsetMs !== 0;
    nowText.textContent = `Mock time: ${new Date(state.now).toLocaleString()} (${
      frozen ? 'frozen' : adjusted ? 'moved, ticking' : 'real time'
    })`;
    if (syncClockInput || !clockInput.value) clockInput.value = toLocalInput(state.now);
    const faults = controls.faults.list();
    faultList.replaceChildren(...faults.map((rule) => el('li', {}, el('code', {}, describeFault(rule)))));
    faultList.hidden = faults.length === 0;
    noFaults.hidden = faults.length > 0;
    clearFaults.disabled = faults.length === 0;
  }

  let open = false;
  function show(next: boolean): void {
    open = next;
    panel.hidden = !open;
    toggle.setAttribute('aria-expanded', String(open));
    if (timer !== null) clearInterval(timer);
    timer = null;
    if (open) {
      refresh(true);
      // Faults count down and the clock ticks while requests go by.
      if (refreshMs > 0) timer = setInterval(() => refresh(), refreshMs);
    }
  }
  function setOpen(next: boolean): void {
    show(next);
    try {
      storage?.setItem(PANEL_OPEN_KEY, next ? '1' : '0');
    } catch {
      // Blocked storage only forgets the choice.
    }
  }
  toggle.addEventListener('click', () => setOpen(!open));
  root.addEventListener('keydown', (event) => {
    if ((event as KeyboardEvent).key === 'Escape' && open) {
      setOpen(false);
      toggle.focus();
    }
  });

  let saved: string | null = null;
  try {
    saved = storage?.getItem(PANEL_OPEN_KEY) ?? null;
  } catch {
    saved = null;
  }
  show(saved === '1');
  (options.parent ?? document.body).append(host);

  return {
    host,
    root,
    isOpen: () => open,
    setOpen,
    refresh: () => refresh(),
    destroy() {
      if (timer !== null) clearInterval(timer);
      timer = null;
      host.remove();
    },
  };
}
