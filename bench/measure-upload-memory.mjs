// Server memory while many phones upload at once: idle RSS, then the peak RSS growth while
// `clients` upload a photo of `photo.length` bytes at the same moment through the real route
// (POST /api/files, multipart). Uploads are streamed to disk and storage, never held whole,
// so the growth must stay far below clients × size. Loopback only; a fixed number of uploads.
import { readFileSync } from 'node:fs';

import { signIn } from './sign-in.mjs';

/** The server process's resident memory, in bytes (Linux). */
function rssOf(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kilobytes = Number(/^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1] ?? Number.NaN);
  return kilobytes * 1024;
}

const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function upload(base, token, photo, index) {
  const form = new FormData();
  form.append('file', new Blob([photo], { type: 'image/jpeg' }), `class-visit-${index}.jpg`);
  const response = await fetch(`${base}/api/files`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  if (response.status !== 201) {
    throw new Error(`upload ${index} answered ${response.status}: ${await response.text()}`);
  }
}

export async function measureUploadMemory(server, { photo, clients }) {
  const pid = server.child.pid;
  const token = await signIn(server.base, 'teacher@shawahid.test');
  // One upload first, so code loaded at the first upload (sharp, the S3 client) counts as idle.
  await upload(server.base, token, photo, 0);
  await pause(2000);
  const idle = rssOf(pid);

  let peak = idle;
  let sampling = true;
  const sampler = (async () => {
    while (sampling) {
      peak = Math.max(peak, rssOf(pid));
      await pause(10);
    }
  })();
  const started = performance.now();
  try {
    await Promise.all(
      Array.from({ length: clients }, (_, index) => upload(server.base, token, photo, index + 1)),
    );
  } finally {
    sampling = false;
    await sampler;
  }
  const seconds = (performance.now() - started) / 1000;
  return { idle, peak, growth: peak - idle, seconds };
}
