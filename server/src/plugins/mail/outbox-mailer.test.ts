import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import pino from 'pino';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { testClock } from '../../testing/test-clock.ts';
import { createOutboxMailer } from './outbox-mailer.ts';

describe('the outbox mailer', () => {
  let outboxDir: string;
  const logLines: string[] = [];
  const log = pino({ level: 'info' }, { write: (line: string) => logLines.push(line) });

  beforeEach(() => {
    outboxDir = join(mkdtempSync(join(tmpdir(), 'shawahid-mail-')), 'outbox');
  });

  afterEach(() => {
    rmSync(join(outboxDir, '..'), { recursive: true, force: true });
  });

  it('writes each email as { to, subject, text, html, sentAt } in a file named by time', async () => {
    const mailer = createOutboxMailer(
      outboxDir,
      testClock(new Date('2026-03-01T07:30:00.123Z')),
      log,
    );

    await mailer.send({
      to: 'nora@school.test',
      subject: 'Hello',
      text: 'Code 123456',
      html: '<p>Hi</p>',
    });
    await mailer.send({
      to: 'sara@school.test',
      subject: 'Hello',
      text: 'Code 654321',
      html: '<p>Hi</p>',
    });

    const files = readdirSync(outboxDir).sort();
    expect(files).toHaveLength(2);
    expect(files[0]).toMatch(/^2026-03-01T07-30-00\.123Z-[0-9a-f]{8}\.json$/);
    const mail: unknown = JSON.parse(readFileSync(join(outboxDir, files[0] ?? ''), 'utf8'));
    expect(Object.keys(mail as object)).toEqual(['to', 'subject', 'text', 'html', 'sentAt']);
    expect([mail, JSON.parse(readFileSync(join(outboxDir, files[1] ?? ''), 'utf8'))]).toEqual(
      expect.arrayContaining([
        {
          to: 'nora@school.test',
          subject: 'Hello',
          text: 'Code 123456',
          html: '<p>Hi</p>',
          sentAt: '2026-03-01T07:30:00.123Z',
        },
      ]),
    );
  });

  it('logs the recipient, the subject and the text', async () => {
    const mailer = createOutboxMailer(outboxDir, testClock(), log);

    await mailer.send({
      to: 'nora@school.test',
      subject: 'Your code',
      text: 'Code 123456',
      html: '',
    });

    const line = JSON.parse(logLines.at(-1) ?? '{}');
    expect(line).toMatchObject({
      to: 'nora@school.test',
      subject: 'Your code',
      text: 'Code 123456',
    });
  });
});
