// Served next to the production build while `npm run bench` measures sync through the shaping
// proxy (bench/measure-phone-sync.mjs): the app's own outbox, replay and pull, and for
// comparison Workbox's background-sync `Queue` replaying the same writes, one request each and
// as the same batched `POST /sync/push` requests the engine sends.
import { Queue } from 'workbox-background-sync';

import { pushLimits } from '../../contract/sync-push-constants.ts';

import { pullMappings } from '../../src/app/session/pull-mappings.ts';
import { uuidv7 } from '../../contract/uuid-v7.ts';
import { createAchievement } from '../../src/features/achievements/achievement-writes.ts';
import { openUserDb } from '../../src/lib/db/current-user-db.ts';
import { localFileDraft } from '../../src/lib/sync/local-file-draft.ts';
import { pullChanges } from '../../src/lib/sync/pull-changes.ts';
import { replayOutbox } from '../../src/lib/sync/replay-outbox.ts';

interface Timed {
  ms: number;
}

interface PhoneBenchApi {
  open(userId: string): void;
  saveSmall(count: number, criterionId: string): Promise<number>;
  saveWithPhotos(count: number, jpegBase64: string, criterionId: string): Promise<number>;
  pending(): Promise<number>;
  replay(token: string): Promise<Timed & { sent: number; outcome: string }>;
  pull(token: string): Promise<Timed & { changes: number; pages: number; outcome: string }>;
  achievementDescription(id: string): Promise<string | null>;
  queueForWorkbox(count: number, token: string, criterionId: string): Promise<number>;
  queueBatchesForWorkbox(count: number, token: string, criterionId: string): Promise<number>;
  replayWithWorkbox(): Promise<Timed & { left: number }>;
}

function photo(jpegBase64: string): File {
  const bytes = Uint8Array.from(atob(jpegBase64), (char) => char.charCodeAt(0));
  return new File([bytes], 'bench.jpg', { type: 'image/jpeg' });
}

function input(index: number, criterionId: string, files: File[]) {
  return {
    description: `Phone bench achievement ${index}`,
    eventStartAt: new Date(Date.UTC(2026, 10, 1, 8, 0) + index * 60_000).toISOString(),
    durationMinutes: 45,
    location: 'Room 1',
    criterionIds: [criterionId],
    evidenceType: files.length > 0 ? ('image' as const) : ('other' as const),
    links: [],
    keptFiles: [],
    newFiles: files.map((file) => localFileDraft(file, file.name)),
  };
}

/** An achievement as the route takes it on the wire (snake_case keys), with a fresh id. */
function wireBody(index: number, criterionId: string) {
  const achievement = input(index, criterionId, []);
  return {
    id: crypto.randomUUID(),
    description: achievement.description,
    event_start_at: achievement.eventStartAt,
    duration_minutes: achievement.durationMinutes,
    location: achievement.location,
    criterion_ids: achievement.criterionIds,
    evidence_type: achievement.evidenceType,
    file_ids: [],
    links: [],
  };
}

let userId = '';
let workboxQueue: Queue | null = null;

/**
 * Workbox's Queue is made for a service worker: its constructor reads
 * `self.registration.sync`. A page has no registration; an empty one sends the Queue down its
 * own fallback for browsers without Background Sync, and `onSync` is a no-op so nothing is
 * replayed before `replayWithWorkbox` calls `replayRequests()` itself.
 */
function queue(): Queue {
  if (!('registration' in globalThis)) {
    Object.defineProperty(globalThis, 'registration', { value: {}, configurable: true });
  }
  workboxQueue ??= new Queue('phone-bench', { onSync: async () => undefined });
  return workboxQueue;
}

const phoneBench: PhoneBenchApi = {
  open(id) {
    userId = id;
    openUserDb(id);
  },
  async saveSmall(count, criterionId) {
    const started = performance.now();
    for (let index = 0; index < count; index += 1) {
      await createAchievement(uuidv7(), input(index, criterionId, []));
    }
    return performance.now() - started;
  },
  async saveWithPhotos(count, jpegBase64, criterionId) {
    const started = performance.now();
    for (let index = 0; index < count; index += 1) {
      await createAchievement(uuidv7(), input(index, criterionId, [photo(jpegBase64)]));
    }
    return performance.now() - started;
  },
  async pending() {
    return openUserDb(userId).outbox.count();
  },
  async replay(token) {
    const started = performance.now();
    const report = await replayOutbox({
      db: openUserDb(userId),
      transport: (url, init) => fetch(url, init),
      getAccessToken: () => token,
      locks: navigator.locks,
    });
    return { ms: performance.now() - started, sent: report.sent, outcome: report.outcome };
  },
  async pull(token) {
    const started = performance.now();
    const report = await pullChanges({
      db: openUserDb(userId),
      transport: (url, init) => fetch(url, init),
      getAccessToken: () => token,
      mappings: pullMappings,
    });
    return {
      ms: performance.now() - started,
      changes: report.changes,
      pages: report.pages,
      outcome: report.outcome,
    };
  },
  async achievementDescription(id) {
    const row = (await openUserDb(userId).table('achievements').get(id)) as
      { description: string } | undefined;
    return row?.description ?? null;
  },
  async queueForWorkbox(count, token, criterionId) {
    const started = performance.now();
    for (let index = 0; index < count; index += 1) {
      // What the app's form posts to the route, as a PWA using Workbox's BackgroundSyncPlugin
      // would have queued it when the POST failed offline.
      const body = wireBody(index, criterionId);
      await queue().pushRequest({
        request: new Request('/api/achievements', {
          method: 'POST',
          headers: {
            Accept: 'application/json',
            Authorization: `Bearer ${token}`,
            'Content-Type': 'application/json',
            'Idempotency-Key': crypto.randomUUID(),
          },
          body: JSON.stringify(body),
        }),
      });
    }
    return performance.now() - started;
  },
  async queueBatchesForWorkbox(count, token, criterionId) {
    const started = performance.now();
    for (let first = 0; first < count; first += pushLimits.maxMutations) {
      // The requests the app's engine sends: up to the push's limit of creates in each.
      const mutations = Array.from(
        { length: Math.min(pushLimits.maxMutations, count - first) },
        (_, offset) => {
          const body = wireBody(first + offset, criterionId);
          return {
            id: crypto.randomUUID(),
            record_key: `achievement:${body.id}`,
            idempotency_key: crypto.randomUUID(),
            method: 'POST',
            path: '/achievements',
            body,
          };
        },
      );
      await queue().pushRequest({
        request: new Request('/api/sync/push', {
          method: 'POST',
          headers: {
            Accept: 'application/json',
            Authorization: `Bearer ${token}`,
            'Content-Type': 'application/json',
          },
          body: JSON.stringify({ mutations }),
        }),
      });
    }
    return performance.now() - started;
  },
  async replayWithWorkbox() {
    const started = performance.now();
    await queue().replayRequests();
    const ms = performance.now() - started;
    return { ms, left: await queue().size() };
  },
};

(window as unknown as { phoneBench: PhoneBenchApi }).phoneBench = phoneBench;
document.title = 'phone bench ready';
