/**
 * Where JSON text first goes wrong, found by a scan of its grammar, for engines whose JSON.parse
 * message gives no position (Safari's, and Chromium's for many mistakes: `Unexpected token '}',
 * "..." is not valid JSON`). Iterative, so any nesting depth is scanned in bounded stack.
 */

const WHITESPACE = new Set([' ', '\t', '\n', '\r']);
const LITERALS = ['true', 'false', 'null'];

/** The offset of the first character JSON does not allow in `text` (its length if it ends early), or null when it is valid. */
export function jsonErrorAt(text: string): number | null {
  let at = 0;
  const skip = () => {
    while (at < text.length && WHITESPACE.has(text[at])) at++;
  };
  /** Reads a string at `at`; false with `at` on the character at fault (the end, if it is not closed). */
  const string = (): boolean => {
    for (at++; at < text.length; at++) {
      const code = text.charCodeAt(at);
      if (text[at] === '"') {
        at++;
        return true;
      }
      if (code < 0x20) return false;
      if (text[at] === '\\') {
        at++;
        if (text[at] === 'u' && !/^[0-9a-fA-F]{4}$/.test(text.slice(at + 1, at + 5))) return false;
        if (!'"\\/bfnrtu'.includes(text[at] ?? '')) return false;
      }
    }
    return false;
  };
  const digits = (): boolean => {
    const from = at;
    while (text[at] >= '0' && text[at] <= '9') at++;
    return at > from;
  };
  /** Reads a number at `at`; false with `at` on the character at fault. */
  const number = (): boolean => {
    if (text[at] === '-') at++;
    if (text[at] === '0') at++;
    else if (!digits()) return false;
    if (text[at] === '.') {
      at++;
      if (!digits()) return false;
    }
    if (text[at] === 'e' || text[at] === 'E') {
      at++;
      if (text[at] === '+' || text[at] === '-') at++;
      if (!digits()) return false;
    }
    return true;
  };
  const stack: ('object' | 'array')[] = [];
  // What comes next: a value, an object's key (with its colon), or what follows a value.
  let next: 'value' | 'key' | 'after' = 'value';
  for (;;) {
    skip();
    if (next === 'key') {
      if (text[at] !== '"' || !string()) return at;
      skip();
      if (text[at] !== ':') return at;
      at++;
      next = 'value';
    } else if (next === 'value') {
      const c = text[at];
      if (c === '{' || c === '[') {
        at++;
        skip();
        if (text[at] === (c === '{' ? '}' : ']')) {
          at++;
          next = 'after';
        } else {
          stack.push(c === '{' ? 'object' : 'array');
          next = c === '{' ? 'key' : 'value';
        }
        continue;
      }
      // A literal goes wrong where it stops matching (`t0` at the 0), as V8 reports it.
      const literal = LITERALS.find((word) => word[0] === c);
      if (literal !== undefined) {
        for (const letter of literal) {
          if (text[at] !== letter) return at;
          at++;
        }
      } else if (!(c === '"' ? string() : c === '-' || (c >= '0' && c <= '9') ? number() : false)) return at;
      next = 'after';
    } else {
      const inner = stack[stack.length - 1];
      if (inner === undefined) return at === text.length ? null : at;
      if (text[at] === ',') {
        at++;
        next = inner === 'object' ? 'key' : 'value';
      } else if (text[at] === (inner === 'object' ? '}' : ']')) {
        at++;
        stack.pop();
      } else return at;
    }
  }
}
