import { useLocation } from 'react-router-dom';
import { paths } from '../../app/paths';

/** For signed-out visitors of the alert area: the tabs need an account. */
export function SignInPrompt() {
  const { pathname } = useLocation();
  return (
    <p>
      <a href={paths.login(pathname)}>Entre</a> para ver seus alertas e notificações.
    </p>
  );
}
