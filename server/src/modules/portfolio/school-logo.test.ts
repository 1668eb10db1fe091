import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import { pino } from 'pino';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { schoolLogo } from './school-logo.ts';

const log = pino({ level: 'silent' });

describe('schoolLogo', () => {
  let server: Server;
  let base: string;

  beforeAll(async () => {
    const logo = await sharp({
      create: { width: 1200, height: 600, channels: 4, background: '#0b7285' },
    })
      .png()
      .toBuffer();
    server = createServer((request, response) => {
      if (request.url === '/logo.png') response.end(logo);
      else if (request.url === '/huge.png') response.end(Buffer.alloc(3 * 1024 * 1024));
      else response.end('<html>not a picture</html>');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('fetches the logo and makes it small for the cover', async () => {
    const logo = await schoolLogo(`${base}/logo.png`, log);
    const { width, height, format } = await sharp(logo).metadata();
    expect({ width, height, format }).toEqual({ width: 240, height: 120, format: 'png' });
  });

  it('leaves the cover without a logo that is no picture, too big, or unreachable', async () => {
    expect(await schoolLogo(`${base}/page.html`, log)).toBeUndefined();
    expect(await schoolLogo(`${base}/huge.png`, log)).toBeUndefined();
    expect(await schoolLogo('http://127.0.0.1:9/logo.png', log)).toBeUndefined();
    expect(await schoolLogo(null, log)).toBeUndefined();
  });
});
