import {
  expect,
  test,
  type Browser,
  type Page,
  type WebSocketRoute,
} from './support/playwright.ts';
import pg from 'pg';

import {
  createThrowAwayPostgresDatabase,
  type ThrowAwayDatabase,
} from '../../server/src/testing/throw-away-postgres-database.ts';
import { demo, logInThroughTheForm, uniqueEmail } from './support/accounts.ts';
import {
  startServerInstance,
  stopServerInstance,
  type ServerInstance,
} from './support/server-instance.ts';

// Its steps go offline or wait for the installed app: the service worker is on.
test.use({ serviceWorkers: 'allow' });

const postgresServerUrl =
  process.env.E2E_POSTGRES_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/postgres';
const secondInstancePort = Number(process.env.E2E_SECOND_PORT ?? 3214);

async function postgresAnswers(): Promise<boolean> {
  const client = new pg.Client({
    connectionString: postgresServerUrl,
    connectionTimeoutMillis: 2_000,
  });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

/** One of two instances on the given PostgreSQL database. */
function startInstance(databaseUrl: string, port?: number) {
  return startServerInstance({
    port,
    env: {
      DATABASE_URL: databaseUrl,
      // Both instances sign and accept the same tokens, as behind one load balancer.
      JWT_SECRET: 'support-chat-e2e-secret-that-is-long-enough',
    },
  });
}

async function openChatAsVisitor(page: Page, name: string, email: string): Promise<void> {
  await page.addInitScript(() => localStorage.setItem('locale', 'en'));
  await page.goto('/');
  await page.getByRole('button', { name: 'Contact us' }).click();
  const drawer = page.getByRole('dialog', { name: 'Contact us' });
  await drawer.getByLabel('Full name').fill(name);
  await drawer.getByLabel('Email').fill(email);
  await drawer.locator('button[type="submit"]').click();
  await expect(drawer.getByTestId('chat-connection')).toHaveAttribute('data-state', 'open');
}

async function sendMessage(page: Page, text: string): Promise<void> {
  const box = page.getByTestId('chat-input');
  await box.fill(text);
  await box.press('Enter');
}

async function openSupportCentre(page: Page): Promise<void> {
  await page.addInitScript(() => localStorage.setItem('locale', 'en'));
  await logInThroughTheForm(page, demo.superAdmin);
  await expect(page).not.toHaveURL(/\/login$/);
  await page.goto('/support-centre');
  await expect(page.getByTestId('support-centre-title')).toBeVisible();
  await expect(page.getByTestId('chat-connection')).toHaveAttribute('data-state', 'open');
}

/** A visitor and the super admin talk, each in their own browser context. */
async function exchangeMessages(browser: Browser, visitorUrl: string, adminUrl: string) {
  const visitorContext = await browser.newContext({ baseURL: visitorUrl });
  const adminContext = await browser.newContext({ baseURL: adminUrl });
  try {
    const visitor = await visitorContext.newPage();
    const admin = await adminContext.newPage();
    const name = `Visitor ${Date.now()}`;
    const question = `Can my school pay by bank transfer? ${Date.now()}`;

    await openSupportCentre(admin);
    await openChatAsVisitor(visitor, name, uniqueEmail('chat.visitor'));
    await sendMessage(visitor, question);
    await expect(visitor.getByTestId('chat-message').filter({ hasText: question })).toBeVisible();

    // The new conversation appears at the top of the list, unread, without a reload.
    const item = admin.getByTestId('conversation-item').filter({ hasText: name });
    await expect(item).toBeVisible();
    await expect(admin.getByTestId('conversation-item').first()).toContainText(name);
    await expect(item.getByTestId('unread-count')).toHaveText('1');
    await item.click();
    await expect(admin.getByTestId('contact-card')).toContainText(name);
    await expect(admin.getByTestId('chat-message').filter({ hasText: question })).toBeVisible();
    await expect(item.getByTestId('unread-count')).toHaveCount(0);

    const answer = `Yes, ask for an invoice. ${Date.now()}`;
    await sendMessage(admin, answer);
    await expect(visitor.getByTestId('chat-message').filter({ hasText: answer })).toBeVisible();

    const followUp = `Thank you! ${Date.now()}`;
    await sendMessage(visitor, followUp);
    await expect(admin.getByTestId('chat-message').filter({ hasText: followUp })).toBeVisible();

    await admin.getByTestId('close-conversation').click();
    await expect(visitor.getByTestId('conversation-closed')).toBeVisible();
    await expect(admin.getByTestId('reopen-conversation')).toBeVisible();
    // Each message shows once, however many ways it arrived (ack, broadcast, history).
    await expect(visitor.getByTestId('chat-message').filter({ hasText: question })).toHaveCount(1);
    await expect(admin.getByTestId('chat-message').filter({ hasText: answer })).toHaveCount(1);
  } finally {
    await visitorContext.close();
    await adminContext.close();
  }
}

test.describe('support chat', () => {
  test('a visitor and the super admin exchange messages in real time', async ({
    browser,
    baseURL,
  }) => {
    const url = baseURL ?? '';
    await exchangeMessages(browser, url, url);
  });

  test('a message typed while disconnected is sent once, when the connection returns', async ({
    page,
    context,
  }) => {
    // Every chat socket goes through this route, so the test can cut it like a network would.
    let networkUp = true;
    const sockets: WebSocketRoute[] = [];
    await context.routeWebSocket('**/api/realtime', async (socket) => {
      if (!networkUp) {
        await socket.close({ code: 4000, reason: 'network down' });
        return;
      }
      socket.connectToServer();
      sockets.push(socket);
    });

    await openChatAsVisitor(page, 'Offline Visitor', uniqueEmail('chat.offline'));
    networkUp = false;
    for (const socket of sockets.splice(0)) await socket.close({ code: 4000, reason: 'drop' });
    await expect(page.getByTestId('chat-connection')).not.toHaveAttribute('data-state', 'open');
    await expect(page.getByText('The chat was disconnected', { exact: false })).toBeVisible();

    const text = `Typed offline ${Date.now()}`;
    await sendMessage(page, text);
    const pending = page.locator('[data-testid="chat-message"][data-pending]');
    await expect(pending.filter({ hasText: text })).toBeVisible();
    // Kept on the device: a reload while still offline does not lose it.
    await page.reload();
    await page.getByRole('button', { name: 'Contact us' }).click();
    await expect(pending.filter({ hasText: text })).toBeVisible();

    networkUp = true;
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    await expect(page.getByTestId('chat-connection')).toHaveAttribute('data-state', 'open', {
      timeout: 45_000,
    });
    await expect(pending).toHaveCount(0);
    await page.reload();
    await page.getByRole('button', { name: 'Contact us' }).click();
    await expect(page.getByTestId('chat-message').filter({ hasText: text })).toHaveCount(1);
  });

  test.describe('across two server instances on one PostgreSQL database', () => {
    let database: ThrowAwayDatabase | undefined;
    const instances: ServerInstance[] = [];

    test.beforeAll(async () => {
      test.skip(
        !(await postgresAnswers()),
        `PostgreSQL does not answer at ${new URL(postgresServerUrl).host}; two instances cannot share the embedded database`,
      );
      test.setTimeout(180_000);
      database = await createThrowAwayPostgresDatabase(postgresServerUrl);
      // One after the other: the first migrates and seeds the demo accounts.
      for (const port of [secondInstancePort, undefined]) {
        instances.push(await startInstance(database.url, port));
      }
    });

    test.afterAll(async () => {
      for (const instance of instances) await stopServerInstance(instance);
      await database?.drop();
    });

    test('the visitor on one instance and the super admin on the other talk in real time', async ({
      browser,
    }) => {
      test.setTimeout(120_000);
      const [visitorUrl, adminUrl] = instances.map((instance) => instance.url);
      expect(visitorUrl && adminUrl && visitorUrl !== adminUrl).toBeTruthy();
      await exchangeMessages(browser, visitorUrl ?? '', adminUrl ?? '');
    });
  });
});
