import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { signInLimits } from '../plugins/auth/sign-in-throttle.ts';
import { buildTestApp, type TestApp } from '../testing/build-test-app.ts';
import { makeUser } from '../testing/make-user.ts';
import { testDatabases } from '../testing/test-databases.ts';

/** Issue 18, items 2 and 3: password guessing in parallel, and a school behind one address. */
describe.each(testDatabases())('sign-in abuse on $name', ({ name }) => {
  let testApp: TestApp;
  let addressCount = 0;

  beforeAll(async () => {
    testApp = await buildTestApp({ database: name });
  });

  afterAll(async () => {
    await testApp.close();
  });

  const freshIp = () => `10.18.${Math.floor(addressCount / 250)}.${(addressCount += 1) % 250}`;

  function login(email: string, password: string, remoteAddress: string) {
    return testApp.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password },
      remoteAddress,
    });
  }

  it('checks no more than the limit of 40 wrong passwords sent at once from one address', async () => {
    const teacher = await makeUser(testApp.connection.db);
    const checked = vi.spyOn(testApp.app.passwordHasher, 'verify');
    const ip = freshIp();

    const answers = await Promise.all(
      Array.from({ length: 40 }, () => login(teacher.email, 'Wrong#Password1', ip)),
    );

    const evaluated = checked.mock.calls.length;
    checked.mockRestore();
    expect(evaluated).toBeLessThanOrEqual(signInLimits.perAccountAndAddress.max);
    expect(answers.filter((answer) => answer.statusCode === 401)).toHaveLength(evaluated);
    expect(answers.filter((answer) => answer.statusCode === 429)).toHaveLength(40 - evaluated);
  });

  it('checks no more than the account’s limit of 60 wrong passwords sent at once from rotating addresses', async () => {
    const teacher = await makeUser(testApp.connection.db);
    const checked = vi.spyOn(testApp.app.passwordHasher, 'verify');

    await Promise.all(
      Array.from({ length: 60 }, () => login(teacher.email, 'Wrong#Password1', freshIp())),
    );

    const evaluated = checked.mock.calls.length;
    checked.mockRestore();
    expect(evaluated).toBeLessThanOrEqual(signInLimits.perAccount.max);
  });

  it('lets every teacher of a school behind one address sign in after many failures there', async () => {
    const schoolIp = freshIp();
    const careless = await Promise.all(
      Array.from({ length: 12 }, () => makeUser(testApp.connection.db)),
    );
    for (const teacher of careless) {
      expect((await login(teacher.email, 'Wrong#Password1', schoolIp)).statusCode).toBe(401);
    }
    const colleague = await makeUser(testApp.connection.db);

    const response = await login(colleague.email, colleague.password, schoolIp);

    expect(response.statusCode).toBe(200);
  });

  it('lets a teacher sign in from the school while someone elsewhere guesses their password', async () => {
    const teacher = await makeUser(testApp.connection.db);
    const attackerIp = freshIp();
    for (let guess = 0; guess < signInLimits.perAccountAndAddress.max; guess += 1) {
      await login(teacher.email, `Wrong#Guess${guess}`, attackerIp);
    }

    const attacker = await login(teacher.email, teacher.password, attackerIp);
    const fromSchool = await login(teacher.email, teacher.password, freshIp());

    expect(attacker.statusCode).toBe(429);
    expect(fromSchool.statusCode).toBe(200);
  });

  it('still stops one address guessing across many accounts, at a much higher ceiling', async () => {
    const ip = freshIp();
    const attempts = Array.from({ length: signInLimits.perAddress.max }, (_, guess) =>
      login(`guess.${guess}.${ip}@school.test`, 'Wrong#Password1', ip),
    );
    await Promise.all(attempts);
    const teacher = await makeUser(testApp.connection.db);

    const fromThatIp = await login(teacher.email, teacher.password, ip);

    expect(fromThatIp.statusCode).toBe(429);
    expect(fromThatIp.json().error).toBe('auth.failed.suspiciousActivity');
    expect(signInLimits.perAddress.max).toBeGreaterThanOrEqual(
      20 * signInLimits.perAccountAndAddress.max,
    );
  });

  it('does not count successful sign-ins against the school’s address', async () => {
    const schoolIp = freshIp();
    const teacher = await makeUser(testApp.connection.db);
    for (let morning = 0; morning < signInLimits.perAddress.max + 1; morning += 1) {
      expect((await login(teacher.email, teacher.password, schoolIp)).statusCode).toBe(200);
    }
  });
});
