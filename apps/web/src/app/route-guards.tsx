import { Navigate, Outlet } from 'react-router';
import { useIsLoggedIn } from '../lib/auth-store.ts';
import { pathAfterSignIn } from '../lib/pending-guardian-invitation.ts';

/** Pages for signed-in users: without a token the visitor goes to /login. */
export function RequireToken() {
  return useIsLoggedIn() ? <Outlet /> : <Navigate to="/login" replace />;
}

/** Login and registration: a user who already has a token goes to their Home (or to the guardian invitation they opened). */
export function GuestOnly() {
  return useIsLoggedIn() ? <Navigate to={pathAfterSignIn()} replace /> : <Outlet />;
}
