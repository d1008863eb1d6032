import { Hono } from 'hono';
import { LoginBodySchema, RegisterBodySchema } from '../../../contract/auth';
import { VALIDATION } from '../../../contract/messages';
import { DUMMY_HASH, hashPassword, verifyPassword } from '../../auth/password';
import { toE164 } from '../../auth/phone';
import type { AppEnv, Deps } from '../../http/context';
import { clientOf } from '../../http/client';
import { HttpError, badRequest, conflict } from '../../http/errors';
import { parseBody } from '../../http/validate';
import { findByPhone, takenBy } from './repo';

const WRONG_CREDENTIALS = 'El número de teléfono o la contraseña son incorrectos.';
const TOO_MANY = 'Demasiados intentos fallidos. Espera 15 minutos e inténtalo de nuevo.';

export function authRoutes({ db, tokens, loginLimits, trustProxy }: Deps) {
  return new Hono<AppEnv>()
    .post('/login_ecommerce', async (c) => {
      const body = await parseBody(c, LoginBodySchema);
      const phone = toE164(body.phoneNumber) ?? body.phoneNumber;
      const address = clientOf(c, trustProxy).key;
      if (loginLimits.perPhone.isBlocked(phone) || loginLimits.perAddress.isBlocked(address)) throw new HttpError(429, TOO_MANY);

      const user = await findByPhone(db, phone);
      const ok = await verifyPassword(body.password, user?.password_hash ?? DUMMY_HASH);
      if (!user || !ok) {
        loginLimits.perPhone.recordFailure(phone);
        loginLimits.perAddress.recordFailure(address);
        return c.json({ error: WRONG_CREDENTIALS }, 401);
      }
      loginLimits.perPhone.reset(phone);
      const { password_hash: _hash, ...userData } = user;
      return c.json({ userData, token: await tokens.issue(user.ecommerce_user_id) });
    })
    .post('/register_ecommerce', async (c) => {
      const body = await parseBody(c, RegisterBodySchema);
      const phone = toE164(body.phoneNumber);
      if (!phone) throw badRequest(VALIDATION.loginPhoneShort);
      const email = body.email.trim();
      const taken = await takenBy(db, phone, email);
      if (taken.phone) throw conflict('Ya existe una cuenta con ese número de teléfono.');
      if (taken.email) throw conflict('Ya existe una cuenta con ese correo electrónico.');
      const hash = await hashPassword(body.password);
      try {
        await db.query('INSERT INTO ecommerce_user (name, email, phone_number, password_hash) VALUES ($1, $2, $3, $4)', [
          body.username.trim(),
          email,
          phone,
          hash,
        ]);
      } catch (error) {
        // Two sign-ups racing for the same phone or email: the unique index decides.
        if ((error as { code?: string }).code === '23505') throw conflict('Ya existe una cuenta con ese número de teléfono o correo.');
        throw error;
      }
      return c.json({ message: 'Tu cuenta fue creada con éxito. Ya puedes iniciar sesión.' });
    });
}
