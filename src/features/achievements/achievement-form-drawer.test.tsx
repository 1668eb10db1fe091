import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import type { Criterion } from '../../../contract/achievements.ts';
import { uuidv7 } from '../../../contract/uuid-v7.ts';
import { closeUserDb, openUserDb } from '../../lib/db/current-user-db.ts';
import {
  activateSourceEnglish,
  renderWithProviders,
} from '../../testing/render-with-providers.tsx';

import { AchievementFormDrawer } from './achievement-form-drawer.tsx';

vi.mock('./heic-to-jpeg.ts', () => ({ heicToJpeg: vi.fn() }));

beforeAll(activateSourceEnglish);
beforeEach(() => {
  openUserDb(`user-${uuidv7()}`);
});
afterEach(() => closeUserDb());

const criteria: Criterion[] = [
  {
    id: '0190a1b2-0000-7000-8000-000000000001',
    job: 'teacher',
    code: '1',
    nameEn: 'Reading instruction',
    nameAr: 'تدريس القراءة',
    weight: 10,
    sortOrder: 1,
  },
];

describe('AchievementFormDrawer', () => {
  // It opened on ✕, so what a keyboard user typed at once went nowhere (issue 35, item 5).
  it('opens with the focus in its first field', async () => {
    renderWithProviders(
      <AchievementFormDrawer opened row={null} criteria={criteria} onClose={vi.fn()} />,
    );
    const description = await screen.findByRole('textbox', { name: /^Description/ });
    await waitFor(() => expect(document.activeElement).toBe(description));
  });
});
