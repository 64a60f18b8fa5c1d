import 'server-only';

/** Deeper than any body the API takes (a quick order's lines are three levels down). */
export const MAX_JSON_DEPTH = 32;

/**
 * Whether JSON text nests arrays and objects deeper than `maxDepth`, found by one pass over the text
 * before it is parsed: parsing 256 kB of `[` costs a hundred times more than parsing a flat body.
 */
export function nestsDeeperThan(text: string, maxDepth: number): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const character = text.charCodeAt(index);
    if (inString) {
      if (character === 0x5c) index += 1;
      else if (character === 0x22) inString = false;
    } else if (character === 0x22) inString = true;
    else if (character === 0x5b || character === 0x7b) {
      depth += 1;
      if (depth > maxDepth) return true;
    } else if (character === 0x5d || character === 0x7d) depth -= 1;
  }
  return false;
}
