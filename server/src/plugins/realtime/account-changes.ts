import type { MessageKey } from '../../../../contract/message-keys.ts';
import { realtimeCloseCodes } from '../../../../contract/support-chat.ts';
import { ApiError } from '../../http/api-error.ts';
import type { AuthenticatedUser } from '../auth/authenticated-user.ts';
import type { Clock } from '../clock.ts';
import { sendFrame, type RealtimeConnection } from './realtime-connection.ts';

/**
 * The channel the account triggers notify on commit (server/drizzle/0008_account_change_notices.sql):
 * `user:<id>` when a user's token version, active flag, role or school changed, or the user
 * was deleted; `token:<jti>` when a logout revoked one token.
 */
export const accountChangesChannel = 'shawahid_account';

// The WebSocket close code for "the server met an unexpected condition" (RFC 6455 7.4.1).
const serverErrorCloseCode = 1011;
// setTimeout fires at once beyond 2^31 - 1 ms (about 24.8 days); a visitor token lives 30.
const longestTimerMs = 2 ** 31 - 1;

export interface AccountChecksOptions {
  connections: Iterable<RealtimeConnection>;
  /** Checks an access token as every request does; throws an `ApiError` when it is refused. */
  authenticate(token: string): Promise<AuthenticatedUser>;
  clock: Clock;
  /** A check that failed for another reason than a refusal, for the log. */
  onError(error: unknown): void;
}

/**
 * Keeps each socket as allowed as a request with its token would be (docs/roles-and-permissions.md): a socket
 * is closed when its token expires, and checked again when its account changes.
 *
 * Why triggers and LISTEN rather than a publish from each service onto the chat bus: the
 * change can come from any write path (logout, password change or reset, "sign out of other
 * devices", a principal's or super admin's edit, a purchase that makes a principal, a fix in
 * psql) and none can forget it; and PostgreSQL delivers the notice only once the change has
 * committed, on every instance listening to the database (each has that listener for pokes,
 * whichever chat bus it uses), so the check never reads the row before the change. Notices
 * sent while an instance's listening connection was down are lost, so it checks every socket
 * when that connection comes back (`checkAll`).
 *
 * A refused token closes with 4401 (sign in again; the client does not retry that token); a
 * new role or school closes with 4409, and the client reconnects at once with its current
 * token, so the `ready` frame and every delivery follow the account as it is now. While a
 * check runs, the socket's conversation frames wait, so nothing reaches a socket that is
 * about to lose its right to it.
 */
export function createAccountChecks(options: AccountChecksOptions) {
  const expiryTimers = new Map<RealtimeConnection, NodeJS.Timeout>();
  const checks = new Map<RealtimeConnection, Promise<void>>();
  let noticesHeard = 0;

  function refuse(connection: RealtimeConnection, key: MessageKey, reason: string): void {
    sendFrame(connection.socket, { type: 'error', key });
    connection.socket.close(realtimeCloseCodes.unauthorized, reason);
  }

  async function checkOnce(connection: RealtimeConnection): Promise<void> {
    const { principal, accessToken } = connection;
    if (principal?.kind !== 'user' || !accessToken) return;
    let fresh: AuthenticatedUser;
    try {
      fresh = await options.authenticate(accessToken);
    } catch (error) {
      if (error instanceof ApiError) return refuse(connection, error.key, error.key);
      throw error;
    }
    const { user } = principal;
    if (fresh.role !== user.role || fresh.organizationId !== user.organizationId) {
      connection.socket.close(realtimeCloseCodes.accountChanged, 'account changed');
      return;
    }
    connection.principal = { kind: 'user', user: fresh };
  }

  /** Checks one socket again; checks of one socket run in turn, the frames held meanwhile. */
  function check(connection: RealtimeConnection): void {
    connection.heldFrames ??= [];
    const next: Promise<void> = (checks.get(connection) ?? Promise.resolve())
      .then(() => checkOnce(connection))
      .catch((error: unknown) => {
        options.onError(error);
        // Not knowing whether the account still may, end the socket: the client reconnects.
        connection.socket.close(serverErrorCloseCode, 'account check failed');
      })
      .finally(() => {
        if (checks.get(connection) !== next) return;
        checks.delete(connection);
        const held = connection.heldFrames ?? [];
        connection.heldFrames = undefined;
        for (const frame of held) sendFrame(connection.socket, frame);
      });
    checks.set(connection, next);
  }

  return {
    /** Handles a notice from `accountChangesChannel`. */
    deliver(payload: string): void {
      noticesHeard += 1;
      const separator = payload.indexOf(':');
      const kind = payload.slice(0, separator);
      const id = payload.slice(separator + 1);
      for (const connection of options.connections) {
        const principal = connection.principal;
        if (principal?.kind !== 'user') continue;
        const concerned =
          (kind === 'user' && principal.user.id === id) ||
          (kind === 'token' && principal.user.tokenId === id);
        if (concerned) check(connection);
      }
    },

    /** Checks every signed-in socket, for when notices may have been missed. */
    checkAll(): void {
      for (const connection of options.connections) {
        if (connection.principal?.kind === 'user') check(connection);
      }
    },

    /** Taken before a socket's token is checked, for `watch`. */
    noticeMark(): number {
      return noticesHeard;
    },

    /**
     * Starts to follow a socket that has just authenticated: closes it when its token expires
     * (the app clock says how long it has left), and checks it again at once if a notice came
     * while its token was being checked (`since`, from `noticeMark`): it was not listed yet.
     */
    watch(connection: RealtimeConnection, since: number): void {
      if (noticesHeard !== since && connection.principal?.kind === 'user') check(connection);
      const expiresAt = connection.tokenExpiresAt;
      if (!expiresAt) return;
      const deadline = Date.now() + expiresAt.getTime() - options.clock.now().getTime();
      const arm = (): void => {
        const remaining = deadline - Date.now();
        if (remaining <= 0) {
          expiryTimers.delete(connection);
          return refuse(connection, 'common.error.unauthorized', 'token expired');
        }
        const timer = setTimeout(arm, Math.min(remaining, longestTimerMs));
        timer.unref();
        expiryTimers.set(connection, timer);
      };
      arm();
    },

    forget(connection: RealtimeConnection): void {
      clearTimeout(expiryTimers.get(connection));
      expiryTimers.delete(connection);
      checks.delete(connection);
    },

    stop(): void {
      for (const timer of expiryTimers.values()) clearTimeout(timer);
      expiryTimers.clear();
    },
  };
}
