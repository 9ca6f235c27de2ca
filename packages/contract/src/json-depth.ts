/**
 * The shape of JSON text, measured in one pass over the text without parsing it: how deeply
 * arrays and objects nest, the most members one object holds, and how many items there are. Text nested a hundred thousand levels deep costs a loop, never a deep stack (where
 * `JSON.stringify`, and PostgreSQL's jsonb, give up), and text that would be slow to parse (an
 * object of 600,000 keys takes V8 a second) is measured in microseconds. Brackets inside strings
 * do not count. The text need not be valid JSON; what it would measure is answered all the same.
 */
export interface JsonShape {
  /** Arrays and objects inside each other, at the deepest. */
  depth: number;
  /**
   * The members of the largest object: the costly thing to parse (V8 turns an object of many keys
   * into a dictionary; 600,000 keys take a second), where an array's elements are cheap.
   */
  members: number;
  /** The items of every array and object together (the members of the members counted too). */
  values: number;
}

/** Where to stop measuring: past any of these the text is refused, so the rest is not read. */
export type JsonShapeLimits = Partial<JsonShape>;

export type JsonShapeExcess = keyof JsonShape;

const STRUCTURE = /["[\]{},]/g;
const QUOTE = 34;
const BACKSLASH = 92;
const OPEN_ARRAY = 91;
const OPEN_OBJECT = 123;
const CLOSE_ARRAY = 93;
const CLOSE_OBJECT = 125;
/** Anything but space, tab, line feed and carriage return, JSON's only whitespace. */
const NOT_WHITESPACE = /[^ \t\n\r]/g;

/**
 * The shape of `text`, or the first of `limits` it passes (measuring stops there). The text is
 * searched for its structural characters by a regular expression and every string skipped with
 * `indexOf`, so a megabyte of words is a few steps, not a million.
 */
export function measureJson(
  text: string,
  limits: JsonShapeLimits = {},
): { shape: JsonShape; excess?: JsonShapeExcess } {
  const shape: JsonShape = { depth: 0, members: 0, values: 0 };
  const maxDepth = limits.depth ?? Infinity;
  const maxMembers = limits.members ?? Infinity;
  const maxValues = limits.values ?? Infinity;
  // The items of each array or object still open, innermost last; an object's as negative numbers.
  const items: number[] = [];
  const structure = new RegExp(STRUCTURE);
  let match: RegExpExecArray | null;
  while ((match = structure.exec(text)) !== null) {
    const at = match.index;
    const char = text.charCodeAt(at);
    if (char === QUOTE) {
      const end = closingQuote(text, at + 1);
      if (end < 0) break;
      structure.lastIndex = end + 1;
      continue;
    }
    if (char === OPEN_ARRAY || char === OPEN_OBJECT) {
      // An empty one holds no item; its first is counted by what follows it.
      items.push(0);
      if (items.length > shape.depth) shape.depth = items.length;
      if (shape.depth > maxDepth) return { shape, excess: 'depth' };
      if (!isEmpty(text, structure.lastIndex)) addItem(items, char === OPEN_OBJECT, shape);
    } else if (char === CLOSE_ARRAY || char === CLOSE_OBJECT) {
      items.pop();
    } else if (items.length > 0) {
      // A comma: one item more of the innermost array or object.
      addItem(items, items[items.length - 1]! < 0, shape);
    }
    if (shape.members > maxMembers) return { shape, excess: 'members' };
    if (shape.values > maxValues) return { shape, excess: 'values' };
  }
  return { shape };
}

/** One item more of the innermost array or object (an object's count is kept negative). */
function addItem(items: number[], inObject: boolean, shape: JsonShape): void {
  const innermost = items.length - 1;
  items[innermost] = items[innermost]! + (inObject ? -1 : 1);
  shape.values += 1;
  if (inObject && -items[innermost]! > shape.members) shape.members = -items[innermost]!;
}

/** Whether the array or object just opened closes at once, with nothing but whitespace in it. */
function isEmpty(text: string, from: number): boolean {
  const notWhitespace = new RegExp(NOT_WHITESPACE);
  notWhitespace.lastIndex = from;
  const found = notWhitespace.exec(text);
  const next = found ? text.charCodeAt(found.index) : CLOSE_ARRAY;
  return next === CLOSE_ARRAY || next === CLOSE_OBJECT;
}

/** The index of the quote that ends the string begun before `from`; -1 when none does. */
function closingQuote(text: string, from: number): number {
  let at = from;
  for (;;) {
    at = text.indexOf('"', at);
    if (at < 0) return -1;
    let backslashes = 0;
    while (text.charCodeAt(at - 1 - backslashes) === BACKSLASH) backslashes += 1;
    // An even run of backslashes escapes itself, not the quote.
    if (backslashes % 2 === 0) return at;
    at += 1;
  }
}

/** How deeply arrays and objects nest in JSON text (`measureJson`'s depth). */
export function jsonNestingDepth(text: string): number {
  return measureJson(text).shape.depth;
}

/**
 * Whether a value (as JSON would have it) has arrays and objects nested more than `depth` deep,
 * walked with a list instead of the stack, and stopped at the first too deep: what can then be
 * handed to `JSON.stringify`, whose recursion a value nested thousands deep overflows.
 */
export function nestsDeeperThan(value: unknown, depth: number): boolean {
  const open: { value: unknown; depth: number }[] = [{ value, depth: 0 }];
  for (let next = open.pop(); next !== undefined; next = open.pop()) {
    if (typeof next.value !== 'object' || next.value === null) continue;
    const level = next.depth + 1;
    if (level > depth) return true;
    for (const child of Object.values(next.value)) open.push({ value: child, depth: level });
  }
  return false;
}
