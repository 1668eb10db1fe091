import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import webPush from 'web-push';
import { z } from 'zod';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

const zVapidKeys = z.object({ publicKey: z.string().min(1), privateKey: z.string().min(1) });

function isAlreadyExistsError(error: unknown): boolean {
  return error instanceof Error && 'code' in error && error.code === 'EEXIST';
}

/**
 * Returns the Web Push key pair kept in `<dataDir>/vapid-keys`, creating it (mode 0600) on
 * first start as the JWT secret is: a new pair would void every device's subscription.
 */
export function readOrCreateVapidKeys(dataDir: string): VapidKeys {
  const keysPath = join(dataDir, 'vapid-keys');
  mkdirSync(dataDir, { recursive: true });
  try {
    // 'wx' fails when the file exists, so two instances starting together keep one pair.
    writeFileSync(keysPath, JSON.stringify(webPush.generateVAPIDKeys()), {
      mode: 0o600,
      flag: 'wx',
    });
  } catch (error) {
    if (!isAlreadyExistsError(error)) throw error;
  }
  return zVapidKeys.parse(JSON.parse(readFileSync(keysPath, 'utf8')));
}
