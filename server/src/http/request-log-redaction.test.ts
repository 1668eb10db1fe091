import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildTestApp, type TestApp } from '../testing/build-test-app.ts';

const shareToken = 'c2hhcmUtdG9rZW4tdGhhdC1tdXN0LW5vdC1iZS1sb2dnZWQx';
const invitationToken = 'aW52aXRhdGlvbi10b2tlbi1ub3QtaW4tbG9ncw';
const resetToken = 'cmVzZXQtdG9rZW4tbm90LWluLWxvZ3M';

describe('the request log', () => {
  let testApp: TestApp;
  const logLines: string[] = [];

  beforeAll(async () => {
    testApp = await buildTestApp({
      env: { LOG_LEVEL: 'info' },
      logStream: { write: (line) => logLines.push(line) },
    });
  });

  afterAll(async () => {
    await testApp.close();
  });

  it('never writes a share, invitation or reset token that a URL carries', async () => {
    const urls = [
      `/api/shared-portfolios/${shareToken}`,
      `/api/shared-portfolios/${shareToken}/portfolio.pdf?lang=ar`,
      `/api/shared-portfolios/${shareToken}/files/0195f3a0-0000-7000-8000-000000000001/thumbnail`,
      `/api/invitations/${invitationToken}`,
      `/share/${shareToken}`,
      `/reset-password?token=${resetToken}`,
      `/accept-invitation?lang=ar&token=${invitationToken}`,
    ];
    for (const url of urls) await testApp.app.inject({ method: 'GET', url });

    const requestLines = logLines.filter((line) => line.includes('"url"'));
    expect(requestLines.length).toBeGreaterThanOrEqual(urls.length);
    const log = logLines.join('\n');
    for (const token of [shareToken, invitationToken, resetToken]) {
      expect(log).not.toContain(token);
    }
    expect(log).toContain('/api/shared-portfolios/[redacted]/portfolio.pdf?lang=ar');
    expect(log).toContain('/accept-invitation?lang=ar&token=[redacted]');
  });

  it('keeps the ids of routes that carry no secret', async () => {
    const id = '0195f3a0-0000-7000-8000-0000000000aa';
    await testApp.app.inject({ method: 'POST', url: `/api/invitations/${id}/revoke` });
    expect(logLines.join('\n')).toContain(`/api/invitations/${id}/revoke`);
  });
});
