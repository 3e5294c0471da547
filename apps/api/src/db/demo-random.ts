/**
 * A small repeatable generator (mulberry32) for the demo data: the same seed gives the same
 * numbers in [0, 1), so every seed of the database writes the same customers and readings. A text
 * seed is hashed first (FNV-1a).
 */
export function createRandom(seed: number | string) {
  let state = 2166136261;
  if (typeof seed === 'number') state = seed >>> 0;
  else for (const character of seed) state = Math.imul(state ^ character.charCodeAt(0), 16777619);
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
