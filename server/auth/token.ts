import { SignJWT, jwtVerify } from 'jose';

const ISSUER = 'outlet-chihuahua';
export const SESSION_LIFETIME = '7d';

export interface TokenService {
  issue(userId: number): Promise<string>;
  /** The user id of a valid, unexpired token signed by us; null for anything else. */
  verify(token: string): Promise<number | null>;
}

export function createTokenService(secret: Uint8Array): TokenService {
  return {
    issue: (userId) =>
      new SignJWT({})
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(userId))
        .setIssuer(ISSUER)
        .setIssuedAt()
        .setExpirationTime(SESSION_LIFETIME)
        .sign(secret),
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, secret, { issuer: ISSUER, algorithms: ['HS256'] });
        const id = Number(payload.sub);
        return Number.isSafeInteger(id) && id > 0 ? id : null;
      } catch {
        return null;
      }
    },
  };
}
