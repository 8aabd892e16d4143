import useSWR from 'swr';
import { useSession } from '../../lib/session-provider';
import type { NotificationView } from '@agulhadas/domain/notification';
import { AlertArea } from './alert-area-tabs';
import { formatDateTime } from '@agulhadas/domain/presentation/format';
import { deleteNotification } from './alerts-api';
import { SignInPrompt } from '../../components/sign-in-prompt';
import { Toast, errorMessage, useToast } from './toast';

export const DELETE_ALL_NOTIFICATIONS_CONFIRM = 'Tem certeza que quer apagar todas as notificações?';
const NOTIFICATIONS_URL = '/api/userNotifications';

/** /notificacoes: the last 100 notifications, delete one or all. */
export function NotificationsScreen() {
  const session = useSession();
  const signedIn = Boolean(session.clientPrincipal);
  const { data, error, isLoading, mutate } = useSWR<{ notifications: NotificationView[] }>(
    signedIn ? NOTIFICATIONS_URL : null,
  );
  const toast = useToast();

  const remove = async (id: string) => {
    try {
      await deleteNotification(id);
      await mutate();
    } catch (caught) {
      toast.show(errorMessage(caught, 'Não foi possível apagar.'));
    }
  };
  const removeAll = () => {
    if (!window.confirm(DELETE_ALL_NOTIFICATIONS_CONFIRM)) return;
    void remove('alll');
  };

  const title = 'Últimas 100 notificações';
  if (!session.dataLoaded)
    return (
      <AlertArea title={title}>
        <p className="loading">Carregando...</p>
      </AlertArea>
    );
  if (!signedIn)
    return (
      <AlertArea title={title}>
        <SignInPrompt>para ver seus alertas e notificações.</SignInPrompt>
      </AlertArea>
    );
  const items = data?.notifications ?? [];
  return (
    <AlertArea title={title}>
      {isLoading && <p className="loading">Carregando...</p>}
      {error !== undefined && !data && <p className="error">Deu erro carregando os dados.</p>}
      {data && items.length === 0 && <p className="empty">Nenhuma notificação</p>}
      {items.length > 0 && (
        <>
          <div className="bulk-actions">
            <button type="button" className="button-secondary danger" onClick={removeAll}>
              Apagar todas
            </button>
          </div>
          <ul className="notification-list">
            {items.map((item) => (
              <li key={item._id} className="notification" data-notification-id={item._id}>
                <time dateTime={item.timestamp}>{formatDateTime(item.timestamp)}</time>
                <p>{item.message}</p>
                <button
                  type="button"
                  className="link"
                  aria-label={`Excluir notificação ${item.message}`}
                  onClick={() => void remove(item._id)}
                >
                  Excluir
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
      <Toast message={toast.message} onClose={toast.close} />
    </AlertArea>
  );
}
