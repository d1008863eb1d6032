import { Hono } from 'hono';
import {
  CODE_RESEND_SECONDS,
  CodeLoginSchema,
  CodeRequestSchema,
  type CodeSent,
  GuestSchema,
  PasswordResetSchema,
} from '../../../contract/contact-codes';
import { API_ERRORS } from '../../../copy/api';
import { CODES } from '../../../copy/codes';
import { VALIDATION } from '../../../copy/validation';
import { admitLogin, forgiveLogin } from '../../auth/auth-limits';
import { codeDestination, maskedDestination } from '../../auth/code-destination';
import { admitCode } from '../../auth/code-limits';
import { issueCode, redeemCode } from '../../auth/codes';
import { PASSWORDS } from '../../auth/password';
import { toE164 } from '../../auth/phone';
import { clientOf } from '../../http/client';
import type { AppEnv, Deps } from '../../http/context';
import { badRequest, conflict } from '../../http/errors';
import { parseBody } from '../../http/validate';
import { writePasswordChangedMessages } from '../../messages/events';
import { changePassword, findByPhone, findUser, insertGuest, takenBy, updateGuest } from './repo';

/**
 * The one-time codes: sent for a sign-up, a login or a reset (POST /code), and redeemed by a
 * login (POST /login_code) or a new password (POST /reset_password); the sign-up redeems its own
 * (auth-routes.ts). Login and reset answer alike whether the phone has an account, so the form
 * tells no one who shops here.
 */
export function codeRoutes({ db, tokens, counters, trustProxy, passwords = PASSWORDS }: Deps) {
  const phoneOf = (typed: string) => {
    const phone = toE164(typed);
    if (!phone) throw badRequest(VALIDATION.loginPhoneShort);
    return phone;
  };
  return new Hono<AppEnv>()
    .post('/code', async (c) => {
      const body = await parseBody(c, CodeRequestSchema);
      const phone = phoneOf(body.phoneNumber);
      const address = clientOf(c, trustProxy).key;
      const found = await findByPhone(db, phone);
      // A sign-up's or a guest's code is for whoever holds the phone; a login's or a reset's only
      // for an account, and the answer does not say whether there is one.
      const forAccount = body.purpose === 'login' || body.purpose === 'reset';
      const account = forAccount ? found : null;
      if (body.purpose === 'signup') {
        const taken = await takenBy(db, phone, body.email ?? '', found?.guest ? found.ecommerce_user_id : 0);
        if (taken.phone) throw conflict(API_ERRORS.phoneTaken);
        if (taken.email) throw conflict(API_ERRORS.emailTaken);
      }
      const destination = codeDestination(
        phone,
        body.purpose === 'signup' ? (body.email ?? null) : (account?.email ?? null),
      );
      await admitCode(counters, {
        recipient: destination.recipient,
        address,
        ...(account ? { account: String(account.ecommerce_user_id) } : {}),
      });
      const sent: CodeSent = {
        message: forAccount
          ? CODES.sentIfAccount
          : destination.shown === 'test'
            ? CODES.sentForTest
            : destination.channel === 'whatsapp'
              ? CODES.sentByWhatsapp(maskedDestination(destination))
              : CODES.sentByEmail(maskedDestination(destination)),
        channel: destination.shown,
        resend_after_seconds: CODE_RESEND_SECONDS,
      };
      if (forAccount && !account) return c.json(sent);
      const code = await issueCode(db, {
        purpose: body.purpose,
        phone,
        destination,
        ...(account ? { userId: account.ecommerce_user_id } : {}),
      });
      return c.json(destination.shown === 'test' ? { ...sent, message: CODES.sentForTest, test_code: code } : sent);
    })
    .post('/guest', async (c) => {
      const body = await parseBody(c, GuestSchema);
      const phone = phoneOf(body.phoneNumber);
      const address = clientOf(c, trustProxy).key;
      await admitLogin(counters, phone, address);
      const email = body.email?.trim() ?? '';
      const found = await findByPhone(db, phone);
      if (email && (await takenBy(db, '', email, found?.ecommerce_user_id ?? 0)).email)
        throw conflict(API_ERRORS.emailTaken);
      let session: { ecommerce_user_id: number; token_version: number } | undefined;
      const redeemed = await redeemCode(db, { purpose: 'guest', phone, code: body.code }, async (tx) => {
        const account = await findByPhone(tx, phone);
        if (!account) session = await insertGuest(tx, { name: body.name, email, phone });
        else {
          // The code proves the phone: its holder goes on as who they are (a full account too).
          if (account.guest) await updateGuest(tx, account.ecommerce_user_id, body.name, email);
          session = account;
        }
      });
      if (!redeemed.ok || !session) throw badRequest(redeemed.ok ? CODES.expired : redeemed.error);
      await forgiveLogin(counters, phone, address);
      return c.json({
        userData: await findUser(db, session.ecommerce_user_id),
        token: await tokens.issue(session.ecommerce_user_id, session.token_version),
      });
    })
    .post('/login_code', async (c) => {
      const body = await parseBody(c, CodeLoginSchema);
      const phone = phoneOf(body.phoneNumber);
      const address = clientOf(c, trustProxy).key;
      await admitLogin(counters, phone, address);
      const redeemed = await redeemCode(db, { purpose: 'login', phone, code: body.code });
      if (!redeemed.ok) throw badRequest(redeemed.error);
      const user = await findByPhone(db, phone);
      if (!user) throw badRequest(CODES.expired);
      await forgiveLogin(counters, phone, address);
      const { password_hash: _hash, token_version: version, ...userData } = user;
      return c.json({ userData, token: await tokens.issue(user.ecommerce_user_id, version) });
    })
    .post('/reset_password', async (c) => {
      const body = await parseBody(c, PasswordResetSchema);
      const phone = phoneOf(body.phoneNumber);
      const hashed = await passwords.hash(body.new_password);
      // Every session of the account ends (its token version moves on), and its holder is told.
      const redeemed = await redeemCode(db, { purpose: 'reset', phone, code: body.code }, async (tx) => {
        const user = await findByPhone(tx, phone);
        if (!user) return;
        const version = await changePassword(tx, user.ecommerce_user_id, hashed);
        await writePasswordChangedMessages(tx, user.ecommerce_user_id, version);
      });
      if (!redeemed.ok) throw badRequest(redeemed.error);
      return c.json({ message: CODES.passwordReset });
    });
}
