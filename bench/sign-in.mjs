import { demoPassword } from './constants.mjs';

/** An access token for a demo account, through the real login call. */
export async function signIn(base, email) {
  const response = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: demoPassword }),
  });
  const body = await response.json();
  if (!body.success) throw new Error(`cannot sign in as ${email}: ${body.error}`);
  return body.result.access_token;
}
