import { useActorValue, withActors } from './machine-host';

/** Signed in when the auth machine holds a session (UserData and UserJWT both stored). */
export function useSignedIn(): boolean {
  return useActorValue(
    (a) => a.auth,
    (s) => s.context.session !== null,
    false,
  );
}

export function logout() {
  withActors((a) => a.auth.send({ type: 'auth.logout' }));
}
