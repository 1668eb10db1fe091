import { demoPassword } from './constants.mjs';

/** An access token for a demo account, through the real login call. */
export async function signIn(base, email) {
  const response = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: demoPassword }),
    // A sign-in the server never answers fails the bench instead of holding it for ever.
    signal: AbortSignal.timeout(60_000),
  });
  const body = await response.json();
  if (!body.success) throw new Error(`cannot sign in as ${email}: ${body.error}`);
  return body.result.access_token;
}
