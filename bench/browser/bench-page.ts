// Served next to the production build while `npm run bench` runs: the app's own write path
// (Dexie + outbox) and replay engine, driven from Playwright, against the local server.
import { uuidv7 } from '../../contract/uuid-v7.ts';
import { createAchievement } from '../../src/features/achievements/achievement-writes.ts';
import { openUserDb } from '../../src/lib/db/current-user-db.ts';
import { localFileDraft } from '../../src/lib/sync/local-file-draft.ts';
import { replayOutbox } from '../../src/lib/sync/replay-outbox.ts';

interface BenchApi {
  open(userId: string): void;
  saveSmall(count: number, criterionId: string): Promise<number>;
  saveWithPhotos(count: number, jpegBase64: string, criterionId: string): Promise<number>;
  pending(): Promise<number>;
  replay(token: string): Promise<{ ms: number; sent: number; outcome: string }>;
}

function photo(jpegBase64: string): File {
  const bytes = Uint8Array.from(atob(jpegBase64), (char) => char.charCodeAt(0));
  return new File([bytes], 'bench.jpg', { type: 'image/jpeg' });
}

function input(index: number, criterionId: string, files: File[]) {
  return {
    description: `Bench achievement ${index}`,
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

let userId = '';

const bench: BenchApi = {
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
};

(window as unknown as { bench: BenchApi }).bench = bench;
document.title = 'bench ready';
