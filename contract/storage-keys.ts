/**
 * Where the shopper's state lives in the browser's localStorage, under the keys stores already in use read (the cart
 * under `root`, favourites under `favorites`, the session under `UserData` and `UserJWT`). One
 * module without zod, so that the app can see whether a shopper has state to show before it
 * loads the machines that read it (src/runtime/machine-host.ts).
 */
export const CART_STORAGE_KEY = 'root';
export const FAVOURITES_STORAGE_KEY = 'favorites';
export const SESSION_USER_KEY = 'UserData';
export const SESSION_TOKEN_KEY = 'UserJWT';
/** The phone (and email) of the last login, to pre-fill the forms; never the password. */
export const REMEMBERED_LOGIN_KEY = 'rememberedLogin';
