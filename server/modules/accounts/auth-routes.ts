import { Hono } from 'hono';
import { LoginBodySchema, RegisterBodySchema } from '../../../contract/auth';
import { API_ERRORS } from '../../../copy/api';
import { VALIDATION } from '../../../copy/validation';
import { admitLogin, admitSignup, forgiveLogin } from '../../auth/auth-limits';
import { PASSWORDS } from '../../auth/password';
import { toE164 } from '../../auth/phone';
import { bearerToken } from '../../auth/require-user';
import { clientOf } from '../../http/client';
import type { AppEnv, Deps } from '../../http/context';
import { badRequest, conflict, unauthorized } from '../../http/errors';
import { parseBody } from '../../http/validate';
import { bumpTokenVersion, findByPhone, insertUser, replacePasswordHash, takenBy } from './repo';

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
        const ok = await passwords.verify(body.password, user?.password_hash ?? passwords.dummyHash);
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
        const taken = await takenBy(db, phone, email);
        if (taken.phone) throw conflict(API_ERRORS.phoneTaken);
        if (taken.email) throw conflict('Ya existe una cuenta con ese correo electrónico.');
        const hash = await passwords.hash(body.password);
        try {
          await insertUser(db, {
            name: body.username.trim(),
            email,
            phone,
            passwordHash: hash,
            marketingConsent: body.marketingConsent,
          });
        } catch (error) {
          // Two sign-ups racing for the same phone or email: the unique index decides.
          if ((error as { code?: string }).code === '23505')
            throw conflict('Ya existe una cuenta con ese número de teléfono o correo.');
          throw error;
        }
        return c.json({ message: 'Tu cuenta fue creada con éxito. Ya puedes iniciar sesión.' });
      })
  );
}
