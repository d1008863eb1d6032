import type { User } from '../../../contract/auth';
import type { AddressUpdate } from '../../../contract/user';
import { A } from '../../../copy/account';
import { LEGAL } from '../../../copy/legal';
import {
  changePassword,
  getMe,
  type ProfileInput,
  updateAddress,
  updateMarketingConsent,
  updateProfile,
} from '../../api/account';
import { serverErrorText } from '../../api/bearer';
import { tokenRenewed, userUpdated, withToken } from '../../runtime/auth-session';
import { showToast } from '../../runtime/toasts';

/** Reloads the signed-in user (GET /me) into the auth machine's UserData. */
export async function refreshMe(): Promise<User | null> {
  try {
    const user = await withToken((token) => getMe(token));
    userUpdated(user);
    return user;
  } catch (error) {
    console.error('profile refresh failed', error);
    return null;
  }
}

/** Each returns true on success; failures show the account's error toasts. */
/** Resolves null on success, else the server's reason (shown in the form) after the error toast. */
export async function saveProfile(input: ProfileInput): Promise<string | null> {
  try {
    const { message } = await withToken((token, user) => updateProfile(token, user.ecommerce_user_id, input));
    await refreshMe();
    void showToast({ kind: 'success', message });
    return null;
  } catch (error) {
    void showToast({ kind: 'error', message: A.profile.updateFailed });
    return serverErrorText(error) ?? A.profile.updateFailed;
  }
}

export async function saveAddress(address: AddressUpdate): Promise<boolean> {
  try {
    const { message } = await withToken((token, user) => updateAddress(token, user.ecommerce_user_id, address));
    await refreshMe();
    void showToast({ kind: 'success', message });
    return true;
  } catch {
    void showToast({ kind: 'error', message: A.profile.updateFailed });
    return false;
  }
}

export async function savePassword(current_password: string, new_password: string): Promise<boolean> {
  try {
    const { message, token } = await withToken((token, user) =>
      changePassword(token, user.ecommerce_user_id, { current_password, new_password }),
    );
    tokenRenewed(token);
    void showToast({ kind: 'success', message });
    return true;
  } catch (error) {
    const text = serverErrorText(error);
    void showToast(text ? { kind: 'info', message: text } : { kind: 'error', message: A.profile.passwordFailed });
    return false;
  }
}

/** Gives or withdraws consent to the optional purposes; true once the server recorded it and the profile reloaded. */
export async function saveMarketingConsent(consent: boolean): Promise<boolean> {
  try {
    const { message } = await withToken((token, user) =>
      updateMarketingConsent(token, user.ecommerce_user_id, { marketing_consent: consent }),
    );
    await refreshMe();
    void showToast({ kind: 'success', message });
    return true;
  } catch {
    void showToast({ kind: 'error', message: LEGAL.profile.failed });
    return false;
  }
}
