import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { paths } from '../lib/paths';

/** For signed-out visitors of a screen that needs an account: 'Entre' signs in and comes back to this screen. */
export function SignInPrompt({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <p className="sign-in-prompt">
      <a href={paths.login(pathname)}>Entre</a> {children}
    </p>
  );
}
