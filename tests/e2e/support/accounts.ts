import { expect, type APIRequestContext, type Page } from './playwright.ts';

import { latestMailTo } from './outbox.ts';

/** Demo accounts seeded on the empty end-to-end database. */
export const demoPassword = 'Shawahid#2026';
export const demo = {
  superAdmin: 'admin@shawahid.test',
  principal: 'principal@shawahid.test',
  teacher: 'teacher@shawahid.test',
  teacher2: 'teacher2@shawahid.test',
  soloTeacher: 'solo.teacher@shawahid.test',
} as const;

/** Signs in through the API, as the app does, and returns the access token. */
export async function accessTokenOf(request: APIRequestContext, email: string): Promise<string> {
  const login = await request.post('/api/auth/login', { data: { email, password: demoPassword } });
  return ((await login.json()) as { result: { access_token: string } }).result.access_token;
}

export async function logInThroughTheForm(
  page: Page,
  email: string,
  password = demoPassword,
): Promise<void> {
  await page.goto('/login');
  await page.locator('input[type="email"]').fill(email);
  await page.locator('input[type="password"]').fill(password);
  await page.locator('form button[type="submit"]').click();
}

/** A unique address per run, so reruns against one database never collide. */
export function uniqueEmail(prefix: string): string {
  return `${prefix}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@school.test`;
}

/** Signs a fresh teacher up through the API with the emailed code; returns their access token. */
export async function signUpThroughTheApi(
  request: APIRequestContext,
  email: string,
  password: string,
): Promise<string> {
  const signup = {
    full_name: 'Maha Al-Shehri',
    email,
    password,
    school_name: 'Jeddah Intermediate',
    mobile: '+966512345671',
    date_of_birth: '1988-03-21',
  };
  // Each new school asks from its own network (the test server trusts 127.0.0.1 as its proxy);
  // from one address the suite would spend the code-request limit of 10 per 15 minutes.
  const asked = await request.post('/api/auth/request-verification', {
    data: signup,
    headers: { 'X-Forwarded-For': `10.${randomOctet()}.${randomOctet()}.${randomOctet()}` },
  });
  expect(asked.ok(), await asked.text()).toBe(true);
  const code = /\b(\d{6})\b/.exec((await latestMailTo(email)).text)?.[1] ?? '';
  const created = await request.post('/api/auth/verify-and-signup', { data: { ...signup, code } });
  return ((await created.json()) as { result: { access_token: string } }).result.access_token;
}

function randomOctet(): number {
  return Math.floor(Math.random() * 254) + 1;
}
