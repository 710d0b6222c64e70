/**
 * Valid text: what a name, a description, an id or a password may hold. Refused are the NUL
 * character and the other C0 control characters except tab, line feed and carriage return
 * (PostgreSQL cannot store NUL in text; the others are never typed), UTF-16 surrogates that are
 * not part of a pair (they have no UTF-8 form), and the non-characters U+FFFE and U+FFFF.
 */

/** True when `code` (a UTF-16 code unit) is a control character other than tab, LF and CR. */
function isRefusedControl(code: number): boolean {
  return code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d;
}

/** True when `text` holds only valid text (see the header). */
export function isValidText(text: string): boolean {
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (isRefusedControl(code) || code === 0xfffe || code === 0xffff) return false;
    if (code >= 0xd800 && code <= 0xdbff) {
      const next = text.charCodeAt(i + 1);
      if (!(next >= 0xdc00 && next <= 0xdfff)) return false;
      i += 1;
    } else if (code >= 0xdc00 && code <= 0xdfff) {
      return false;
    }
  }
  return true;
}

/** A place in a JSON value: object keys and list indexes from the top. */
export type ValuePath = readonly (string | number)[];

/**
 * The path of a string in `value` (or of an object key: then the path names the key) that is not
 * valid text (an object's keys are checked before its values), or undefined when all are. Walks objects and lists of any depth without
 * recursion, so a deeply nested request cannot exhaust the stack.
 */
export function findInvalidText(value: unknown, path: ValuePath = []): ValuePath | undefined {
  // Each pending value knows its parent's place, so a path is built only for a bad string (a
  // copied path per level would make a deep value quadratic).
  interface Place {
    value: unknown;
    key?: string | number;
    parent?: Place;
  }
  const pathOf = (place: Place, extra: (string | number)[] = []): ValuePath => {
    const keys: (string | number)[] = [];
    for (let at: Place | undefined = place; at?.key !== undefined; at = at.parent) {
      keys.push(at.key);
    }
    return [...path, ...keys.reverse(), ...extra];
  };
  const pending: Place[] = [{ value }];
  while (pending.length > 0) {
    const next = pending.pop()!;
    if (typeof next.value === 'string') {
      if (!isValidText(next.value)) return pathOf(next);
    } else if (Array.isArray(next.value)) {
      const items = next.value as unknown[];
      for (let i = items.length - 1; i >= 0; i -= 1) {
        pending.push({ value: items[i], key: i, parent: next });
      }
    } else if (typeof next.value === 'object' && next.value !== null) {
      const entries = Object.entries(next.value as Record<string, unknown>);
      const badKey = entries.find(([key]) => !isValidText(key));
      if (badKey) return pathOf(next, [badKey[0]]);
      for (let i = entries.length - 1; i >= 0; i -= 1) {
        const [key, item] = entries[i]!;
        pending.push({ value: item, key, parent: next });
      }
    }
  }
  return undefined;
}
