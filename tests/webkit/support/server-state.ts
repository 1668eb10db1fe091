/** Demo accounts seeded on an empty database (as tests/e2e/support/accounts.ts lists them). */
export const demoPassword = 'Shawahid#2026';
export const demo = {
  principal: 'principal@shawahid.test',
  teacher: 'teacher@shawahid.test',
  teacher2: 'teacher2@shawahid.test',
  soloTeacher: 'solo.teacher@shawahid.test',
} as const;

export interface ServerAchievement {
  description: string;
  files: { id: string; name: string }[];
}

async function accessToken(serverUrl: string, email: string): Promise<string> {
  const response = await fetch(`${serverUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password: demoPassword }),
    signal: AbortSignal.timeout(10_000),
  });
  if (!response.ok) throw new Error(`sign-in of ${email}: ${response.status}`);
  return ((await response.json()) as { result: { access_token: string } }).result.access_token;
}

async function authorisedGet(serverUrl: string, email: string, path: string): Promise<Response> {
  const response = await fetch(`${serverUrl}${path}`, {
    headers: { Authorization: `Bearer ${await accessToken(serverUrl, email)}` },
    signal: AbortSignal.timeout(10_000),
  });
  if (!response.ok) throw new Error(`GET ${path}: ${response.status}`);
  return response;
}

/** What the server holds of a user's achievements, read through the API as that user. */
export async function serverAchievements(
  serverUrl: string,
  email: string,
): Promise<ServerAchievement[]> {
  const response = await authorisedGet(serverUrl, email, '/api/achievements');
  return ((await response.json()) as { result: ServerAchievement[] }).result;
}

/** The achievements on the server with exactly this description. */
export async function achievementsDescribed(
  serverUrl: string,
  email: string,
  description: string,
): Promise<ServerAchievement[]> {
  return (await serverAchievements(serverUrl, email)).filter(
    (achievement) => achievement.description === description,
  );
}

/** A stored file's bytes, as the server sends them to its owner. */
export async function serverFileBytes(
  serverUrl: string,
  email: string,
  fileId: string,
): Promise<Buffer> {
  const response = await authorisedGet(serverUrl, email, `/api/files/${fileId}`);
  return Buffer.from(await response.arrayBuffer());
}
