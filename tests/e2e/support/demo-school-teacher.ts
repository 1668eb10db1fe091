import { randomUUID } from 'node:crypto';

import { expect, type APIRequestContext } from './playwright.ts';

import { accessTokenOf, demo, uniqueEmail } from './accounts.ts';

/** A write through the API as `token`, its result checked and answered. */
export async function postAs<T>(
  request: APIRequestContext,
  token: string,
  url: string,
  data: object,
): Promise<T> {
  const response = await request.post(`/api${url}`, {
    headers: { Authorization: `Bearer ${token}`, 'Idempotency-Key': randomUUID() },
    data,
  });
  expect(response.ok(), `POST ${url}: ${await response.text()}`).toBe(true);
  return ((await response.json()) as { result: T }).result;
}

export interface DemoSchoolTeacher {
  id: string;
  email: string;
  token: string;
  principalToken: string;
  /** The first of the Ministry's teacher criteria, for the evidence a test makes. */
  criterionId: string;
}

/** A new teacher of the demo school, added by its principal, so a test sees only its own work. */
export async function addTeacherToDemoSchool(
  request: APIRequestContext,
  fullName: string,
  password: string,
): Promise<DemoSchoolTeacher> {
  const principalToken = await accessTokenOf(request, demo.principal);
  const email = uniqueEmail('demo.teacher');
  const member = await postAs<{ id: string }>(request, principalToken, '/users', {
    full_name: fullName,
    email,
    password,
    role: 'agent',
  });
  const login = await request.post('/api/auth/login', { data: { email, password } });
  const token = ((await login.json()) as { result: { access_token: string } }).result.access_token;
  const criteria = await request.get('/api/criteria?job=teacher', {
    headers: { Authorization: `Bearer ${token}` },
  });
  const [criterion] = ((await criteria.json()) as { result: { id: string }[] }).result;
  return { id: member.id, email, token, principalToken, criterionId: criterion?.id ?? '' };
}
