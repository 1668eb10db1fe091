import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { openAuthenticatedSocket } from '../../testing/chat-socket.ts';
import { bearer } from '../../testing/bearer.ts';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.ts';
import { giveTrial } from '../../testing/give-trial.ts';
import { makeAchievement } from '../../testing/make-achievement.ts';
import { makeUser, type TestUser } from '../../testing/make-user.ts';
import { testDatabases } from '../../testing/test-databases.ts';

describe.each(testDatabases())('pokes on $name', ({ name }) => {
  let testApp: TestApp;
  let teacher: TestUser;
  let colleague: TestUser;

  beforeAll(async () => {
    testApp = await buildTestApp({ database: name });
    teacher = await makeUser(testApp.connection.db, { role: 'agent' });
    colleague = await makeUser(testApp.connection.db, { role: 'agent' });
    await giveTrial(testApp.connection.db, teacher.id);
  });
  afterAll(() => testApp.close());

  it('tells the user’s open sockets, and only theirs, that their data changed', async () => {
    const { app } = testApp;
    const tablet = await openAuthenticatedSocket(app, await app.accessTokens.sign(teacher));
    const other = await openAuthenticatedSocket(app, await app.accessTokens.sign(colleague));

    const created = await app.inject({
      method: 'POST',
      url: '/api/achievements',
      headers: await bearer(app, teacher),
      payload: makeAchievement(),
    });
    expect(created.statusCode).toBe(201);
    expect(await tablet.waitFor('poke')).toEqual({ type: 'poke', everyone: false });
    // The poke carries nothing of the change: the device pulls it.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(other.frames.filter((frame) => frame.type === 'poke')).toEqual([]);
    tablet.close();
    other.close();
  });

  it('pokes a socket at most once every 250 ms, however many writes land', async () => {
    const { app } = testApp;
    const phone = await openAuthenticatedSocket(app, await app.accessTokens.sign(teacher));
    const headers = await bearer(app, teacher);
    const startedAt = Date.now();
    await Promise.all(
      Array.from({ length: 10 }, () =>
        app.inject({
          method: 'POST',
          url: '/api/achievements',
          headers,
          payload: makeAchievement(),
        }),
      ),
    );
    await phone.waitFor('poke');
    // The last write's poke may wait out the 250 ms window.
    await new Promise((resolve) => setTimeout(resolve, 600));
    const elapsedMs = Date.now() - startedAt;
    const pokes = phone.frames.filter((frame) => frame.type === 'poke');
    expect(pokes.length).toBeGreaterThanOrEqual(1);
    expect(pokes.length).toBeLessThanOrEqual(Math.min(10, 1 + Math.ceil(elapsedMs / 250)));
    phone.close();
  });
});
