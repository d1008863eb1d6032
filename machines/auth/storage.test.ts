import { describe, expect, it, vi } from 'vitest';
import { REMEMBERED_LOGIN_KEY, SESSION_TOKEN_KEY, SESSION_USER_KEY } from '../../contract/storage-keys';
import { createMemoryStorage, type StorageLike } from '../effects';
import { sampleUser } from './fixtures';
import { clearRemembered, clearSession, loadRemembered, loadSession, saveRemembered, saveSession } from './storage';

const failing = (error: Error): StorageLike => ({
  getItem: () => {
    throw error;
  },
  setItem: () => {
    throw error;
  },
  removeItem: () => {
    throw error;
  },
});

describe('auth storage, under the keys stores already in use read', () => {
  it('keeps the session under UserData and UserJWT, and clears both', () => {
    expect([SESSION_USER_KEY, SESSION_TOKEN_KEY, REMEMBERED_LOGIN_KEY]).toEqual([
      'UserData',
      'UserJWT',
      'rememberedLogin',
    ]);
    const storage = createMemoryStorage();
    saveSession(storage, { user: sampleUser, token: 'jwt' });
    expect(storage.dump()).toEqual({ UserData: JSON.stringify(sampleUser), UserJWT: 'jwt' });
    expect(loadSession(storage)).toEqual({ user: sampleUser, token: 'jwt' });
    clearSession(storage);
    expect(storage.dump()).toEqual({});
  });

  it('counts as no session: a missing key, an empty token, a user that does not parse', () => {
    expect(loadSession(createMemoryStorage({ UserData: JSON.stringify(sampleUser) }))).toBeNull();
    expect(loadSession(createMemoryStorage({ UserData: JSON.stringify(sampleUser), UserJWT: '' }))).toBeNull();
    expect(loadSession(createMemoryStorage({ UserJWT: 'jwt', UserData: '' }))).toBeNull();
    expect(loadSession(createMemoryStorage({ UserJWT: 'jwt', UserData: JSON.stringify({ name: 'x' }) }))).toBeNull();
  });

  it('remembers the phone and, when given, the email, and nothing else', () => {
    const storage = createMemoryStorage();
    saveRemembered(storage, { phoneNumber: '+526141234567' });
    expect(storage.dump()).toEqual({ rememberedLogin: JSON.stringify({ phoneNumber: '+526141234567' }) });
    saveRemembered(storage, { phoneNumber: '+526141234567', email: 'ana@example.mx', password: 'x' } as never);
    expect(storage.dump()).toEqual({
      rememberedLogin: JSON.stringify({ phoneNumber: '+526141234567', email: 'ana@example.mx' }),
    });
    expect(loadRemembered(storage)).toEqual({ phoneNumber: '+526141234567', email: 'ana@example.mx' });
    clearRemembered(storage);
    expect(storage.dump()).toEqual({});
    expect(loadRemembered(storage)).toBeNull();
    expect(loadRemembered(createMemoryStorage({ rememberedLogin: '{"email":"a"}' }))).toBeNull();
    // An empty value is no remembered login, not a storage failure.
    const quiet = { error: vi.fn() };
    expect(loadRemembered(createMemoryStorage({ rememberedLogin: '' }), quiet)).toBeNull();
    expect(loadSession(createMemoryStorage({ UserJWT: 'jwt', UserData: '' }), quiet)).toBeNull();
    expect(quiet.error).not.toHaveBeenCalled();
    expect(loadRemembered(createMemoryStorage({ rememberedLogin: '{"phoneNumber":"1","password":"x"}' }))).toEqual({
      phoneNumber: '1',
    });
  });

  it('logs each failure with what failed, and never throws, with or without a logger', () => {
    const error = new Error('blocked');
    const storage = failing(error);
    const logger = { error: vi.fn() };
    expect(loadSession(storage, logger)).toBeNull();
    saveSession(storage, { user: sampleUser, token: 'jwt' }, logger);
    clearSession(storage, logger);
    expect(loadRemembered(storage, logger)).toBeNull();
    saveRemembered(storage, { phoneNumber: '1' }, logger);
    clearRemembered(storage, logger);
    expect(logger.error.mock.calls).toEqual([
      ['auth storage: read session', error],
      ['auth storage: write session', error],
      ['auth storage: clear session', error],
      ['auth storage: read remembered login', error],
      ['auth storage: write remembered login', error],
      ['auth storage: clear remembered login', error],
    ]);
    expect(() => {
      loadSession(storage);
      saveSession(storage, { user: sampleUser, token: 'jwt' });
      clearSession(storage);
      loadRemembered(storage);
      saveRemembered(storage, { phoneNumber: '1' });
      clearRemembered(storage);
    }).not.toThrow();
  });
});
