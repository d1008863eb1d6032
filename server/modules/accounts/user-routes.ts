import { Hono } from 'hono';
import { z } from 'zod';
import {
  CODE_RESEND_SECONDS,
  type CodeSent,
  type ContactStandings,
  EmailCodeSchema,
} from '../../../contract/contact-codes';
import { ADDRESS_FIELDS } from '../../../contract/mexican-address';
import {
  AddressUpdateSchema,
  ChangePasswordSchema,
  isSpecAddressUpdate,
  MarketingConsentUpdateSchema,
  ProfileUpdateSchema,
  SpecAddressUpdateSchema,
} from '../../../contract/user';
import { API_ERRORS } from '../../../copy/api';
import { CODES } from '../../../copy/codes';
import { MARKETING_CONSENT } from '../../../copy/legal';
import { VALIDATION } from '../../../copy/validation';
import { admitPasswordCheck, forgivePasswordCheck } from '../../auth/auth-limits';
import { maskedDestination } from '../../auth/code-destination';
import { admitCode } from '../../auth/code-limits';
import { issueCode, redeemCode } from '../../auth/codes';
import { PASSWORDS } from '../../auth/password';
import { toE164 } from '../../auth/phone';
import { assertOwnId, requireUser } from '../../auth/require-user';
import { clientOf } from '../../http/client';
import type { AppEnv, Deps } from '../../http/context';
import { badRequest, conflict, notFound } from '../../http/errors';
import { noStore } from '../../http/no-store';
import { parseBody, parseFields, parseId } from '../../http/validate';
import { standingOf } from '../../messages/contacts';
import { writePasswordChangedMessages } from '../../messages/events';
import { messageSettings } from '../../messages/settings';
import { endCustomerBackInStock } from '../back-in-stock/repo';
import {
  changePassword,
  findUser,
  passwordHashOf,
  setMarketingConsent,
  takenBy,
  updateNameAndPhone,
  updateShippingAddress,
} from './repo';

export function userRoutes(deps: Deps) {
  const { db, counters, tokens, trustProxy, passwords = PASSWORDS } = deps;
  return (
    new Hono<AppEnv>()
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
        const body = await parseBody(c, z.looseObject({}));
        const current = await findUser(db, id);
        if (!current) throw notFound(API_ERRORS.userMissing);

        // One call carries either the personal data or the shipping address, never both. A client
        // written against the SPEC sends the address's four fields alone: they save, and the
        // address stays incomplete until the checkout asks for the rest.
        if (ADDRESS_FIELDS.some((field) => field in body)) {
          const address = isSpecAddressUpdate(body)
            ? parseFields(SpecAddressUpdateSchema, body)
            : parseFields(AddressUpdateSchema, body);
          await updateShippingAddress(db, id, address);
          return c.json({ message: 'Dirección de envío actualizada.' });
        }

        const profile = parseFields(ProfileUpdateSchema, body);
        if (profile.email !== undefined && profile.email.trim().toLowerCase() !== current.email.toLowerCase())
          throw badRequest(API_ERRORS.emailLocked, 'email');
        const phone = toE164(profile.phone_number);
        if (!phone) throw badRequest(VALIDATION.profilePhoneShort, 'phone_number');
        if ((await takenBy(db, phone, current.email, id)).phone) throw conflict(API_ERRORS.phoneTaken);
        await updateNameAndPhone(db, id, profile.name, phone);
        return c.json({ message: 'Perfil actualizado.' });
      })
      /** The profile's consent to the optional purposes: given or withdrawn, each with its date. */
      .put('/marketing_consent/:id', async (c) => {
        const id = parseId(c.req.param('id'), 'El cliente');
        assertOwnId(c.get('userId'), id);
        const { marketing_consent: consent } = await parseBody(c, MarketingConsentUpdateSchema);
        await db.transaction(async (tx) => {
          await setMarketingConsent(tx, id, consent);
          // Back-in-stock notices are one of the optional purposes: withdrawn, none of theirs stays open.
          if (!consent) await endCustomerBackInStock(tx, id);
        });
        return c.json({ message: consent ? MARKETING_CONSENT.given : MARKETING_CONSENT.withdrawn });
      })
      /** Where the account's contacts stand: the profile offers 'Verificar correo' for an email not yet proven. */
      .get('/contacts', async (c) => {
        const user = await findUser(db, c.get('userId'));
        if (!user) throw notFound(API_ERRORS.userMissing);
        const standings: ContactStandings = {
          phone: await standingOf(db, 'whatsapp', user.phone_number),
          email: user.email ? await standingOf(db, 'email', user.email) : 'none',
        };
        return c.json(standings);
      })
      /** A code to the account's email, which proves it once typed back (POST /verify_email). */
      .post('/email_code/:id', async (c) => {
        const id = parseId(c.req.param('id'), 'El cliente');
        assertOwnId(c.get('userId'), id);
        const user = await findUser(db, id);
        if (!user?.email) throw badRequest(CODES.noEmail);
        const { email: smtp, whatsapp } = messageSettings();
        // Only email can prove an email: with WhatsApp alone it cannot be sent; with no channel at
        // all ('Modo de prueba') the answer shows it.
        const test = !smtp && !whatsapp;
        if (!smtp && !test) throw badRequest(CODES.noChannel);
        const destination = { channel: 'email' as const, recipient: user.email };
        await admitCode(counters, { recipient: user.email, address: clientOf(c, trustProxy).key, account: String(id) });
        const code = await issueCode(db, { purpose: 'email', phone: user.phone_number, destination, userId: id });
        const sent: CodeSent = {
          message: test ? CODES.sentForTest : CODES.sentByEmail(maskedDestination(destination)),
          channel: test ? 'test' : 'email',
          resend_after_seconds: CODE_RESEND_SECONDS,
          ...(test ? { test_code: code } : {}),
        };
        return c.json(sent);
      })
      .post('/verify_email/:id', async (c) => {
        const id = parseId(c.req.param('id'), 'El cliente');
        assertOwnId(c.get('userId'), id);
        const { code } = await parseBody(c, EmailCodeSchema);
        const user = await findUser(db, id);
        if (!user) throw notFound(API_ERRORS.userMissing);
        const redeemed = await redeemCode(db, { purpose: 'email', phone: user.phone_number, code });
        if (!redeemed.ok) throw badRequest(redeemed.error);
        return c.json({ message: CODES.emailVerified });
      })
      .put('/change_password/:id', async (c) => {
        const id = parseId(c.req.param('id'), 'El cliente');
        assertOwnId(c.get('userId'), id);
        const body = await parseBody(c, ChangePasswordSchema);
        await admitPasswordCheck(counters, id);
        const hash = await passwordHashOf(db, id);
        if (!hash || !(await passwords.verify(body.current_password, hash)))
          throw badRequest('La contraseña actual es incorrecta.');
        await forgivePasswordCheck(counters, id);
        // Every session opened with the old password ends; this one goes on with a new token.
        const hashed = await passwords.hash(body.new_password);
        const version = await db.transaction(async (tx) => {
          const changed = await changePassword(tx, id, hashed);
          await writePasswordChangedMessages(tx, id, changed);
          return changed;
        });
        return c.json({ message: 'Contraseña actualizada.', token: await tokens.issue(id, version) });
      })
  );
}
