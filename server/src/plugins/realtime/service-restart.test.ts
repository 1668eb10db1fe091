import { describe, expect, it } from 'vitest';

import { realtimeCloseCodes } from '../../../../contract/support-chat.ts';
import { openAuthenticatedSocket, openChatSocket } from '../../testing/chat-socket.ts';
import { buildTestApp } from '../../testing/build-test-app.ts';
import { makeUser } from '../../testing/make-user.ts';

describe('a server shutting down', () => {
  it('closes every realtime socket with 1012 (service restart), so clients reconnect', async () => {
    const testApp = await buildTestApp();
    const { app } = testApp;
    const user = await makeUser(testApp.connection.db, { role: 'agent' });
    const signedIn = await openAuthenticatedSocket(app, await app.accessTokens.sign(user));
    const notYetSignedIn = await openChatSocket(app);

    await testApp.close();

    expect(await signedIn.closed).toBe(realtimeCloseCodes.serviceRestart);
    expect(await notYetSignedIn.closed).toBe(realtimeCloseCodes.serviceRestart);
  });
});
