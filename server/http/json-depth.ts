// How deeply a JSON text nests arrays and objects, found without parsing it: deeply nested input would
// otherwise overflow the stack of whatever walks it later (serialising, validating), a 500 instead of a 400.

/** True when `text` opens more than `maxDepth` arrays/objects inside one another (strings are skipped). */
export function nestsDeeperThan(text: string, maxDepth: number): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text.charCodeAt(index);
    if (inString) {
      if (char === 0x5c)
        index += 1; // backslash: skip the escaped character
      else if (char === 0x22) inString = false;
    } else if (char === 0x22) {
      inString = true;
    } else if (char === 0x5b || char === 0x7b) {
      depth += 1;
      if (depth > maxDepth) return true;
    } else if (char === 0x5d || char === 0x7d) {
      depth -= 1;
    }
  }
  return false;
}
