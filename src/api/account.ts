import { MessageResponseSchema, type User, UserSchema } from '../../contract/auth';
import {
  type AddressUpdate,
  type MarketingConsentUpdate,
  PasswordChangedResponseSchema,
  type Settings,
  SettingsResponseSchema,
} from '../../contract/user';
import { bearerCall } from './bearer';

/** GET /api/user_ecommerce/me */
export const getMe = (token: string, signal?: AbortSignal): Promise<User> =>
  bearerCall(token, '/user_ecommerce/me', UserSchema, { signal });

export interface ProfileInput {
  name: string;
  email: string;
  phone_number: string;
}

/** PUT /api/user_ecommerce/profile/{id} with the personal data. */
export const updateProfile = (token: string, userId: number, body: ProfileInput) =>
  bearerCall(token, `/user_ecommerce/profile/${userId}`, MessageResponseSchema, { method: 'PUT', body: { ...body } });

/** PUT /api/user_ecommerce/profile/{id} with the shipping address. */
export const updateAddress = (token: string, userId: number, address: AddressUpdate) =>
  bearerCall(token, `/user_ecommerce/profile/${userId}`, MessageResponseSchema, {
    method: 'PUT',
    body: { ...address },
  });

/** PUT /api/user_ecommerce/change_password/{id}: revokes every token but the new one it answers. */
export const changePassword = (
  token: string,
  userId: number,
  body: { current_password: string; new_password: string },
) =>
  bearerCall(token, `/user_ecommerce/change_password/${userId}`, PasswordChangedResponseSchema, {
    method: 'PUT',
    body: { ...body },
  });

/** GET /api/settings/ */
export const getSettings = (token: string): Promise<Settings> =>
  bearerCall(token, '/settings/', SettingsResponseSchema);

/** PUT /api/user_ecommerce/marketing_consent/{id}: gives (true) or withdraws (false) the optional purposes' consent. */
export const updateMarketingConsent = (token: string, userId: number, body: MarketingConsentUpdate) =>
  bearerCall(token, `/user_ecommerce/marketing_consent/${userId}`, MessageResponseSchema, {
    method: 'PUT',
    body: { ...body },
  });

/** GET /api/settings/'s channels: which the store sends its messages by (none from a server before them). */
export const getMessageChannels = async (token: string, signal?: AbortSignal) =>
  (await bearerCall(token, '/settings/', SettingsResponseSchema, { signal })).messageChannels;
