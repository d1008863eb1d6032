import { jwtVerify, SignJWT } from 'jose';

const ISSUER = 'outlet-chihuahua';
/** HS256 is only as strong as its key: RFC 7518 asks for at least the hash's 256 bits. */
export const JWT_SECRET_MIN_BYTES = 32;

export const SESSION_LIFETIME = '7d';

/** Who a valid token names, and the token version it was issued at (see requireUser). */
export interface TokenClaims {
  userId: number;
  version: number;
}

export interface TokenService {
  /** A session token for the customer at their current token version. */
  issue(userId: number, version: number): Promise<string>;
  /** The claims of a valid, unexpired token signed by us; null for anything else. */
  verify(token: string): Promise<TokenClaims | null>;
}

export function createTokenService(secret: Uint8Array): TokenService {
  return {
    issue: (userId, version) =>
      new SignJWT({ ver: version })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(userId))
        .setIssuer(ISSUER)
        .setIssuedAt()
        .setExpirationTime(SESSION_LIFETIME)
        .sign(secret),
    async verify(token) {
      try {
        // A token without exp would never expire, and one without iat could not be aged: both refused.
        const { payload } = await jwtVerify(token, secret, {
          issuer: ISSUER,
          algorithms: ['HS256'],
          requiredClaims: ['sub', 'iat', 'exp', 'ver'],
          maxTokenAge: SESSION_LIFETIME,
        });
        const userId = Number(payload.sub);
        const version = payload.ver;
        if (
          !Number.isSafeInteger(userId) ||
          userId <= 0 ||
          typeof version !== 'number' ||
          !Number.isSafeInteger(version)
        )
          return null;
        return { userId, version };
      } catch {
        return null;
      }
    },
  };
}
