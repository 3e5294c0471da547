import { hash, verify } from '@node-rs/argon2';

/** `Algorithm.Argon2id`: the package's const enum cannot be imported under verbatimModuleSyntax. */
const ARGON2ID = 2;
const options = { algorithm: ARGON2ID } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/**
 * Verifying against a throwaway hash when the account does not exist keeps the answer time the same,
 * so timing does not reveal which accounts exist.
 */
let decoyHash: Promise<string> | undefined;
export async function verifyDecoy(password: string): Promise<false> {
  decoyHash ??= hashPassword('decoy-password-for-unknown-accounts');
  await verifyPassword(await decoyHash, password);
  return false;
}
