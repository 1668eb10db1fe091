/**
 * Paths whose segment after the prefix is a credential: a share link's token, an invitation's
 * token (not its `:id` routes, `/resend` and `/revoke`), and the app's share page.
 */
const secretSegments = [
  /^(\/api\/shared-portfolios\/)[^/?#]+/,
  /^(\/api\/invitations\/)[^/?#]+(?=$|[?#]|\/accept)/,
  /^(\/share\/)[^/?#]+/,
];

/** Query parameters that carry a secret: reset and invitation links, payment sandbox steps. */
const secretParameters = /([?&]token=)[^&#]*/g;

/** A request URL as the log may keep it: every token it carries replaced by `[redacted]`. */
export function redactedUrl(url: string): string {
  let redacted = url;
  for (const pattern of secretSegments) redacted = redacted.replace(pattern, '$1[redacted]');
  return redacted.replace(secretParameters, '$1[redacted]');
}
