/**
 * A short fingerprint of a lead body, to tell whether a step's data changed since it was last sent
 * (spec 3 point 4) without keeping the bodies, whose files may weigh megabytes. The lead id is left
 * out: a step sent again unchanged after the lead got its id is the same data.
 */
export function bodyFingerprint(body: object): string {
  const text = JSON.stringify(body, (key, value: unknown) =>
    key === 'lead_id' ? undefined : value,
  );
  // cyrb53 (public domain): 53 bits, plenty to tell a step's successive versions apart.
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return `${text.length}:${(4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36)}`;
}
