import type { FastifyBaseLogger } from 'fastify';
import sharp from 'sharp';

const logoPixels = 240;
const maxLogoBytes = 2 * 1024 * 1024;
const logoTimeoutMs = 4_000;

async function readCapped(response: Response): Promise<Buffer | undefined> {
  if (!response.ok || !response.body) return undefined;
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (let read = await reader.read(); !read.done; read = await reader.read()) {
    size += read.value.byteLength;
    if (size > maxLogoBytes) {
      await reader.cancel();
      return undefined;
    }
    chunks.push(read.value);
  }
  return Buffer.concat(chunks);
}

/**
 * The school's logo for the cover, fetched from the address the super admin gave
 * (`organizations.logo_url`; logos are not uploaded), small, as PNG. A logo that does not
 * answer within a few seconds, is too big or is no picture leaves the cover without one.
 */
export async function schoolLogo(
  url: string | null,
  log: FastifyBaseLogger,
): Promise<Buffer | undefined> {
  if (!url) return undefined;
  try {
    const response = await fetch(url, {
      signal: AbortSignal.timeout(logoTimeoutMs),
      redirect: 'follow',
    });
    const bytes = await readCapped(response);
    if (!bytes) return undefined;
    return await sharp(bytes)
      .resize(logoPixels, logoPixels, { fit: 'inside', withoutEnlargement: true })
      .png()
      .toBuffer();
  } catch (error) {
    log.info({ err: error }, 'a school logo left off a portfolio cover');
    return undefined;
  }
}
