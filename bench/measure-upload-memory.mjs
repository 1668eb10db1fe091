// Server memory while many phones upload at once: idle RSS, then the peak RSS growth while
// `clients` upload a photo of `photo.length` bytes at the same moment through the real route
// (POST /api/files, multipart). Uploads are streamed to disk and storage, never held whole,
// so the growth must stay far below clients × size. Loopback only; a fixed number of uploads.
import { peakRssDuring, rssOf } from './server-memory.mjs';
import { signIn } from './sign-in.mjs';

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

  const { peak, seconds } = await peakRssDuring(pid, () =>
    Promise.all(
      Array.from({ length: clients }, (_, index) => upload(server.base, token, photo, index + 1)),
    ),
  );
  return { idle, peak, growth: peak - idle, seconds };
}
