import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { MantineProvider } from '@mantine/core';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import type { Achievement } from '../../../contract/achievements.ts';
import { schoolYearAt } from '../../../contract/school-year.ts';
import type { ManagedUser } from '../../../contract/users.ts';
import { closeUserDb, openUserDb } from '../../lib/db/current-user-db.ts';
import { makeAccessToken } from '../../lib/session/make-access-token.ts';
import { clearSession, startSession } from '../../lib/session/session-store.ts';
import { captureDownloads } from '../../testing/capture-downloads.ts';
import { renderWithProviders } from '../../testing/render-with-providers.tsx';

import { takeEarlyAnswer } from '../../lib/api/early-answers.ts';
import { fetchAchievements, fetchStaffCoverage, fetchStaffMember } from './achievements-api.ts';
import { askAchievementsDataEarly } from './ask-data-early.ts';
import { StaffAchievements } from './staff-achievements.tsx';
import { loadStaffAchievements, loadStaffCoverageList } from './staff-views.ts';

vi.mock('./achievements-api.ts', () => ({
  fetchAchievements: vi.fn(),
  fetchStaffMember: vi.fn(),
  fetchStaffCoverage: vi.fn(),
}));
vi.mock('./staff-views.ts', () => ({
  loadStaffAchievements: vi.fn(() => new Promise(() => undefined)),
  loadStaffCoverageList: vi.fn(() => new Promise(() => undefined)),
}));

const fetchOf = vi.mocked(fetchAchievements);
const memberOf = vi.mocked(fetchStaffMember);

function staffMember(id: string, fullName: string): ManagedUser {
  return {
    id,
    fullName,
    email: `${id}@school.test`,
    role: 'agent',
    mobile: null,
    profilePictureUrl: null,
    isActive: true,
    job: 'teacher',
    jobModel: 'teacher',
    organizationId: 'school',
    organizationName: 'School',
    createdAt: '2026-09-01T08:00:00.000Z',
  };
}

/** jsdom's page has an address, but Node's Request does not resolve `/api/...` against it. */
class RequestFromPage extends Request {
  constructor(input: RequestInfo | URL, init?: RequestInit) {
    super(typeof input === 'string' ? new URL(input, location.href) : input, init);
  }
}

beforeAll(() => {
  i18n.loadAndActivate({ locale: 'en', messages: {} });
  // The principal's own device database, opened at their sign-in.
  openUserDb('principal');
});
afterAll(() => closeUserDb());

function makeAchievement(ownerId: string, description: string): Achievement {
  return {
    id: `${ownerId}-1`,
    ownerId,
    description,
    eventStartAt: '2026-10-01T08:00:00.000Z',
    durationMinutes: 45,
    location: 'School',
    criterionIds: [],
    evidenceType: 'document',
    files: [],
    links: [],
    version: 1,
    createdAt: '2026-10-01T08:00:00.000Z',
    updatedAt: '2026-10-01T08:00:00.000Z',
    reviewStatus: 'pending',
    reviews: [],
  };
}

/** A server answer the test releases when it chooses. */
function heldAnswer() {
  let release: (list: Achievement[]) => void = () => {};
  const promise = new Promise<Achievement[]>((resolve) => {
    release = resolve;
  });
  return { promise, release };
}

function staffPage(userId: string) {
  return (
    <I18nProvider i18n={i18n}>
      <MantineProvider>
        <MemoryRouter>
          <StaffAchievements userId={userId} />
        </MemoryRouter>
      </MantineProvider>
    </I18nProvider>
  );
}

describe('StaffAchievements', () => {
  beforeEach(() => {
    memberOf.mockImplementation((userId) =>
      Promise.resolve(staffMember(userId, userId === 'teacher-a' ? 'Noura Al-Harbi' : 'Sara')),
    );
  });

  it('names the teacher whose achievements the principal opened', async () => {
    fetchOf.mockResolvedValue([]);
    render(staffPage('teacher-a'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Evidence of Noura Al-Harbi' }),
    ).toBeTruthy();
  });

  it('narrows the member’s list to what the search finds', async () => {
    fetchOf.mockResolvedValue([
      { ...makeAchievement('teacher-a', 'Geometry lesson'), id: 'a-geometry' },
      { ...makeAchievement('teacher-a', 'Reading club'), id: 'a-reading' },
    ]);
    render(staffPage('teacher-a'));
    await screen.findByText('Reading club');
    fireEvent.change(await screen.findByRole('searchbox', { name: 'Search' }), {
      target: { value: 'geometry' },
    });
    await waitFor(() => expect(screen.queryByText('Reading club')).toBeNull());
    expect(screen.getByText('Geometry lesson')).toBeTruthy();
  });

  it('draws the printed portfolio, named after the member, only while printing', async () => {
    fetchOf.mockResolvedValue([makeAchievement('teacher-a', 'Geometry lesson')]);
    render(staffPage('teacher-a'));
    await screen.findByText('Geometry lesson');
    const portfolioTitle = /Achievement portfolio — Noura Al-Harbi/;
    expect(screen.queryByText(portfolioTitle)).toBeNull();

    act(() => {
      window.dispatchEvent(new Event('beforeprint'));
    });
    expect(screen.getByText(portfolioTitle)).toBeTruthy();
    act(() => {
      window.dispatchEvent(new Event('afterprint'));
    });
    expect(screen.queryByText(portfolioTitle)).toBeNull();
  });

  it('shows the evidence asked for when the teacher’s link was pressed, without asking again', async () => {
    startSession(makeAccessToken('Principal', { sub: 'principal', role: 'org_admin' }));
    fetchOf.mockClear().mockResolvedValue([makeAchievement('teacher-a', 'Geometry lesson')]);
    memberOf.mockClear();
    askAchievementsDataEarly('?userId=teacher-a');
    expect(fetchOf).toHaveBeenCalledTimes(1);

    render(staffPage('teacher-a'));
    expect(await screen.findByText('Geometry lesson')).toBeTruthy();
    await screen.findByRole('heading', { level: 1, name: 'Evidence of Noura Al-Harbi' });
    expect(fetchOf).toHaveBeenCalledTimes(1);
    expect(memberOf).toHaveBeenCalledTimes(1);
    clearSession();
  });

  it('starts loading the staff view’s code with its early ask, and nothing for a teacher', () => {
    const memberCode = vi.mocked(loadStaffAchievements).mockClear();
    const coverageCode = vi.mocked(loadStaffCoverageList).mockClear();
    vi.mocked(fetchStaffCoverage).mockResolvedValue([]);
    fetchOf.mockResolvedValue([]);
    startSession(makeAccessToken('Principal', { sub: 'principal', role: 'org_admin' }));
    askAchievementsDataEarly('?userId=teacher-c');
    expect(memberCode).toHaveBeenCalledTimes(1);
    expect(coverageCode).not.toHaveBeenCalled();
    askAchievementsDataEarly('?view=staff');
    expect(coverageCode).toHaveBeenCalledTimes(1);

    startSession(makeAccessToken('Teacher', { sub: 'teacher', role: 'agent' }));
    askAchievementsDataEarly('?view=staff');
    expect(memberCode).toHaveBeenCalledTimes(1);
    expect(coverageCode).toHaveBeenCalledTimes(1);
    for (const key of [
      'staff-achievements teacher-c',
      'staff-member teacher-c',
      'staff-coverage',
    ]) {
      void takeEarlyAnswer(key);
    }
    clearSession();
  });

  it('never shows a slow answer for the previously selected teacher', async () => {
    const forTeacherA = heldAnswer();
    const forTeacherB = heldAnswer();
    fetchOf.mockImplementation((userId) =>
      userId === 'teacher-a' ? forTeacherA.promise : forTeacherB.promise,
    );
    const { rerender } = render(staffPage('teacher-a'));
    rerender(staffPage('teacher-b'));

    await act(async () => forTeacherB.release([makeAchievement('teacher-b', 'Lesson by B')]));
    expect(screen.getAllByText('Lesson by B').length).toBeGreaterThan(0);

    await act(async () => forTeacherA.release([makeAchievement('teacher-a', 'Lesson by A')]));
    expect(screen.queryAllByText('Lesson by A')).toHaveLength(0);
    expect(screen.getAllByText('Lesson by B').length).toBeGreaterThan(0);
  });

  it('opens a teacher’s photo in the viewer among their photos, a document staying a download', async () => {
    const file = (name: string, mimeType: string) => ({
      id: `file-${name}`,
      name,
      mimeType,
      size: 1000,
      hasThumbnail: mimeType.startsWith('image/'),
    });
    fetchOf.mockResolvedValue([
      {
        ...makeAchievement('teacher-a', 'Science fair judging'),
        files: [
          file('stand.jpg', 'image/jpeg'),
          file('scores.pdf', 'application/pdf'),
          file('winners.jpg', 'image/jpeg'),
        ],
      },
    ]);
    renderWithProviders(<StaffAchievements userId="teacher-a" />);
    expect(await screen.findByRole('button', { name: 'Download scores.pdf' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'View winners.jpg' }));

    // The viewer's code is loaded the first time a photo is opened.
    const viewer = await screen.findByRole('dialog', { name: 'winners.jpg' });
    expect(within(viewer).getByText('2 of 2')).toBeTruthy();
    expect(within(viewer).getByRole('button', { name: 'Previous photo' })).toBeTruthy();
  });

  it('downloads the teacher’s portfolio PDF in the reader’s language, named after them', async () => {
    fetchOf.mockResolvedValue([]);
    const requested: string[] = [];
    vi.stubGlobal('Request', RequestFromPage);
    vi.stubGlobal(
      'fetch',
      vi.fn((request: Request) => {
        requested.push(request.url);
        return Promise.resolve(
          new Response('%PDF-1.7', { headers: { 'content-type': 'application/pdf' } }),
        );
      }),
    );
    const saved = captureDownloads();
    const { startYear } = schoolYearAt(new Date());
    try {
      render(staffPage('teacher-a'));
      fireEvent.click(await screen.findByRole('button', { name: 'Download portfolio (PDF)' }));
      fireEvent.click(
        await screen.findByRole('menuitem', { name: 'All evidence, with its review status' }),
      );

      await waitFor(() => expect(saved).toHaveLength(1));
      const url = new URL(requested[0] ?? '');
      expect(url.pathname).toBe('/api/users/teacher-a/portfolio.pdf');
      expect(url.searchParams.get('lang')).toBe('en');
      expect(url.searchParams.get('year')).toBe(String(startYear));
      expect(url.searchParams.has('accepted_only')).toBe(false);
      expect(saved[0]).toBe(`Portfolio - Noura Al-Harbi - ${startYear}-${startYear + 1}.pdf`);

      const button = screen.getByRole('button', { name: 'Download portfolio (PDF)' });
      // The button waits out the first download before it opens its menu again.
      await waitFor(() => expect(button.hasAttribute('data-loading')).toBe(false));
      fireEvent.click(button);
      // jsdom runs no transitions: the reopened menu is still marked hidden as it closed.
      fireEvent.click(
        await screen.findByRole('menuitem', { name: 'Accepted evidence only', hidden: true }),
      );
      await waitFor(() => expect(saved).toHaveLength(2));
      expect(new URL(requested[1] ?? '').searchParams.get('accepted_only')).toBe('true');
    } finally {
      vi.unstubAllGlobals();
      vi.restoreAllMocks();
    }
  });

  it('shows no earlier teacher’s achievements while the next teacher’s load', async () => {
    const forTeacherB = heldAnswer();
    fetchOf.mockImplementation((userId) =>
      userId === 'teacher-a'
        ? Promise.resolve([makeAchievement('teacher-a', 'Lesson by A')])
        : forTeacherB.promise,
    );
    const { rerender } = render(staffPage('teacher-a'));
    expect((await screen.findAllByText('Lesson by A')).length).toBeGreaterThan(0);

    rerender(staffPage('teacher-b'));
    expect(screen.queryAllByText('Lesson by A')).toHaveLength(0);
    await act(async () => forTeacherB.release([]));
  });
});
