const EMAIL_MAX_LENGTH = 254;
const LOCAL_PART_MAX_LENGTH = 64;
const LOCAL_PART_PATTERN =
  /^[\p{L}\p{N}!#$%&'*+/=?^_`{|}~-]+(?:\.[\p{L}\p{N}!#$%&'*+/=?^_`{|}~-]+)*$/u;
const DOMAIN_LABEL_PATTERN = /^[\p{L}\p{N}](?:[\p{L}\p{N}-]*[\p{L}\p{N}])?$/u;

/**
 * A pragmatic e-mail check (spec 1 point 5, spec 3 point 5): at most 254 characters (RFC 5321 path
 * limit), one @, a dot-atom local part of at most 64 characters (RFC 5322, without quoted forms), and
 * a domain of at least two labels, none starting or ending with a hyphen. Letters beyond ASCII are
 * allowed (RFC 6531); whether the address exists is the confirmation mail's job.
 */
export function isValidEmail(s: string): boolean {
  if (s.length > EMAIL_MAX_LENGTH) return false;
  const parts = s.split('@');
  if (parts.length !== 2) return false;
  const [local = '', domain = ''] = parts;
  if (local.length > LOCAL_PART_MAX_LENGTH || !LOCAL_PART_PATTERN.test(local)) return false;
  const labels = domain.split('.');
  const topLevel = labels.at(-1) ?? '';
  return (
    labels.length >= 2 &&
    labels.every((label) => DOMAIN_LABEL_PATTERN.test(label)) &&
    /^\p{L}{2,}$/u.test(topLevel)
  );
}
