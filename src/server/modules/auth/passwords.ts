import { hash, verify } from '@node-rs/argon2';

/** OWASP ASVS: argon2id, m=19 MiB, t=2, p=1. */
const ARGON2_OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => hash(password, ARGON2_OPTIONS);

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/** Spends the time of a real check so unknown emails cannot be told apart by timing. */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword('motio-timing-equaliser');
  await verifyPassword(await dummyHash, password);
  return false;
}
