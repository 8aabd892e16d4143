import { Link } from 'react-router';
import { paths } from '../../lib/paths';

/** Shown instead of a buy button for what the user's card subscription already renews. */
export function RenewingNote() {
  return (
    <p className="muted current-plan-note">
      Renovação automática ativa. <Link to={paths.account}>Gerenciar em Minha conta</Link>
    </p>
  );
}
