import { eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import fastifyPlugin from 'fastify-plugin';

import { freshAccessTokenHeader } from '../../../../contract/access-token.ts';
import type { Role } from '../../../../contract/constants.ts';
import type { Config } from '../../config.ts';
import { ApiError } from '../../http/api-error.ts';
import { users } from '../../db/tables/users.ts';
import { createAccessTokens, type AccessTokens } from './access-tokens.ts';
import type { AuthenticatedUser } from './authenticated-user.ts';
import { createPasswordHasher, type PasswordHasher } from './password-hasher.ts';
import { revokedTokens } from '../../db/tables/revoked-tokens.ts';

/**
 * Who may call a route: `true` for anyone signed in, or the roles allowed, e.g.
 * `app.get('/organizations', { config: { auth: { roles: ['super_admin'] } } }, handler)`.
 */
export type RouteAuth = true | { roles: readonly Role[] };

declare module 'fastify' {
  interface FastifyContextConfig {
    auth?: RouteAuth;
  }
  interface FastifyInstance {
    accessTokens: AccessTokens;
    passwordHasher: PasswordHasher;
    /** Checks a bearer token and returns its user as the database knows them now. */
    authenticateToken(token: string): Promise<AuthenticatedUser>;
    /**
     * The user of a session already proven another way (a media ticket signed for an access
     * token), with the same checks as a bearer token: logged out, newer version, inactive.
     */
    authenticateSession(session: TokenSession): Promise<AuthenticatedUser>;
  }
  interface FastifyRequest {
    /** The caller of a route with `config.auth`; reading it on any other route is a bug and throws. */
    readonly user: AuthenticatedUser;
  }
}

/** What a session is known by: its account, its access token's id, version and expiry. */
export interface TokenSession {
  userId: string;
  tokenId: string;
  tokenVersion: number;
  expiresAt: Date;
  /** The role and school the token names, to tell whether it is stale. */
  role?: Role;
  organizationId?: string | null;
}

const authenticatedUsers = new WeakMap<FastifyRequest, AuthenticatedUser>();

/** The caller when the route is authenticated, for plugins that serve both kinds of route. */
export function authenticatedUserOf(request: FastifyRequest): AuthenticatedUser | undefined {
  return authenticatedUsers.get(request);
}

function bearerToken(header: string | undefined): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return match?.[1];
}

export interface AuthPluginOptions {
  config: Pick<Config, 'jwtSecret' | 'passwordHashing'>;
}

/**
 * Access tokens, password hashing and the guard of routes that set `config.auth`: 401 without
 * a valid token (or with one revoked at logout or by a newer token version, or of a deactivated
 * account), 403 for a role not allowed. The user row is read at every request, so a role
 * change or a deactivation applies at once rather than when the token expires. Needs the
 * database and clock plugins.
 */
export const auth = fastifyPlugin<AuthPluginOptions>(
  async (app, { config }) => {
    const accessTokens = createAccessTokens(config.jwtSecret, app.clock);
    app.decorate('accessTokens', accessTokens);
    app.decorate('passwordHasher', createPasswordHasher(config.passwordHashing));

    const authenticateSession = async (session: TokenSession): Promise<AuthenticatedUser> => {
      const [row] = await app.db
        .select({
          id: users.id,
          fullName: users.fullName,
          email: users.email,
          role: users.role,
          organizationId: users.organizationId,
          profilePictureUrl: users.profilePictureUrl,
          locale: users.locale,
          isActive: users.isActive,
          tokenVersion: users.tokenVersion,
          revoked: sql<boolean>`exists (select 1 from ${revokedTokens} where ${revokedTokens.jti} = ${session.tokenId})`,
        })
        .from(users)
        .where(eq(users.id, session.userId));
      if (!row) throw new ApiError(401, 'common.error.unauthorized');
      // Logged out on its own, or earlier than a new password or "sign out of other devices".
      if (row.revoked || row.tokenVersion !== session.tokenVersion) {
        throw new ApiError(401, 'common.error.tokenLoggedOut');
      }
      // 401 rather than 403: the client then ends the session and shows why.
      if (!row.isActive) throw new ApiError(401, 'auth.failed.accountInactive');
      return {
        id: row.id,
        fullName: row.fullName,
        email: row.email,
        role: row.role,
        organizationId: row.organizationId,
        profilePictureUrl: row.profilePictureUrl,
        locale: row.locale,
        tokenId: session.tokenId,
        tokenExpiresAt: session.expiresAt,
        tokenVersion: row.tokenVersion,
        tokenIsStale:
          (session.role !== undefined && session.role !== row.role) ||
          (session.organizationId !== undefined && session.organizationId !== row.organizationId),
      };
    };
    app.decorate('authenticateSession', authenticateSession);

    app.decorate('authenticateToken', async (token: string): Promise<AuthenticatedUser> => {
      const claims = await accessTokens.verify(token);
      return authenticateSession({
        userId: claims.sub,
        tokenId: claims.jti,
        tokenVersion: claims.ver,
        expiresAt: new Date(claims.exp * 1000),
        role: claims.role,
        organizationId: claims.organizationId ?? null,
      });
    });

    app.decorateRequest('user', {
      getter(this: FastifyRequest): AuthenticatedUser {
        const user = authenticatedUsers.get(this);
        if (!user)
          throw new Error(`${this.method} ${this.url} reads request.user without config.auth`);
        return user;
      },
    });

    app.addHook('onRequest', async (request, reply) => {
      const routeAuth = request.routeOptions.config?.auth;
      if (!routeAuth) return;
      const token = bearerToken(request.headers.authorization);
      if (!token) throw new ApiError(401, 'common.error.unauthorized');
      const user = await app.authenticateToken(token);
      // Before the role check: a 403 for a stale role comes with the token of the real one.
      if (user.tokenIsStale)
        void reply.header(freshAccessTokenHeader, await accessTokens.sign(user));
      if (routeAuth !== true && !routeAuth.roles.includes(user.role)) {
        throw new ApiError(403, 'common.error.forbidden');
      }
      authenticatedUsers.set(request, user);
    });
  },
  { name: 'auth', dependencies: ['database', 'clock'] },
);
