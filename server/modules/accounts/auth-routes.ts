import { Hono } from 'hono';
import { LoginBodySchema, RegisterBodySchema } from '../../../contract/auth';
import { API_ERRORS } from '../../../copy/api';
import { CODES } from '../../../copy/codes';
import { VALIDATION } from '../../../copy/validation';
import { admitLogin, admitSignup, forgiveLogin } from '../../auth/auth-limits';
import { redeemCode } from '../../auth/codes';
import { PASSWORDS } from '../../auth/password';
import { toE164 } from '../../auth/phone';
import { bearerToken } from '../../auth/require-user';
import { clientOf } from '../../http/client';
import type { AppEnv, Deps } from '../../http/context';
import { badRequest, conflict, unauthorized } from '../../http/errors';
import { parseBody } from '../../http/validate';
import {
  bumpTokenVersion,
  completeGuest,
  findByPhone,
  findUser,
  insertUser,
  replacePasswordHash,
  takenBy,
} from './repo';

const WRONG_CREDENTIALS = 'El número de teléfono o la contraseña son incorrectos.';

export function authRoutes({ db, tokens, counters, trustProxy, passwords = PASSWORDS }: Deps) {
  return (
    new Hono<AppEnv>()
      .post('/login_ecommerce', async (c) => {
        const body = await parseBody(c, LoginBodySchema);
        const phone = toE164(body.phoneNumber) ?? body.phoneNumber;
        const address = clientOf(c, trustProxy).key;
        await admitLogin(counters, phone, address);

        const user = await findByPhone(db, phone);
        const ok = await passwords.verify(body.password, user?.password_hash || passwords.dummyHash);
        if (!user || !ok) throw unauthorized(WRONG_CREDENTIALS);
        await forgiveLogin(counters, phone, address);
        const { password_hash: hash, token_version: version, ...userData } = user;
        // A hash from before today's cost is replaced now, while the password is at hand.
        if (passwords.needsRehash(hash))
          await replacePasswordHash(db, user.ecommerce_user_id, hash, await passwords.hash(body.password));
        return c.json({ userData, token: await tokens.issue(user.ecommerce_user_id, version) });
      })
      /** 'Cerrar sesión': every token of the customer is revoked. Already signed out is fine too. */
      .post('/logout', async (c) => {
        const token = bearerToken(c);
        const claims = token ? await tokens.verify(token) : null;
        if (claims) await bumpTokenVersion(db, claims.userId, claims.version);
        return c.json({ message: 'Sesión cerrada.' });
      })
      .post('/register_ecommerce', async (c) => {
        const body = await parseBody(c, RegisterBodySchema);
        const phone = toE164(body.phoneNumber);
        if (!phone) throw badRequest(VALIDATION.loginPhoneShort);
        await admitSignup(counters, clientOf(c, trustProxy).key);
        const email = body.email.trim();
        // A guest's phone is not taken: its sign-up, proven by the code, completes that account.
        const existing = await findByPhone(db, phone);
        const guestId = existing?.guest ? existing.ecommerce_user_id : 0;
        const taken = await takenBy(db, phone, email, guestId);
        if (taken.phone) throw conflict(API_ERRORS.phoneTaken);
        if (taken.email) throw conflict(API_ERRORS.emailTaken);
        const hash = await passwords.hash(body.password);
        const user = { name: body.username, email, phone, passwordHash: hash, marketingConsent: body.marketingConsent };
        try {
          let created: { ecommerce_user_id: number; token_version: number } | undefined;
          const redeemed = await redeemCode(db, { purpose: 'signup', phone, code: body.code }, async (tx, sentTo) => {
            // The code proves the contact it went to, which must be this sign-up's phone or email.
            if (sentTo.recipient !== phone && sentTo.recipient.toLowerCase() !== email.toLowerCase())
              throw badRequest(CODES.expired);
            created = guestId ? await completeGuest(tx, guestId, user) : await insertUser(tx, user);
          });
          if (!redeemed.ok || !created) throw badRequest(redeemed.ok ? CODES.expired : redeemed.error);
          const userData = await findUser(db, created.ecommerce_user_id);
          return c.json({
            message: 'Tu cuenta fue creada con éxito.',
            userData,
            token: await tokens.issue(created.ecommerce_user_id, created.token_version),
          });
        } catch (error) {
          // Two sign-ups racing for the same phone or email: the unique index decides.
          if ((error as { code?: string }).code === '23505')
            throw conflict('Ya existe una cuenta con ese número de teléfono o correo.');
          throw error;
        }
      })
  );
}
