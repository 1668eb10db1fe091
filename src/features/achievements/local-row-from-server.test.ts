// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { localRowFromServer } from './local-row-from-server.ts';

const serverCopy = {
  id: '0195f3a0-0000-7000-8000-0000000000aa',
  ownerId: '0195f3a0-0000-7000-8000-0000000000bb',
  description: 'Edited by the teacher on another phone',
  eventStartAt: '2026-11-18T09:30:00.000Z',
  durationMinutes: 50,
  location: 'Lab 2',
  criterionIds: ['0195f3a0-0000-7000-8000-000000000001'],
  evidenceType: 'document',
  files: [
    {
      id: '0195f3a0-0000-7000-8000-0000000000cc',
      name: 'lesson-plan.pdf',
      mimeType: 'application/pdf',
      size: 2048,
      hasThumbnail: false,
    },
  ],
  links: [],
  version: 4,
  createdAt: '2026-11-18T10:00:00.000Z',
  updatedAt: '2026-11-20T07:00:00.000Z',
};

describe('localRowFromServer', () => {
  it('turns the server copy of a conflict into a synced row whose files live on the server', () => {
    expect(localRowFromServer(serverCopy)).toMatchObject({
      id: serverCopy.id,
      description: 'Edited by the teacher on another phone',
      version: 4,
      syncState: 'synced',
      fileIds: ['0195f3a0-0000-7000-8000-0000000000cc'],
      files: [{ name: 'lesson-plan.pdf', local: false }],
    });
  });

  it('keeps a copy it cannot read as it came rather than inventing fields', () => {
    const odd = { id: serverCopy.id, version: 'four' };
    expect(localRowFromServer(odd)).toBe(odd);
  });
});
