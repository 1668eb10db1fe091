import { randomBytes } from 'node:crypto';

export interface MultipartFilePart {
  field: string;
  fileName: string;
  contentType: string;
  content: Buffer;
}

/** A multipart/form-data body with one file, as a browser's FormData would send it. */
export function multipartBody(part: MultipartFilePart): {
  payload: Buffer;
  headers: Record<string, string>;
} {
  const boundary = `----shawahid${randomBytes(8).toString('hex')}`;
  const head =
    `--${boundary}\r\n` +
    `Content-Disposition: form-data; name="${part.field}"; filename="${part.fileName}"\r\n` +
    `Content-Type: ${part.contentType}\r\n\r\n`;
  return {
    payload: Buffer.concat([
      Buffer.from(head),
      part.content,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
