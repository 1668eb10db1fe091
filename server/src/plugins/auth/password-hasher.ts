import argon2 from 'argon2';

import type { PasswordHashingConfig } from '../../config.ts';

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  /** False for a wrong password and for a stored hash that cannot be read. */
  verify(passwordHash: string, password: string): Promise<boolean>;
  /**
   * Spends as long as a real check when there is no account, so the answer's timing does not
   * tell whether an address is registered. Always false.
   */
  verifyWithoutAccount(password: string): Promise<false>;
  /** True when a hash was made with other parameters than the current ones. */
  needsRehash(passwordHash: string): boolean;
}

/** argon2id with the configured cost. */
export function createPasswordHasher(cost: PasswordHashingConfig): PasswordHasher {
  const options = { type: argon2.argon2id as typeof argon2.argon2id, ...cost };
  let dummyHash: Promise<string> | undefined;

  const verify = async (passwordHash: string, password: string): Promise<boolean> => {
    try {
      return await argon2.verify(passwordHash, password);
    } catch {
      return false;
    }
  };

  return {
    hash: (password) => argon2.hash(password, options),
    verify,
    verifyWithoutAccount: async (password) => {
      dummyHash ??= argon2.hash('no account has this password', options);
      await verify(await dummyHash, password);
      return false;
    },
    needsRehash: (passwordHash) => {
      try {
        return argon2.needsRehash(passwordHash, cost);
      } catch {
        return true;
      }
    },
  };
}
