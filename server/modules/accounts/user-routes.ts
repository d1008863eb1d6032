import { Hono } from 'hono';
import { AddressUpdateSchema, ChangePasswordSchema, ProfileUpdateSchema } from '../../../contract/user';
import { VALIDATION } from '../../../copy/validation';
import { hashPassword, verifyPassword } from '../../auth/password';
import { admitPasswordCheck, forgivePasswordCheck } from '../../auth/auth-limits';
import { toE164 } from '../../auth/phone';
import { assertOwnId, requireUser } from '../../auth/require-user';
import type { AppEnv, Deps } from '../../http/context';
import { badRequest, conflict, notFound } from '../../http/errors';
import { parse, parseBody, parseId } from '../../http/validate';
import { findUser, takenBy } from './repo';
import { noStore } from '../../http/no-store';
import { API_ERRORS } from '../../../copy/api';

export function userRoutes(deps: Deps) {
  const { db, counters, tokens } = deps;
  return new Hono<AppEnv>()
    .use(requireUser(deps))
    .use(noStore)
    .get('/me', async (c) => {
      const user = await findUser(db, c.get('userId'));
      if (!user) throw notFound(API_ERRORS.userMissing);
      return c.json(user);
    })
    .put('/profile/:id', async (c) => {
      const id = parseId(c.req.param('id'), 'El cliente');
      assertOwnId(c.get('userId'), id);
      const body = await parseBody(c, ProfileUpdateSchema.partial().loose());
      const current = await findUser(db, id);
      if (!current) throw notFound(API_ERRORS.userMissing);

      // One call carries either the personal data or the shipping address (SPEC section 7).
      if ('shipping_state' in body || 'shipping_zipcode' in body || 'shipping_city' in body || 'shipping_address_line1' in body) {
        const address = parse(AddressUpdateSchema, body);
        await db.query(
          `UPDATE ecommerce_user SET shipping_state = $1, shipping_city = $2, shipping_address_line1 = $3, shipping_zipcode = $4
           WHERE ecommerce_user_id = $5`,
          [address.shipping_state, address.shipping_city, address.shipping_address_line1, address.shipping_zipcode, id],
        );
        return c.json({ message: 'Dirección de envío actualizada.' });
      }

      const profile = parse(ProfileUpdateSchema, body);
      if (profile.email !== undefined && profile.email.trim().toLowerCase() !== current.email.toLowerCase()) throw badRequest(API_ERRORS.emailLocked);
      const phone = toE164(profile.phone_number);
      if (!phone) throw badRequest(VALIDATION.profilePhoneShort);
      if ((await takenBy(db, phone, current.email, id)).phone) throw conflict(API_ERRORS.phoneTaken);
      await db.query('UPDATE ecommerce_user SET name = $1, phone_number = $2 WHERE ecommerce_user_id = $3', [profile.name, phone, id]);
      return c.json({ message: 'Perfil actualizado.' });
    })
    .put('/change_password/:id', async (c) => {
      const id = parseId(c.req.param('id'), 'El cliente');
      assertOwnId(c.get('userId'), id);
      const body = await parseBody(c, ChangePasswordSchema);
      await admitPasswordCheck(counters, id);
      const [row] = await db.query<{ password_hash: string }>('SELECT password_hash FROM ecommerce_user WHERE ecommerce_user_id = $1', [id]);
      if (!row || !(await verifyPassword(body.current_password, row.password_hash))) throw badRequest('La contraseña actual es incorrecta.');
      await forgivePasswordCheck(counters, id);
      // Every session opened with the old password ends; this one goes on with a new token.
      const [changed] = await db.query<{ token_version: number }>(
        'UPDATE ecommerce_user SET password_hash = $1, token_version = token_version + 1 WHERE ecommerce_user_id = $2 RETURNING token_version',
        [await hashPassword(body.new_password), id],
      );
      return c.json({ message: 'Contraseña actualizada.', token: await tokens.issue(id, changed!.token_version) });
    });
}
