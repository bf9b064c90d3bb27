import { Navigate, Outlet } from 'react-router';
import { useIsLoggedIn } from '../lib/auth-store.ts';

/** Pages for signed-in users: without a token the visitor goes to /login. */
export function RequireToken() {
  return useIsLoggedIn() ? <Outlet /> : <Navigate to="/login" replace />;
}

/** Login and registration: a user who already has a token goes to their Home. */
export function GuestOnly() {
  return useIsLoggedIn() ? <Navigate to="/home" replace /> : <Outlet />;
}
