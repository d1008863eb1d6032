// Binding of the auth machine (machines/auth). Stand-in until it lands: signed in when both
// UserData and UserJWT are stored (SPEC section 3).
export function useSignedIn(): boolean {
  try {
    return Boolean(localStorage.getItem('UserData') && localStorage.getItem('UserJWT'));
  } catch {
    return false;
  }
}

export function logout() {
  localStorage.removeItem('UserData');
  localStorage.removeItem('UserJWT');
  window.location.assign('/');
}
