/**
 * Whether a configured URL leaves the portal: the spec treats a URL as external when it contains
 * `www` or `http` (spec 1 point 2, "Help dialog"); anything else is a path of this portal.
 */
export function isExternalUrl(url: string): boolean {
  return /www|http/i.test(url);
}

/** Attributes of a link that opens in a new tab without giving the new page a handle on this one. */
export const newTabProps = { target: '_blank', rel: 'noopener noreferrer' } as const;
