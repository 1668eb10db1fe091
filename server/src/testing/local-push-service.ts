import { createECDH, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

import { importJWK, jwtVerify } from 'jose';

import type { PushSubscriptionInput } from '../../../contract/notifications.ts';

/** A push as the local push service took it, already checked and decrypted. */
export interface ReceivedPush {
  /** The subscription it was sent to (its path's last part). */
  subscriptionId: string;
  headers: IncomingMessage['headers'];
  /** The VAPID JWT's claims, verified against the key in `k=`. */
  vapidClaims: Record<string, unknown>;
  vapidPublicKey: string;
  /** The plaintext, decrypted with the subscription's private keys (RFC 8291). */
  payload: string;
}

export interface LocalPushService {
  /** `http://127.0.0.1:<port>`: list it in PUSH_SERVICE_ORIGINS. */
  origin: string;
  received: ReceivedPush[];
  /** What a browser would hand the app for a new subscription at this service. */
  newSubscription(): PushSubscriptionInput & { id: string };
  /** Answer this status (e.g. 410) to pushes for the subscription from now on. */
  answerWith(subscriptionId: string, status: number): void;
  /** Resolves once `count` pushes arrived, or rejects after `timeoutMs`. */
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedPush[]>;
  close(): Promise<void>;
}

interface Keys {
  ecdh: ReturnType<typeof createECDH>;
  auth: Buffer;
}

function readBody(request: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

/** RFC 8291 with RFC 8188's `aes128gcm`, for one record, as a browser's push client does it. */
export function decryptAes128gcm(body: Buffer, keys: Keys): string {
  const salt = body.subarray(0, 16);
  const idLength = body.readUInt8(20);
  const serverPublicKey = body.subarray(21, 21 + idLength);
  const ciphertext = body.subarray(21 + idLength);
  const userAgentPublicKey = keys.ecdh.getPublicKey();
  const sharedSecret = keys.ecdh.computeSecret(serverPublicKey);
  const keyInfo = Buffer.concat([
    Buffer.from('WebPush: info\0'),
    userAgentPublicKey,
    serverPublicKey,
  ]);
  const inputKey = Buffer.from(hkdfSync('sha256', sharedSecret, keys.auth, keyInfo, 32));
  const contentKey = Buffer.from(
    hkdfSync('sha256', inputKey, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16),
  );
  const nonce = Buffer.from(
    hkdfSync('sha256', inputKey, salt, Buffer.from('Content-Encoding: nonce\0'), 12),
  );
  const decipher = createDecipheriv('aes-128-gcm', contentKey, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const padded = Buffer.concat([
    decipher.update(ciphertext.subarray(0, ciphertext.length - 16)),
    decipher.final(),
  ]);
  // The last record ends with the delimiter 2, then any zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  if (padded[end] !== 2)
    throw new Error('the push payload does not end with a last-record delimiter');
  return padded.subarray(0, end).toString('utf8');
}

/** Verifies `Authorization: vapid t=<jwt>, k=<key>` and answers the claims and the key. */
async function verifyVapid(
  authorization: string | undefined,
  origin: string,
): Promise<{ claims: Record<string, unknown>; publicKey: string }> {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(authorization ?? '');
  if (!match?.[1] || !match[2]) throw new Error(`not a VAPID authorization: ${authorization}`);
  const point = Buffer.from(match[2], 'base64url');
  if (point.length !== 65 || point[0] !== 4) throw new Error('k is not an uncompressed P-256 key');
  const key = await importJWK(
    {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33).toString('base64url'),
    },
    'ES256',
  );
  const { payload } = await jwtVerify(match[1], key, { audience: origin, algorithms: ['ES256'] });
  return { claims: payload, publicKey: match[2] };
}

/**
 * A push service on 127.0.0.1 that a test (or an end-to-end run) lists in PUSH_SERVICE_ORIGINS:
 * it accepts only `aes128gcm` pushes with a valid VAPID JWT whose `aud` is its origin, answers
 * 201, and keeps each push decrypted with the subscription's private keys.
 */
export async function startLocalPushService(port = 0): Promise<LocalPushService> {
  const keysById = new Map<string, Keys>();
  const statusById = new Map<string, number>();
  const received: ReceivedPush[] = [];
  const waiters: (() => void)[] = [];
  let origin = '';

  const server = createServer((request, response) => {
    void (async () => {
      const subscriptionId = request.url?.split('/').at(-1) ?? '';
      const keys = keysById.get(subscriptionId);
      const body = await readBody(request);
      const status = statusById.get(subscriptionId);
      if (!keys || status !== undefined) {
        response.writeHead(status ?? 404).end();
        return;
      }
      try {
        if (request.method !== 'POST') throw new Error(`method ${request.method}`);
        if (request.headers['content-encoding'] !== 'aes128gcm') {
          throw new Error(`content-encoding ${request.headers['content-encoding']}`);
        }
        const vapid = await verifyVapid(request.headers.authorization, origin);
        received.push({
          subscriptionId,
          headers: request.headers,
          vapidClaims: vapid.claims,
          vapidPublicKey: vapid.publicKey,
          payload: decryptAes128gcm(body, keys),
        });
        response.writeHead(201).end();
        for (const wake of waiters.splice(0)) wake();
      } catch (error) {
        response.writeHead(400, { 'content-type': 'text/plain' });
        response.end(error instanceof Error ? error.message : 'refused');
      }
    })();
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    origin,
    received,
    newSubscription() {
      const id = randomBytes(8).toString('hex');
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16);
      keysById.set(id, { ecdh, auth });
      return {
        id,
        endpoint: `${origin}/push/${id}`,
        expirationTime: null,
        keys: {
          p256dh: ecdh.getPublicKey().toString('base64url'),
          auth: auth.toString('base64url'),
        },
      };
    },
    answerWith(subscriptionId, status) {
      statusById.set(subscriptionId, status);
    },
    async waitFor(count, timeoutMs = 5_000) {
      const deadline = Date.now() + timeoutMs;
      while (received.length < count) {
        const left = deadline - Date.now();
        if (left <= 0)
          throw new Error(`waited ${timeoutMs} ms for ${count} pushes, got ${received.length}`);
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, left);
          waiters.push(() => {
            clearTimeout(timer);
            resolve();
          });
        });
      }
      return received;
    },
    close: () =>
      new Promise<void>((resolve, reject) =>
        server.close((error) => (error ? reject(error) : resolve())),
      ),
  };
}
