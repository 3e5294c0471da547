import { createHash, randomBytes } from 'node:crypto';

/**
 * The secret of an e-mailed link (password reset, change signature): 32 random bytes in base64url.
 * Only its hash is stored, so the database alone cannot open a link.
 */
export const newLinkToken = () => randomBytes(32).toString('base64url');

/** The stored form of a link's token, and the key it is looked up by. */
export const hashLinkToken = (token: string) => createHash('sha256').update(token).digest('hex');
