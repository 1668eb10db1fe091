import { randomUUID } from 'node:crypto';

import { chromiumLaunchOptions, fullChromium } from '../../playwright.config.ts';
import {
  currentE2eServer,
  expect,
  test,
  type Browser,
  type BrowserContext,
  type Page,
} from './support/playwright.ts';

import {
  startLocalPushService,
  type LocalPushService,
} from '../../server/src/testing/local-push-service.ts';

import { logInThroughTheForm } from './support/accounts.ts';
import { addTeacherToDemoSchool, postAs } from './support/demo-school-teacher.ts';
import { waitForActiveServiceWorker } from './support/offline.ts';

// Its steps wait for the installed app, and the headless shell shows no notifications.
test.use({
  serviceWorkers: 'allow',
  launchOptions: { ...chromiumLaunchOptions, executablePath: fullChromium },
});

const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const desktop = { viewport: { width: 1280, height: 900 } };
const teacherPassword = 'Madrasa#2026';

/**
 * The browser here cannot reach a real push service: the page's `subscribe` answers a
 * subscription at the local one, with keys it can decrypt, as Chromium would at FCM.
 */
async function subscribeAtLocalService(context: BrowserContext, service: LocalPushService) {
  const subscription = service.newSubscription();
  await context.addInitScript((given) => {
    let current: PushSubscription | null = null;
    const make = () =>
      ({
        endpoint: given.endpoint,
        expirationTime: null,
        options: { userVisibleOnly: true, applicationServerKey: null },
        getKey: () => null,
        toJSON: () => ({ endpoint: given.endpoint, expirationTime: null, keys: given.keys }),
        unsubscribe: async () => {
          current = null;
          return true;
        },
      }) as unknown as PushSubscription;
    PushManager.prototype.subscribe = async () => (current = make());
    PushManager.prototype.getSubscription = async () => current;
  }, subscription);
  return subscription;
}

async function signIn(
  browser: Browser,
  options: object,
  locale: 'en' | 'ar',
  email: string,
  password?: string,
) {
  const context = await browser.newContext(options);
  await context.grantPermissions(['notifications']);
  await context.addInitScript((language) => localStorage.setItem('locale', language), locale);
  return { context, page: await context.newPage(), email, password };
}

async function logIn(page: Page, email: string, password: string) {
  await logInThroughTheForm(page, email, password);
  await expect(page).toHaveURL(/\/dashboard$/);
}

const bellCount = (page: Page) =>
  page.getByTestId('notification-count').locator('.mantine-Indicator-indicator');

test.describe('notifications', () => {
  let pushService: LocalPushService;
  test.beforeAll(async () => {
    pushService = await startLocalPushService(currentE2eServer().pushServicePort);
  });
  test.afterAll(async () => {
    await pushService.close();
  });

  test('a principal returns evidence: the centre, the bell and the attention card update live on two devices, a push shows and its tap opens the evidence', async ({
    browser,
    request,
  }) => {
    test.setTimeout(120_000);
    const teacher = await addTeacherToDemoSchool(request, 'Reem Al-Harbi', teacherPassword);
    const { email, principalToken } = teacher;
    const evidence = await postAs<{ id: string; version: number }>(
      request,
      teacher.token,
      '/achievements',
      {
        id: randomUUID(),
        description: 'Science fair judging',
        event_start_at: '2026-11-10T08:00:00+03:00',
        duration_minutes: 45,
        location: 'Main hall',
        criterion_ids: [teacher.criterionId],
        evidence_type: 'other',
      },
    );

    // Her phone, in English: she turns notifications on from the centre.
    const phoneSide = await signIn(browser, phone, 'en', email);
    await subscribeAtLocalService(phoneSide.context, pushService);
    await logIn(phoneSide.page, email, teacherPassword);
    const onPhone = phoneSide.page;
    // Her phone has the app already; how long a first visit takes to get it is a bench row.
    await waitForActiveServiceWorker(onPhone);
    await onPhone.getByRole('button', { name: 'Notifications' }).tap();
    const centre = onPhone.getByRole('dialog', { name: 'Notifications' });
    await expect(centre.getByText('No notifications yet')).toBeVisible();
    await centre.getByRole('button', { name: 'Turn on notifications' }).tap();
    await expect(centre.getByText('Notifications are on for this device.')).toBeVisible();
    await centre.getByRole('button', { name: 'Close' }).tap();

    // Her computer, in Arabic, on the dashboard.
    const desk = await signIn(browser, desktop, 'ar', email);
    await logIn(desk.page, email, teacherPassword);
    const onDesk = desk.page;

    await postAs(request, principalToken, `/achievements/${evidence.id}/reviews`, {
      decision: 'returned',
      comment: 'Add a photo of the winning projects',
      version: evidence.version,
    });

    // Live, through the poke and the pull, on both devices.
    await expect(bellCount(onPhone)).toHaveText('1', { timeout: 5_000 });
    await expect(bellCount(onDesk)).toHaveText('1', { timeout: 5_000 });
    const attention = onDesk.locator('.mantine-Card-root').filter({ hasText: 'بحاجة إلى انتباهك' });
    await expect(attention.getByRole('link', { name: /Science fair judging/ })).toBeVisible();
    await expect(onPhone.getByTestId('tab-count-evidence')).toHaveText('1');

    await onDesk.getByRole('button', { name: 'الإشعارات' }).click();
    const deskCentre = onDesk.getByRole('dialog', { name: 'الإشعارات' });
    await expect(deskCentre.getByText('أُعيد إليك شاهد لتعديله')).toBeVisible();
    await expect(deskCentre.getByText(/Add a photo of the winning projects/)).toBeVisible();

    // The push the server sent to her phone's subscription, delivered to its worker.
    const [push] = await pushService.waitFor(1, 15_000);
    const message = JSON.parse(push?.payload ?? '{}') as Record<string, unknown>;
    expect(message).toMatchObject({
      kind: 'evidenceReturned',
      path: `/achievements?open=${evidence.id}`,
      unreadCount: 1,
      lang: 'en',
    });
    const cdp = await phoneSide.context.newCDPSession(onPhone);
    const registrationId = new Promise<string>((resolve) => {
      cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
        const found = registrations.find((registration) => !registration.isDeleted);
        if (found) resolve(found.registrationId);
      });
    });
    await cdp.send('ServiceWorker.enable');
    const deliver = async () =>
      cdp.send('ServiceWorker.deliverPushMessage', {
        origin: new URL(onPhone.url()).origin,
        registrationId: await registrationId,
        data: push?.payload ?? '',
      });
    const shownNotifications = () =>
      onPhone.evaluate(async () => {
        const registration = await navigator.serviceWorker.ready;
        return (await registration.getNotifications()).map((shown) => [shown.title, shown.tag]);
      });
    const consoleLines: string[] = [];
    phoneSide.context.on('console', (line) => consoleLines.push(`${line.type()}: ${line.text()}`));
    await deliver();
    try {
      await expect.poll(shownNotifications).toEqual([[message.title, message.notificationId]]);
    } catch {
      // DevTools' delivery answers before the worker has the message and reports no failure; a
      // push service keeps a message until the browser takes it, so one not shown goes again.
      // Seen once in CI (tests/README.md, "Known flakes"); the console says why, if it knows.
      const printed = consoleLines.join('\n') || 'nothing in the console';
      test.info().annotations.push({ type: 'push delivered twice', description: printed });
      process.stderr.write(`The push was not shown; delivering it again. Console:\n${printed}\n`);
      await deliver();
      await expect.poll(shownNotifications).toEqual([[message.title, message.notificationId]]);
    }

    // Her tap, as the worker hears it: the app opens the returned evidence.
    const [worker] = phoneSide.context.serviceWorkers();
    expect(worker).toBeDefined();
    await worker?.evaluate(async () => {
      // The worker's own globals; this program knows the page's.
      const scope = self as unknown as {
        registration: { getNotifications(): Promise<Notification[]> };
        NotificationEvent: new (type: string, init: { notification: Notification }) => Event;
        dispatchEvent(event: Event): boolean;
      };
      const [shown] = await scope.registration.getNotifications();
      if (!shown) throw new Error('no notification shown');
      scope.dispatchEvent(
        new scope.NotificationEvent('notificationclick', { notification: shown }),
      );
    });
    await expect(onPhone).toHaveURL(new RegExp(`/achievements\\?open=${evidence.id}$`));
    const opened = onPhone.locator(`#achievement-${evidence.id}`);
    await expect(opened).toHaveAttribute('data-highlighted', 'true');
    await expect(opened).toBeInViewport();

    // Read on the desk: the phone's bell clears too.
    await deskCentre.getByText('أُعيد إليك شاهد لتعديله').click();
    await expect(onDesk).toHaveURL(new RegExp(`/achievements\\?open=${evidence.id}$`));
    await expect(bellCount(onPhone)).toHaveCount(0, { timeout: 5_000 });

    await phoneSide.context.close();
    await desk.context.close();
  });
});
