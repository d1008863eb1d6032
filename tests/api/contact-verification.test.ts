/**
 * Issue 40's attack, and the codes that end it. A hostile review signed up with a victim's email
 * and phone and a link in the name, then changed the password 25 times in 10 s: the victim got 25
 * emails and 25 WhatsApp messages in the attacker's words. Here the same requests reach a real
 * SMTP server on loopback and a stand-in of WhatsApp's Graph API, and the codes are read from what
 * they received, never from the database.
 */
import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LoginResponseSchema, RegisterResponseSchema } from '../../contract/auth';
import { CodeSentSchema, ContactStandingSchema } from '../../contract/contact-codes';
import { MESSAGE_KINDS, type MessageKind } from '../../contract/messages';
import { PasswordChangedResponseSchema } from '../../contract/user';
import { MESSAGE_WITHHELD } from '../../copy/admin';
import { CODES } from '../../copy/codes';
import { MESSAGE_TEXT } from '../../copy/messages';
import { VALIDATION } from '../../copy/validation';
import { createApp } from '../../server/app';
import { openPostgres } from '../../server/db/client';
import { DEMO_CUSTOMER } from '../../server/db/seed';
import { defaultWhatsAppTemplate } from '../../server/env';
import { countersFor } from '../../server/limits/counters';
import { configureMessages, messageSettings } from '../../server/messages/settings';
import type { MessageWorker } from '../../server/messages/worker';
import { startMessageWorker } from '../support/message-worker';
import { eventually, startSmtp, type TestSmtp } from '../support/smtp';
import { BACKENDS, createTestApp, QUICK_PASSWORDS, type TestApp } from '../support/test-app';

interface GraphMessage {
  to: string;
  template: { name: string; components: { type: string; parameters: { text: string }[] }[] };
}

/** A stand-in of the Graph API's messages endpoint that keeps what it was asked to send. */
async function startGraph(): Promise<{ url: string; sent: GraphMessage[]; close(): Promise<void> }> {
  const sent: GraphMessage[] = [];
  let n = 0;
  const server: Server = createServer((req, res) => {
    let text = '';
    req.on('data', (d) => (text += d));
    req.on('end', () => {
      sent.push(JSON.parse(text) as GraphMessage);
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ messaging_product: 'whatsapp', messages: [{ id: `wamid.${++n}` }] }));
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}/v21.0`,
    sent,
    close: () => new Promise((r) => server.close(() => r())),
  };
}

const VICTIM = { email: 'victima@example.mx', phone: '+526145550140', typed: '614 555 0140' };
const LINK_NAME = 'Tu cuenta será bloqueada: verifica en https://outlet-verifica.example/login';
const TEMPLATES = Object.fromEntries(MESSAGE_KINDS.map((kind) => [kind, defaultWhatsAppTemplate(kind)])) as Record<
  MessageKind,
  string
>;

describe.each(BACKENDS)('contacts the store has verified, on %s', (backend) => {
  let t: TestApp;
  let smtp: TestSmtp;
  let graph: Awaited<ReturnType<typeof startGraph>>;
  let worker: MessageWorker;
  const before = messageSettings();

  beforeAll(async () => {
    // 25 password changes: at the cheapest sound scrypt cost, since these tests count messages, not hashes.
    t = await createTestApp(backend, 40, { passwords: QUICK_PASSWORDS });
    smtp = await startSmtp();
    graph = await startGraph();
    worker = startMessageWorker(t.db, {
      email: { smtpUrl: smtp.url, from: 'Outlet Chihuahua <pedidos@outlet.test>' },
      whatsapp: { token: 'EAAG-test', phoneNumberId: '1234567890', apiUrl: graph.url, templates: TEMPLATES },
    });
  }, 300_000);
  afterAll(async () => {
    await worker?.stop();
    configureMessages(before);
    await smtp?.close();
    await graph?.close();
    await t?.close();
  });

  const mailsTo = (address: string) => smtp.received.filter((m) => m.to.includes(address));
  const whatsappsTo = (phone: string, template?: string) =>
    graph.sent.filter((m) => m.to === phone.slice(1) && (!template || m.template.name === template));
  const codeSentTo = (phone: string) =>
    whatsappsTo(phone, TEMPLATES.contactCode).at(-1)?.template.components[0]?.parameters[0]?.text ?? '';

  async function changePasswordTimes(id: number, token: string, times: number, from: string) {
    let current = from;
    for (let i = 0; i < times; i++) {
      const next = `otra-clave-${i}`;
      const res = await t.call('PUT', `/api/user_ecommerce/change_password/${id}`, {
        token,
        body: { current_password: current, new_password: next },
      });
      expect(res.status, await res.clone().text()).toBe(200);
      token = PasswordChangedResponseSchema.parse(await res.json()).token;
      current = next;
    }
  }

  it('refuses a name that reads as an address, and a sign-up that has not proven its phone', async () => {
    const victim = {
      username: 'Ana María O’Brien-Paz Jr.',
      email: VICTIM.email,
      phoneNumber: VICTIM.typed,
      password: 'secreta1',
      confirmPassword: 'secreta1',
    };
    for (const name of [LINK_NAME, 'Ana www.ejemplo.mx', 'ana@example.mx', 'Ana\nLucía', 'A', 'x'.repeat(61)]) {
      const refused = await t.call('POST', '/api/auth/register_ecommerce', {
        body: { ...victim, username: name, code: '123456' },
      });
      expect(refused.status, name).toBe(400);
      expect(((await refused.json()) as { error: string }).error).toBe(VALIDATION.signupNameShort);
    }
    for (const [code, error] of [
      [undefined, CODES.codeShape],
      ['123456', CODES.expired],
    ] as const) {
      const refused = await t.call('POST', '/api/auth/register_ecommerce', { body: { ...victim, code } });
      expect(refused.status).toBe(400);
      expect(((await refused.json()) as { error: string }).error).toBe(error);
    }
    const [made] = await t.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM ecommerce_user WHERE phone_number = $1 OR email = $2',
      [VICTIM.phone, VICTIM.email],
    );
    expect(made!.n).toBe(0);
  });

  it("an account proven by the attacker's own phone cannot aim its notices at the victim's email", async () => {
    const own = { e164: '+526145550147', typed: '614 555 0147' };
    await t.call('POST', '/api/auth/code', {
      body: { purpose: 'signup', phoneNumber: own.typed, email: VICTIM.email },
    });
    await eventually(() => codeSentTo(own.e164) !== '', 10_000, 'the code by WhatsApp');
    const created = await t.call('POST', '/api/auth/register_ecommerce', {
      body: {
        username: 'Tu Cuenta Será Bloqueada',
        email: VICTIM.email,
        phoneNumber: own.typed,
        password: 'secreta1',
        confirmPassword: 'secreta1',
        code: codeSentTo(own.e164),
      },
    });
    expect(created.status, await created.clone().text()).toBe(200);
    const { userData, token } = RegisterResponseSchema.parse(await created.json());
    await changePasswordTimes(userData!.ecommerce_user_id, token!, 25, 'secreta1');
    await worker.drain();
    expect(mailsTo(VICTIM.email)).toHaveLength(0);
    // The attacker's own, proven phone gets 3 notices in the hour, no more.
    expect(whatsappsTo(own.e164, TEMPLATES.passwordChanged)).toHaveLength(3);
    const held = await t.db.query<{ channel: string; last_error: string; n: number }>(
      `SELECT channel, last_error, count(*)::int AS n FROM outbox_message
       WHERE kind = 'passwordChanged' AND recipient = ANY($1::text[]) AND status = 'withheld'
       GROUP BY channel, last_error ORDER BY channel`,
      [[VICTIM.email, own.e164]],
    );
    expect(held).toEqual([
      { channel: 'email', last_error: MESSAGE_WITHHELD.unverified, n: 25 },
      { channel: 'whatsapp', last_error: MESSAGE_WITHHELD.noticeCap, n: 22 },
    ]);
  }, 120_000);

  it('a sign-up proven by its code signs in, and its verified phone gets at most 3 notices an hour', async () => {
    const phone = { e164: '+526145550141', typed: '614 555 0141' };
    const email = 'verificada@example.mx';
    const asked = await t.call('POST', '/api/auth/code', {
      body: { purpose: 'signup', phoneNumber: phone.typed, email },
    });
    expect(asked.status, await asked.clone().text()).toBe(200);
    const sent = CodeSentSchema.parse(await asked.json());
    expect(sent.channel).toBe('whatsapp');
    expect(sent.test_code).toBeUndefined();
    await eventually(() => codeSentTo(phone.e164) !== '', 10_000, 'the code by WhatsApp');
    const code = codeSentTo(phone.e164);
    expect(code).toMatch(/^\d{6}$/);
    const wrong = code === '000000' ? '111111' : '000000';

    const body = {
      username: 'Verónica Ríos',
      email,
      phoneNumber: phone.typed,
      password: 'secreta1',
      confirmPassword: 'secreta1',
    };
    const refused = await t.call('POST', '/api/auth/register_ecommerce', { body: { ...body, code: wrong } });
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { error: string }).error).toBe(CODES.wrong);
    const created = await t.call('POST', '/api/auth/register_ecommerce', { body: { ...body, code } });
    expect(created.status, await created.clone().text()).toBe(200);
    const signedIn = RegisterResponseSchema.parse(await created.json());
    expect(signedIn.token).toBeTruthy();
    const me = await t.call('GET', '/api/user_ecommerce/me', { token: signedIn.token });
    expect(me.status).toBe(200);
    // Single use: the same code again is no longer open.
    const again = await t.call('POST', '/api/auth/login_code', { body: { phoneNumber: phone.typed, code } });
    expect(again.status).toBe(400);

    await changePasswordTimes(signedIn.userData!.ecommerce_user_id, signedIn.token!, 6, 'secreta1');
    await worker.drain();
    expect(whatsappsTo(phone.e164, TEMPLATES.passwordChanged)).toHaveLength(3);
    // The email was never proven (the code went by WhatsApp): nothing goes there.
    expect(mailsTo(email)).toHaveLength(0);
  });

  it('a signed-in customer proves their email by a code from the profile, and then gets email too', async () => {
    const phone = { e164: '+526145550146', typed: '614 555 0146' };
    const email = 'correo.nuevo@example.mx';
    await t.call('POST', '/api/auth/code', { body: { purpose: 'signup', phoneNumber: phone.typed, email } });
    await eventually(() => codeSentTo(phone.e164) !== '', 10_000, 'the sign-up code');
    const created = await t.call('POST', '/api/auth/register_ecommerce', {
      body: {
        username: 'Irma Chávez',
        email,
        phoneNumber: phone.typed,
        password: 'secreta1',
        confirmPassword: 'secreta1',
        code: codeSentTo(phone.e164),
      },
    });
    const { userData, token } = RegisterResponseSchema.parse(await created.json());
    const id = userData!.ecommerce_user_id;
    const standings = async () =>
      ContactStandingSchema.parse(await (await t.call('GET', '/api/user_ecommerce/contacts', { token })).json());
    expect(await standings()).toEqual({ phone: 'verified', email: 'unverified' });

    const other = await t.call('POST', `/api/user_ecommerce/email_code/${t.demo.id}`, { token });
    expect(other.status).toBe(403);
    const asked = await t.call('POST', `/api/user_ecommerce/email_code/${id}`, { token });
    expect(asked.status, await asked.clone().text()).toBe(200);
    expect(CodeSentSchema.parse(await asked.json())).toMatchObject({ channel: 'email' });
    await eventually(() => mailsTo(email).length > 0, 10_000, 'the email with the code');
    const code = /\b(\d{6})\b/.exec(mailsTo(email)[0]!.subject)?.[1] ?? '';
    expect(mailsTo(email)[0]!.body).toContain(code);
    const verified = await t.call('POST', `/api/user_ecommerce/verify_email/${id}`, { token, body: { code } });
    expect(verified.status, await verified.clone().text()).toBe(200);
    expect(await standings()).toEqual({ phone: 'verified', email: 'verified' });

    await changePasswordTimes(id, token!, 1, 'secreta1');
    await eventually(() => mailsTo(email).length === 2, 10_000, 'the notice by email');
    expect(mailsTo(email)[1]!.subject).toBe(MESSAGE_TEXT.passwordChanged.subject);
  });

  it('a code survives 4 wrong tries, the fifth ends it; codes per recipient stop at 3 in 15 minutes', async () => {
    // The demo customer's login: a sign-up's tries would spend this client's sign-ups.
    const phone = { e164: DEMO_CUSTOMER.phone, typed: '614 123 4567' };
    const ask = () => t.call('POST', '/api/auth/code', { body: { purpose: 'login', phoneNumber: phone.typed } });
    expect((await ask()).status).toBe(200);
    await eventually(() => codeSentTo(phone.e164) !== '', 10_000, 'the code by WhatsApp');
    const code = codeSentTo(phone.e164);
    const wrong = code === '000000' ? '111111' : '000000';
    const logIn = async (typed: string) => {
      const res = await t.call('POST', '/api/auth/login_code', { body: { phoneNumber: phone.typed, code: typed } });
      return res.ok ? 'signed in' : ((await res.json()) as { error: string }).error;
    };
    const errors: string[] = [];
    for (let i = 0; i < 5; i++) errors.push(await logIn(wrong));
    expect(errors).toEqual([CODES.wrong, CODES.wrong, CODES.wrong, CODES.wrong, CODES.tooManyTries]);
    expect(await logIn(code)).toBe(CODES.tooManyTries);

    expect((await ask()).status).toBe(200);
    expect((await ask()).status).toBe(200);
    const fourth = await ask();
    expect(fourth.status).toBe(429);
    expect(((await fourth.json()) as { error: string }).error).toBe(CODES.tooMany('15 minutos'));
  });

  it('logs in by code, and a reset by code ends every session of the account', async () => {
    const phone = { e164: '+526145550143', typed: '614 555 0143' };
    await t.call('POST', '/api/auth/code', { body: { purpose: 'signup', phoneNumber: phone.typed } });
    await eventually(() => codeSentTo(phone.e164) !== '', 10_000, 'the sign-up code');
    const created = await t.call('POST', '/api/auth/register_ecommerce', {
      body: {
        username: 'Luz Baeza',
        email: 'luz@example.mx',
        phoneNumber: phone.typed,
        password: 'secreta1',
        confirmPassword: 'secreta1',
        code: codeSentTo(phone.e164),
      },
    });
    const first = RegisterResponseSchema.parse(await created.json());

    const unknown = await t.call('POST', '/api/auth/code', { body: { purpose: 'login', phoneNumber: '614 555 0199' } });
    const known = await t.call('POST', '/api/auth/code', { body: { purpose: 'login', phoneNumber: phone.typed } });
    // Whether the phone has an account is not told.
    expect(await unknown.json()).toEqual(await known.json());
    const signUpCode = codeSentTo(phone.e164);
    await eventually(() => codeSentTo(phone.e164) !== signUpCode, 10_000, 'the login code');
    const login = await t.call('POST', '/api/auth/login_code', {
      body: { phoneNumber: phone.typed, code: codeSentTo(phone.e164) },
    });
    expect(login.status, await login.clone().text()).toBe(200);
    expect(LoginResponseSchema.parse(await login.json()).userData.phone_number).toBe(phone.e164);

    const loginCode = codeSentTo(phone.e164);
    await t.call('POST', '/api/auth/code', { body: { purpose: 'reset', phoneNumber: phone.typed } });
    await eventually(() => codeSentTo(phone.e164) !== loginCode, 10_000, 'the reset code');
    const reset = await t.call('POST', '/api/auth/reset_password', {
      body: {
        phoneNumber: phone.typed,
        code: codeSentTo(phone.e164),
        new_password: 'nueva-clave',
        confirm_password: 'nueva-clave',
      },
    });
    expect(reset.status, await reset.clone().text()).toBe(200);
    expect((await t.call('GET', '/api/user_ecommerce/me', { token: first.token })).status).toBe(401);
    const withNew = await t.call('POST', '/api/auth/login_ecommerce', {
      body: { phoneNumber: phone.typed, password: 'nueva-clave' },
    });
    expect(withNew.status).toBe(200);
  });

  it("'Modo de prueba': with no channel the code is in the answer, its message skipped and emptied", async () => {
    const during = messageSettings();
    configureMessages({ ...during, email: undefined, whatsapp: undefined });
    try {
      const res = await t.call('POST', '/api/auth/code', { body: { purpose: 'signup', phoneNumber: '614 555 0144' } });
      const sent = CodeSentSchema.parse(await res.json());
      expect(sent.channel).toBe('test');
      expect(sent.message).toBe(CODES.sentForTest);
      expect(sent.test_code).toMatch(/^\d{6}$/);
      const [row] = await t.db.query<{ code_hash: string }>(
        "SELECT code_hash FROM contact_code WHERE phone = '+526145550144'",
      );
      expect(row!.code_hash).not.toContain(sent.test_code);
    } finally {
      configureMessages(during);
    }
  });

  it.runIf(backend === 'postgres')('two stores on one PostgreSQL share the codes’ limits', async () => {
    const db = await openPostgres(t.databaseUrl!);
    try {
      const other = createApp({ ...t.deps, db, counters: countersFor(db) });
      const ask = (app: { request: TestApp['app']['request'] }) =>
        app.request('/api/auth/code', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ purpose: 'signup', phoneNumber: '614 555 0145' }),
        });
      const statuses = [];
      for (const app of [t.app, other, t.app, other]) statuses.push((await ask(app)).status);
      expect(statuses).toEqual([200, 200, 200, 429]);
    } finally {
      await db.close();
    }
  });
});
