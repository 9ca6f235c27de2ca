/**
 * How deeply arrays and objects nest in JSON text, counted in one pass over the text without
 * parsing it: text nested a hundred thousand levels deep costs a loop, never a deep stack (where
 * `JSON.stringify`, and PostgreSQL's jsonb, give up). Brackets inside strings do not count. The
 * text need not be valid JSON; what it would nest to is answered all the same.
 */
export function jsonNestingDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    if (inString) {
      if (char === '\\') index += 1;
      else if (char === '"') inString = false;
    } else if (char === '"') {
      inString = true;
    } else if (char === '[' || char === '{') {
      depth += 1;
      if (depth > deepest) deepest = depth;
    } else if (char === ']' || char === '}') {
      depth = Math.max(0, depth - 1);
    }
  }
  return deepest;
}
