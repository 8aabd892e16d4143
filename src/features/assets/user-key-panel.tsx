import { useSession } from '../../app/providers/session-provider';

/** VIP/VIP30: the per-user key for robot configuration and the webhook address for an external chart tool. */
export function UserKeyPanel() {
  const session = useSession();
  const key = session.userInfo?.userKey;
  if (!session.can('userKey:show') || !key) return null;
  const webhook = `${window.location.origin}/api/useralert?u=${encodeURIComponent(key)}`;
  return (
    <section className="user-key-panel" aria-label="Chave pessoal">
      <p>
        Sua chave: <code data-testid="user-key">{key}</code>
      </p>
      <p>
        Endereço do webhook: <code data-testid="webhook-url">{webhook}</code>
      </p>
    </section>
  );
}
