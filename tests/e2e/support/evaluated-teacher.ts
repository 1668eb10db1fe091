import { expect, type APIRequestContext } from './playwright.ts';

import { accessTokenOf, demo, uniqueEmail } from './accounts.ts';

export const evaluatedTeacherPassword = 'Madrasa#2026';

/** The teacher's forms as their principal reads them from the server. */
export async function formsOnServer<Form>(
  request: APIRequestContext,
  teacherId: string,
): Promise<Form[]> {
  const token = await accessTokenOf(request, demo.principal);
  const answer = await request.get(`/api/users/${teacherId}/evaluations`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  return ((await answer.json()) as { result: Form[] }).result;
}

/** The principal's side of the teacher's form on the server, if started. */
export async function principalFormOnServer<Form extends { side: string }>(
  request: APIRequestContext,
  teacherId: string,
): Promise<Form | undefined> {
  return (await formsOnServer<Form>(request, teacherId)).find((form) => form.side === 'principal');
}

/**
 * A new teacher of the demo school, so that what other tests record or score for the demo
 * teachers (and a retry of this one) never changes what a test counts.
 */
export async function newEvaluatedTeacher(request: APIRequestContext, fullName: string) {
  const email = uniqueEmail('evaluated.teacher');
  const created = await request.post('/api/users', {
    headers: { Authorization: `Bearer ${await accessTokenOf(request, demo.principal)}` },
    data: { full_name: fullName, email, password: evaluatedTeacherPassword, role: 'agent' },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const login = await request.post('/api/auth/login', {
    data: { email, password: evaluatedTeacherPassword },
  });
  const token = ((await login.json()) as { result: { access_token: string } }).result.access_token;
  return { email, token };
}

/** A piece of the teacher's evidence for the first criterion, within this school year. */
export async function recordEvidence(
  request: APIRequestContext,
  token: string,
  description: string,
): Promise<void> {
  const saved = await request.post('/api/achievements', {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      id: crypto.randomUUID(),
      description,
      event_start_at: new Date().toISOString(),
      duration_minutes: 45,
      location: 'Room 12',
      criterion_ids: ['0195f3a0-0000-7000-8000-000000000001'],
      evidence_type: 'other',
      file_ids: [],
      links: [],
    },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
}
