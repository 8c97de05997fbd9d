/**
 * Reads as much as can be trusted from JSON text that JSON.parse refuses: one damaged element of
 * an array (an unquoted word, a NaN, a cut-off write) costs that element, not the whole document.
 * A broken member of an object is left out; a document cut off halfway keeps what came before.
 * Whatever comes back still goes through the store's own shape checks.
 */
type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

class Broken extends Error {}

/**
 * After a flipped quote, the commas tried and how far each is read: enough for any element the app
 * keeps, and bounded, so that megabytes of junk cost milliseconds.
 */
const RESYNC_TRIES = 200;
const RESYNC_ELEMENT_CHARS = 64 * 1024;

function parses(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

// eslint-disable-next-line no-control-regex -- JSON strings may not hold raw control characters.
const JSON_STRING = /^"(?:[^"\\\u0000-\u001f]|\\(?:["\\/bfnrt]|u[0-9a-fA-F]{4}))*"/;

class Reader {
  private at = 0;

  constructor(private readonly text: string) {}

  value(): Json {
    this.space();
    const char = this.text[this.at];
    if (char === '{') return this.object();
    if (char === '[') return this.array();
    if (char === '"') return this.string();
    const literal = /^(?:-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?|true|false|null)/.exec(this.text.slice(this.at));
    if (!literal) throw new Broken();
    this.at += literal[0].length;
    return JSON.parse(literal[0]) as Json;
  }

  private object(): { [key: string]: Json } {
    const result: { [key: string]: Json } = {};
    this.at += 1;
    for (;;) {
      this.space();
      if (this.at >= this.text.length) return result;
      if (this.text[this.at] === '}') {
        this.at += 1;
        return result;
      }
      const start = this.at;
      try {
        const key = this.string();
        this.space();
        if (this.text[this.at] !== ':') throw new Broken();
        this.at += 1;
        const value = this.value();
        this.space();
        if (this.at < this.text.length && !',}'.includes(this.text[this.at]!)) throw new Broken();
        result[key] = value;
      } catch {
        this.skipDamaged(start, (member) => `{${member}}`);
      }
      if (!this.separator('}')) return result;
    }
  }

  private array(): Json[] {
    const result: Json[] = [];
    this.at += 1;
    for (;;) {
      this.space();
      if (this.at >= this.text.length) return result;
      if (this.text[this.at] === ']') {
        this.at += 1;
        return result;
      }
      const start = this.at;
      try {
        const element = this.value();
        this.space();
        if (this.at < this.text.length && !',]'.includes(this.text[this.at]!)) throw new Broken();
        result.push(element);
      } catch {
        this.skipDamaged(start, (element) => `[${element}]`);
      }
      if (!this.separator(']')) return result;
    }
  }

  /** After an element: true to read another, false when the container closed or the text ended. */
  private separator(close: string): boolean {
    this.space();
    if (this.text[this.at] === ',') {
      this.at += 1;
      return true;
    }
    if (this.text[this.at] === close) {
      this.at += 1;
      return false;
    }
    return false;
  }

  private string(): string {
    const match = JSON_STRING.exec(this.text.slice(this.at));
    if (!match) throw new Broken();
    this.at += match[0].length;
    return JSON.parse(match[0]) as string;
  }

  /**
   * Moves past the damaged element at `start`. A quote lost or added flips every string after it,
   * so a skip that runs to the end of the text instead looks for the first of the next commas
   * (read as plain text) that a whole valid element follows; `asJson` makes one element a document.
   */
  private skipDamaged(start: number, asJson: (element: string) => string): void {
    this.at = start;
    this.skipElement();
    if (this.at < this.text.length) return;
    let comma = this.text.indexOf(',', start);
    for (let tries = 0; comma !== -1 && tries < RESYNC_TRIES; tries += 1) {
      this.at = comma + 1;
      this.skipElement(Math.min(this.text.length, comma + 1 + RESYNC_ELEMENT_CHARS));
      if (parses(asJson(this.text.slice(comma + 1, this.at)))) {
        this.at = comma;
        return;
      }
      comma = this.text.indexOf(',', comma + 1);
    }
    this.at = this.text.length;
  }

  /** Moves past a damaged element: to the next comma or closing bracket at its own depth. */
  private skipElement(end = this.text.length): void {
    let depth = 0;
    let inString = false;
    for (; this.at < end; this.at += 1) {
      const char = this.text[this.at]!;
      if (inString) {
        if (char === '\\') this.at += 1;
        else if (char === '"') inString = false;
      } else if (char === '"') inString = true;
      else if (char === '{' || char === '[') depth += 1;
      else if (char === '}' || char === ']') {
        if (depth === 0) return;
        depth -= 1;
      } else if (char === ',' && depth === 0) return;
    }
  }

  private space(): void {
    while (this.at < this.text.length && /\s/.test(this.text[this.at]!)) this.at += 1;
  }
}

/** The parsed text when it is valid JSON, else what can be saved of it; null when nothing can. */
export function salvageJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    try {
      return new Reader(text).value();
    } catch {
      return null;
    }
  }
}
