// The portfolio PDF of a busy teacher: seeds a teacher with `achievements` achievements of this
// school year, `photos` of them with a phone photo each, through the real API, then times
// GET /api/portfolio.pdf in Arabic and in English and records its size and the server's memory
// growth while it is made. Loopback only.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';

import sharp from 'sharp';

import { peakRssDuring, rssOf } from './server-memory.mjs';
import { signIn } from './sign-in.mjs';

/**
 * A 1600 × 1200 phone photo whose detail survives the thumbnail: noise drawn at thumbnail
 * scale and enlarged, so every thumbnail is as costly to embed as a busy classroom scene
 * (pixel noise would average out to grey and flatter the PDF's size).
 */
async function detailedPhoto() {
  const coarse = await sharp({
    create: {
      width: 480,
      height: 360,
      channels: 3,
      noise: { type: 'gaussian', mean: 128, sigma: 50 },
    },
  })
    .png()
    .toBuffer();
  return sharp(coarse).resize(1600, 1200, { kernel: 'cubic' }).jpeg({ quality: 85 }).toBuffer();
}

const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function call(base, token, method, path, body) {
  const response = await fetch(`${base}/api${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body && { 'content-type': 'application/json' }),
    },
    ...(body && { body: JSON.stringify(body) }),
  });
  if (!response.ok)
    throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
  return response.json();
}

async function uploadPhoto(base, token, photo, index) {
  const form = new FormData();
  form.append('file', new Blob([photo], { type: 'image/jpeg' }), `lesson-${index}.jpg`);
  const response = await fetch(`${base}/api/files`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  if (response.status !== 201) throw new Error(`upload ${index}: ${response.status}`);
  return (await response.json()).result.id;
}

const descriptions = [
  'درس تطبيقي في الكسور مع زميلين من قسم الرياضيات ثم نقاش مفتوح حول استراتيجيات التعلم النشط',
  'ورشة STEM مع Sarah Ahmed يوم 12 مارس لطالبات الصف الثاني المتوسط في المختبر B-204',
  'Parents’ meeting on the first term’s results, with a plan for each learner who needs support',
];

/** A teacher's school year of evidence, through the API the app uses. */
async function seedTeacher(base, token, { achievements, photos, photoFiles }) {
  const criteria = (await call(base, token, 'GET', '/criteria')).result;
  const firstDay = Date.parse('2026-08-23T08:00:00+03:00');
  for (let index = 0; index < achievements; index += 1) {
    const fileIds =
      index < photos
        ? [await uploadPhoto(base, token, photoFiles[index % photoFiles.length], index)]
        : [];
    await call(base, token, 'POST', '/achievements', {
      id: crypto.randomUUID(),
      description: `${descriptions[index % descriptions.length]} (${index + 1})`,
      event_start_at: new Date(firstDay + index * 8 * 3600 * 1000).toISOString(),
      duration_minutes: 45,
      location: index % 2 === 0 ? 'قاعة 12' : 'Room 12',
      criterion_ids: [criteria[index % criteria.length].id],
      evidence_type: fileIds.length > 0 ? 'image' : 'document',
      file_ids: fileIds,
      links: index % 5 === 0 ? [`https://example.com/lesson/${index}`] : [],
    });
  }
}

async function timePortfolio(server, token, lang) {
  const idle = rssOf(server.child.pid);
  const { result, seconds, peak } = await peakRssDuring(server.child.pid, async () => {
    const response = await fetch(`${server.base}/api/portfolio.pdf?year=2026&lang=${lang}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    return { status: response.status, pdf: Buffer.from(await response.arrayBuffer()) };
  });
  if (result.status !== 200) throw new Error(`portfolio.pdf answered ${result.status}`);
  // Kept to look at: bench/.work/portfolio-ar.pdf, portfolio-en.pdf.
  writeFileSync(join('bench', '.work', `portfolio-${lang}.pdf`), result.pdf);
  return { seconds, bytes: result.pdf.byteLength, growth: peak - idle };
}

export async function measurePortfolio(server, { achievements, photos }) {
  const photoFiles = await Promise.all(Array.from({ length: 5 }, detailedPhoto));
  const token = await signIn(server.base, 'teacher@shawahid.test');
  console.log(`Seeding ${achievements} achievements, ${photos} with a photo…`);
  await seedTeacher(server.base, token, { achievements, photos, photoFiles });
  // One small run first, so fonts and code loaded at the first PDF count as idle.
  await timePortfolio(server, token, 'en');
  await pause(1000);
  return {
    ar: await timePortfolio(server, token, 'ar'),
    en: await timePortfolio(server, token, 'en'),
  };
}

const arabicSentence =
  'نفذت المعلمة درسًا تطبيقيًا في الكسور العشرية باستخدام التعلم التعاوني والألعاب التعليمية، ' +
  'وتابعت أداء الطالبات بورقة عمل قصيرة ثم ناقشت النتائج مع زميلاتها في مجتمع التعلم المهني. ';

/** Arabic text of `length` characters, numbered so no two are alike. */
function longArabic(index, length) {
  const text = `(${index}) ${arabicSentence.repeat(Math.ceil(length / arabicSentence.length))}`;
  return text.slice(0, length).trim();
}

/** The portfolio that once froze the server: long Arabic entries, each in every criterion. */
async function seedHeavyTeacher(base, token, { achievements, photos, length, photoFiles }) {
  const criteria = (await call(base, token, 'GET', '/criteria')).result;
  // The 2025-2026 school year, apart from anything else the account holds.
  const firstDay = Date.parse('2025-08-24T08:00:00+03:00');
  for (let index = 0; index < achievements; index += 1) {
    const fileIds =
      index < photos
        ? [await uploadPhoto(base, token, photoFiles[index % photoFiles.length], index)]
        : [];
    await call(base, token, 'POST', '/achievements', {
      id: crypto.randomUUID(),
      description: longArabic(index + 1, length),
      event_start_at: new Date(firstDay + index * 20 * 3600 * 1000).toISOString(),
      duration_minutes: 45,
      location: 'قاعة 12',
      criterion_ids: criteria.map((criterion) => criterion.id),
      evidence_type: fileIds.length > 0 ? 'image' : 'document',
      file_ids: fileIds,
      links: [],
    });
  }
}

/**
 * Asks /api/health every 50 ms until `done()`; answers the slowest answer's ms and when, in
 * seconds from `started`, it was asked.
 */
async function slowestHealthWhile(base, done, started) {
  let slowest = 0;
  let at = 0;
  while (!done()) {
    const asked = performance.now();
    const response = await fetch(`${base}/api/health`);
    await response.arrayBuffer();
    if (performance.now() - asked > slowest) {
      slowest = performance.now() - asked;
      at = (asked - started) / 1000;
    }
    await pause(50);
  }
  return { slowest, at };
}

const median = (values) => values.toSorted((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * A teacher with `achievements` achievements whose descriptions are `length` Arabic
 * characters, each in all 11 criteria, `photos` of them with a photo: the Arabic PDF made
 * `runs` times (the server runs without its PDF cache) while /api/health is asked every 50 ms;
 * answers the median time and the median of each run's slowest health answer.
 */
export async function measureHeavyPortfolio(server, { achievements, photos, length, runs }) {
  const photoFiles = await Promise.all(Array.from({ length: 5 }, detailedPhoto));
  const token = await signIn(server.base, 'teacher2@shawahid.test');
  console.log(`Seeding ${achievements} long Arabic achievements in every criterion…`);
  await seedHeavyTeacher(server.base, token, { achievements, photos, length, photoFiles });
  const seconds = [];
  const slowestHealth = [];
  for (let run = 0; run < runs; run += 1) {
    let finished = false;
    const started = performance.now();
    const pdf = fetch(`${server.base}/api/portfolio.pdf?year=2025&lang=ar`, {
      headers: { authorization: `Bearer ${token}` },
    }).then(async (response) => {
      const body = Buffer.from(await response.arrayBuffer());
      finished = true;
      if (response.status !== 200) throw new Error(`portfolio.pdf answered ${response.status}`);
      return body;
    });
    const [body, { slowest, at }] = await Promise.all([
      pdf,
      slowestHealthWhile(server.base, () => finished, started),
    ]);
    seconds.push((performance.now() - started) / 1000);
    slowestHealth.push(slowest);
    writeFileSync(join('bench', '.work', 'portfolio-heavy-ar.pdf'), body);
    console.log(
      `  run ${run + 1}: ${seconds.at(-1).toFixed(1)} s, slowest health ${slowest.toFixed(0)} ms at ${at.toFixed(1)} s`,
    );
  }
  return { seconds: median(seconds), slowestHealthMs: median(slowestHealth) };
}
