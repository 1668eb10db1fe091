import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Link, Route, Routes } from 'react-router-dom';

import { login } from '../../features/auth/auth-api.ts';
import LoginPage from '../../features/auth/login-page.tsx';
import { loadProfile } from '../../lib/session/load-profile.ts';
import { makeAccessToken } from '../../lib/session/make-access-token.ts';
import { makeProfile } from '../../lib/session/make-profile.ts';
import { clearSession } from '../../lib/session/session-store.ts';
import {
  activateSourceEnglish,
  renderWithProviders,
} from '../../testing/render-with-providers.tsx';

import { GuardedRoute } from './guarded-route.tsx';
import { routeTable, type AppRoute } from './route-table.ts';

vi.mock('../../features/auth/auth-api.ts', () => ({ login: vi.fn() }));
vi.mock('../../lib/session/load-profile.ts', () => ({ loadProfile: vi.fn() }));

function routeAt(path: string): AppRoute {
  const route = routeTable.find((candidate) => candidate.path === path);
  if (route === undefined) throw new Error(`the route table has no ${path}`);
  return route;
}
const loginRoute = routeAt('/login');

/** Every page the test visits draws its name, so the test reads where the user is. */
function Pages() {
  return (
    <Routes>
      <Route path="/login" element={<GuardedRoute route={loginRoute} Screen={LoginPage} />} />
      <Route
        path="/dashboard"
        element={
          <>
            <h1>Dashboard page</h1>
            <Link to="/development-plans">Development plans</Link>
          </>
        }
      />
      <Route path="/development-plans" element={<h1>Development plans page</h1>} />
      <Route path="/achievements" element={<h1>Evidence page</h1>} />
    </Routes>
  );
}

/** The profile a sign-in loads, answered when the test says (a slow phone network). */
function profileAnsweredLater(): () => void {
  let answer: () => void = () => undefined;
  vi.mocked(loadProfile).mockReturnValue(
    new Promise((resolve) => (answer = () => resolve(makeProfile()))),
  );
  return answer;
}

function signIn() {
  fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: 'nora@school.test' } });
  fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'Str0ng!pass' } });
  fireEvent.click(screen.getByRole('button', { name: 'Login' }));
}

beforeAll(activateSourceEnglish);
afterEach(clearSession);

describe('where signing in lands', () => {
  it('leaves a teacher where they went while the profile was still loading', async () => {
    vi.mocked(login).mockResolvedValue({ accessToken: makeAccessToken() });
    const answerProfile = profileAnsweredLater();
    renderWithProviders(<Pages />, '/login');

    signIn();
    await screen.findByRole('heading', { name: 'Dashboard page' });
    fireEvent.click(screen.getByRole('link', { name: 'Development plans' }));
    await screen.findByRole('heading', { name: 'Development plans page' });

    expect(vi.mocked(loadProfile)).toHaveBeenCalledOnce();
    answerProfile();
    // The sign-in's last steps run once the profile is in: a few promise turns and a redraw.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByRole('heading', { name: 'Development plans page' })).toBeTruthy();
  });

  it('opens the page the guard stopped the user at, without the dashboard on the way', async () => {
    vi.mocked(login).mockResolvedValue({ accessToken: makeAccessToken() });
    profileAnsweredLater();
    renderWithProviders(<Pages />, { pathname: '/login', state: { from: '/achievements' } });

    signIn();
    await screen.findByRole('heading', { name: 'Evidence page' });
    expect(screen.queryByRole('heading', { name: 'Dashboard page' })).toBeNull();
  });
});
