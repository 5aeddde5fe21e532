/**
 * Text the database cannot store. Postgres refuses U+0000 in `text` (and the `\u0000` escape in
 * JSON it parses) with an error, where SQLite keeps it; a value holding one is refused before it
 * reaches either, so both answer the same (a 400, see the error handler) and nothing half-written
 * is left (a transaction stops at the refused statement and rolls back).
 */
export class UnstorableInputError extends Error {
  constructor() {
    super('The request holds a character that cannot be stored (U+0000, the NUL character)');
    this.name = 'UnstorableInputError';
  }
}

/** U+0000 itself. */
const NUL = '\u0000';
/** `\u0000` in JSON text: a backslash not itself escaped, then u0000. */
const JSON_NUL = /(?<!\\)(?:\\\\)*\\u0000/;

/** True when `value` (a query binding: text, JSON text, an array or object of them) holds a NUL. */
export function holdsUnstorable(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') {
    if (value.includes(NUL)) return true;
    // JSON written as text (documents, snapshots): its escape would be a NUL once parsed.
    const first = value.charCodeAt(0);
    return (first === 0x7b || first === 0x5b) && value.includes('\\u0000') && JSON_NUL.test(value);
  }
  if (typeof value !== 'object' || value === null || depth > 32) return false;
  if (Buffer.isBuffer(value) || value instanceof Date) return false;
  if (Array.isArray(value)) return value.some((item) => holdsUnstorable(item, depth + 1));
  return Object.entries(value).some(
    ([key, item]) => key.includes(NUL) || holdsUnstorable(item, depth + 1),
  );
}

/** Throws UnstorableInputError when a statement's bindings hold text the database refuses. */
export function assertStorable(bindings: unknown): void {
  if (Array.isArray(bindings) && bindings.some((binding) => holdsUnstorable(binding))) {
    throw new UnstorableInputError();
  }
}
