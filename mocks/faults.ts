/**
 * Fault switches for tests and demos: make matching requests fail with a status, fail at the
 * network level, or answer late. Set through POST /__mock/faults (or window.__mock.faults).
 */
export interface FaultRule {
  /** HTTP method to match; any when missing. */
  method?: string;
  /** A glob over the URL path ("*" is any run of characters, e.g. "/api/webapp/order*"), or a
   * regular expression source when it starts with "^". */
  path: string;
  /** Answer with this status (and an Error body) instead of the real reply. */
  status?: number;
  /** Wait this long first; without status or networkError the real reply follows. */
  latencyMs?: number;
  /** How many requests the rule applies to; forever when missing. */
  times?: number;
  /** Fail as a network error (fetch rejects). */
  networkError?: boolean;
  /** Message for the Error body of a status fault. */
  message?: string;
}

interface ActiveFault extends FaultRule {
  id: number;
  matcher: RegExp;
  remaining: number;
}

function globToRegExp(glob: string): RegExp {
  const escaped = glob.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*');
  return new RegExp(`^${escaped}$`);
}

export function isValidFaultRule(value: unknown): value is FaultRule {
  if (typeof value !== 'object' || value === null) return false;
  const rule = value as Record<string, unknown>;
  return (
    typeof rule.path === 'string' &&
    rule.path.length > 0 &&
    (rule.method === undefined || typeof rule.method === 'string') &&
    (rule.status === undefined ||
      (typeof rule.status === 'number' && rule.status >= 100 && rule.status <= 599)) &&
    (rule.latencyMs === undefined || (typeof rule.latencyMs === 'number' && rule.latencyMs >= 0)) &&
    (rule.times === undefined || (typeof rule.times === 'number' && rule.times >= 1)) &&
    (rule.networkError === undefined || typeof rule.networkError === 'boolean')
  );
}

export class FaultRegistry {
  private faults: ActiveFault[] = [];
  private nextId = 1;

  add(rule: FaultRule): number {
    const matcher = rule.path.startsWith('^') ? new RegExp(rule.path) : globToRegExp(rule.path);
    const id = this.nextId++;
    this.faults.push({ ...rule, id, matcher, remaining: rule.times ?? Number.POSITIVE_INFINITY });
    return id;
  }

  clear(): void {
    this.faults = [];
  }

  list(): FaultRule[] {
    return this.faults.map(({ matcher: _matcher, id: _id, remaining, ...rule }) => ({
      ...rule,
      ...(Number.isFinite(remaining) ? { times: remaining } : {}),
    }));
  }

  private find(method: string, pathname: string): ActiveFault | undefined {
    // Control endpoints never fail: a test must always be able to clear its faults.
    if (pathname.startsWith('/__mock/')) return undefined;
    return this.faults.find(
      (fault) =>
        fault.remaining > 0 &&
        (!fault.method || fault.method.toUpperCase() === method.toUpperCase()) &&
        fault.matcher.test(pathname),
    );
  }

  matches(request: Request): boolean {
    return this.find(request.method, new URL(request.url).pathname) !== undefined;
  }

  /** Takes one use of the first matching fault. */
  take(request: Request): FaultRule | null {
    const fault = this.find(request.method, new URL(request.url).pathname);
    if (!fault) return null;
    fault.remaining -= 1;
    if (fault.remaining <= 0) this.faults = this.faults.filter((f) => f !== fault);
    return fault;
  }
}
