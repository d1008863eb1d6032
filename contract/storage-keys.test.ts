import { describe, expect, it } from 'vitest';
import {
  CART_STORAGE_KEY,
  FAVOURITES_STORAGE_KEY,
  REMEMBERED_LOGIN_KEY,
  SESSION_TOKEN_KEY,
  SESSION_USER_KEY,
} from './storage-keys';

describe('storage keys', () => {
  it('are the legacy store’s names, which stores already in use depend on', () => {
    expect([
      CART_STORAGE_KEY,
      FAVOURITES_STORAGE_KEY,
      SESSION_USER_KEY,
      SESSION_TOKEN_KEY,
      REMEMBERED_LOGIN_KEY,
    ]).toEqual(['root', 'favorites', 'UserData', 'UserJWT', 'rememberedLogin']);
  });
});
