// The `Principal (phone network)` rows of `npm run bench` (issue 34, part 2): the screens a
// principal opens on a school of 100 teachers with 20,000 achievements awaiting review, on a
// phone's CPU and through the same phone network and device set-up as the teacher's screen of
// 5,000 (bench/measure-phone-sync.mjs, whose helpers these are). The school is inserted
// straight into the server's throw-away PostgreSQL database: through the API it would take
// 100 sign-ins and minutes of pushes before anything is measured.
import os from 'node:os';

import pg from 'pg';

import {
  achievementCards,
  attempt,
  inAppNavigation,
  phone,
  phoneSlowdown,
  searchKeystroke,
  traced,
  untilQuiet,
  untilServiceWorkerActive,
  watchFirstRow,
} from './measure-phone-sync.mjs';
import { startShapingProxy } from './shaping-proxy.mjs';
import { signIn } from './sign-in.mjs';

const schoolTeachers = 100;
const awaitingPerTeacher = 200;
const seeded = 'Review bench';
const describedAs = `${seeded} achievement`;
const teacherNamed = `${seeded} teacher`;
/** Minutes between two achievements' last changes: the 20,000 span the last year. */
const minutesApart = 25;

/**
 * 100 teachers in the demo principal's school (copies of the demo teacher), 200 achievements
 * each, all awaiting review (`review_status` 'pending', as every new achievement is), their
 * changes taking turns between the teachers over the last year, each with one criterion of the
 * teacher's set in turn. Answers `{ teacherId }`: the first teacher's, whose screen the principal
 * opens.
 */
async function seedSchool(databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('begin');
    const { rows: teachers } = await client.query(
      `insert into users (id, full_name, email, password_hash, role, organization_id, job,
         job_model, locale)
       select gen_random_uuid(), $2::text || ' ' || lpad(n::text, 3, '0'),
              'review.bench.' || n || '@shawahid.test', password_hash, role, organization_id,
              job, job_model, locale
       from users, generate_series(0, $1::int - 1) as n
       where email = 'teacher@shawahid.test'
       returning id`,
      [schoolTeachers, teacherNamed],
    );
    // Achievement i is teacher i % 100's, changed i × 25 minutes after the first.
    await client.query(
      `insert into achievements (id, owner_id, organization_id, description, event_start_at,
         duration_minutes, location, evidence_type, links, version, review_status, created_at,
         updated_at)
       select gen_random_uuid(), teacher.id, teacher.organization_id,
              $3::text || ' ' || (n * $1::int + teacher.number), changed - interval '1 day', 45,
              'Room 2', 'other', '[]', 1, 'pending', changed, changed
       from (select id, organization_id, row_number() over (order by full_name) - 1 as number
             from users where email like 'review.bench.%') as teacher,
            generate_series(0, $2::int - 1) as n,
            lateral (select now() - ($1::int * $2::int - n * $1::int - teacher.number)
                       * $4::int * interval '1 minute' as changed) as at`,
      [schoolTeachers, awaitingPerTeacher, describedAs, minutesApart],
    );
    await client.query(
      `insert into achievement_criteria (achievement_id, criterion_id)
       select seeded.id, criterion.id
       from (select id, row_number() over (order by updated_at) as number from achievements
             where description like $1::text || ' %') as seeded
       join (select id, row_number() over (order by sort_order) - 1 as place,
                    count(*) over () as total
             from criteria
             where job = 'teacher'
               and version = (select max(version) from criteria where job = 'teacher'))
            as criterion on criterion.place = seeded.number % criterion.total`,
      [describedAs],
    );
    await client.query('commit');
    const { rows: counted } = await client.query(
      `select count(*)::int as awaiting from achievements
       where description like $1::text || ' %' and review_status = 'pending'`,
      [describedAs],
    );
    if (counted[0].awaiting !== schoolTeachers * awaitingPerTeacher) {
      throw new Error(`the school holds ${counted[0].awaiting} achievements awaiting review`);
    }
    const { rows: first } = await client.query(
      `select id from users where email = 'review.bench.0@shawahid.test'`,
    );
    if (teachers.length !== schoolTeachers || !first[0]) {
      throw new Error('the school was not seeded');
    }
    return { teacherId: first[0].id };
  } finally {
    await client.end();
  }
}

/** The principal's phone: the app through its own proxy, signed in, on the dashboard. */
async function openPrincipal(browser, proxy, token) {
  const context = await browser.newContext(phone);
  await context.addInitScript((value) => {
    localStorage.setItem('accessToken', value);
    localStorage.setItem('locale', 'en');
    // The dashboard's files and then a screen's overflow the 250 resource timings kept by default.
    performance.setResourceTimingBufferSize(2000);
  }, token);
  const page = await context.newPage();
  await page.goto(`${proxy.base}/dashboard`);
  await page.getByRole('link', { name: 'Review one by one' }).waitFor({ timeout: 120_000 });
  await untilServiceWorkerActive(page);
  return { context, page };
}

/**
 * When the page's last request whose URL holds `part` left and when its last byte arrived, in ms
 * after `since` (a time of the page's clock; 0 is when its document was asked for).
 */
async function lastRequest(page, part, since = 0) {
  // The rows may come from the copy kept on the device before the answer has arrived, and a
  // request's timing is recorded once its answer has: wait for this step's, a bounded while.
  await page
    .waitForFunction(
      ([text, after]) =>
        performance
          .getEntriesByType('resource')
          .some((entry) => entry.name.includes(text) && entry.startTime >= after),
      [part, since],
      { timeout: 15_000 },
    )
    .catch(() => undefined);
  const timing = await page.evaluate(
    (text) =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.includes(text))
        .map((entry) => ({ startTime: entry.startTime, responseEnd: entry.responseEnd }))
        .at(-1) ?? null,
    part,
  );
  if (!timing) throw new Error(`the screen never asked for ${part}`);
  return { askedMs: timing.startTime - since, answeredMs: timing.responseEnd - since };
}

/**
 * The screens timed, each until its first row is shown (`selector` holding `text`), and when
 * the API request its rows come from (`request`, part of its URL) left and was answered.
 */
function principalScreens(teacherId) {
  return [
    {
      name: 'review-queue',
      path: '/review',
      selector: achievementCards,
      text: describedAs,
      request: '/api/achievements/awaiting-review',
    },
    {
      name: 'staff-achievements',
      path: `/achievements?userId=${teacherId}`,
      selector: achievementCards,
      text: describedAs,
      request: `/api/achievements?user_id=${teacherId}`,
      searched: true,
    },
    {
      name: 'staff-coverage',
      path: '/achievements?view=staff',
      selector: 'main table a[href^="/achievements?userId="]',
      text: teacherNamed,
      request: '/api/organizations/current/staff-coverage',
    },
  ];
}

/**
 * Each screen on a phone's CPU: reached from the dashboard in the app, a search keystroke on
 * the one with a search field, then loaded (the service worker serves the app, the server the
 * rows), `runs` times (at least three), each screen's steps with the host's one-minute load
 * average when they ended.
 */
async function measureScreens(browser, proxy, token, teacherId, runCount) {
  const { context, page } = await openPrincipal(browser, proxy, token);
  try {
    await untilQuiet(page);
    const slowdown = await phoneSlowdown(page);
    const screens = principalScreens(teacherId);
    // One watcher for every screen's load: each screen's rows match only on that screen.
    await context.addInitScript(watchFirstRow, {
      selector: [...new Set(screens.map((screen) => screen.selector))].join(', '),
      text: seeded,
    });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
    const runs = [];
    for (let run = 0; run < Math.max(3, runCount); run += 1) {
      const first = run === 0;
      const figures = {};
      for (const screen of screens) {
        const shown = { path: screen.path, selector: screen.selector, text: screen.text };
        // From the dashboard, opened and idle, to the screen (its code included).
        await page.goto(`${proxy.base}/dashboard`);
        await untilQuiet(page);
        const inAppMs = await traced(browser, page, `${screen.name}-from-dashboard`, first, () =>
          page.evaluate(inAppNavigation, shown),
        );
        const inAppRequest = await lastRequest(
          page,
          screen.request,
          await page.evaluate(() => window.phoneBenchNavigatedAt),
        );
        const searchMs = screen.searched
          ? await searchKeystroke(page, '7', (timed) =>
              traced(browser, page, `${screen.name}-keystroke`, first, timed),
            )
          : null;
        await untilQuiet(page);
        const loadMs = await traced(browser, page, `${screen.name}-load`, first, async () => {
          await page.reload({ waitUntil: 'commit' });
          return page.evaluate(() => window.phoneBenchFirstRow);
        });
        const loadRequest = await lastRequest(page, screen.request);
        await untilQuiet(page);
        figures[screen.name] = {
          inAppMs,
          inAppRequest,
          searchMs,
          loadMs,
          loadRequest,
          load: os.loadavg()[0],
        };
      }
      runs.push(figures);
    }
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    return { slowdown, runs };
  } finally {
    await context.close();
  }
}

/**
 * BENCH_ONLY=review-queue and the full run: seeds the school into `databaseUrl` (the database
 * of `server`), then times the principal's screens through a phone network's proxy (on
 * `proxyPort`, else a free port), `runs` times. Answers `{ slowdown, runs, teachers, awaiting,
 * perTeacher }`, or `{ error }` when a part failed.
 */
export async function measureReviewQueue(browser, server, databaseUrl, { runs = 3, proxyPort }) {
  const school = await attempt('seeding 20,000 achievements awaiting review', () =>
    seedSchool(databaseUrl),
  );
  if (school.error) return school;
  const token = await signIn(server.base, 'principal@shawahid.test');
  const proxy = await startShapingProxy({
    targetPort: new URL(server.base).port,
    port: proxyPort,
  });
  try {
    const measured = await attempt("the principal's screens on a slowed CPU", () =>
      measureScreens(browser, proxy, token, school.teacherId, runs),
    );
    if (measured.error) return measured;
    return {
      ...measured,
      teachers: schoolTeachers,
      awaiting: schoolTeachers * awaitingPerTeacher,
      perTeacher: awaitingPerTeacher,
    };
  } finally {
    await proxy.close();
  }
}
