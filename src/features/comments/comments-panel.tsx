import { useMemo, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { paths } from '../../lib/paths';
import { useNotice } from '../../lib/notice-provider';
import { useSession } from '../../lib/session-provider';
import type { CommentItem } from '@agulhadas/domain/user-info';
import { GrowingTextarea } from '../../components/growing-textarea';
import { addComment, deleteComment } from './comments-api';
import { formatDateTime } from '@agulhadas/domain/presentation/format';

export function newestFirst(comments: readonly CommentItem[]): CommentItem[] {
  return [...comments].sort((a, b) => b.date.localeCompare(a.date));
}

/** Personal notes on one asset: newest first, a growing box to add, delete with confirmation. */
export function CommentsPanel({ asset }: { asset: string }) {
  const session = useSession();
  const notify = useNotice();
  const [text, setText] = useState('');
  const [fresh, setFresh] = useState<CommentItem[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const stored = session.userInfo?.comments;
  // The answer of the last add/delete is newer than getUserInfo until it revalidates.
  const comments = useMemo(
    () => newestFirst(fresh ?? (stored ?? []).filter((item) => item.asset === asset)),
    [fresh, stored, asset],
  );

  if (!session.can('comments:use')) {
    return (
      <div className="comments-panel">
        <p>
          Os comentários estão disponíveis apenas para os planos Assinante e VIP.{' '}
          <Link to={paths.plans}>Saiba mais</Link>
        </p>
      </div>
    );
  }

  const run = async (action: () => Promise<CommentItem[]>, done: string) => {
    setBusy(true);
    setError(null);
    try {
      setFresh(await action());
      notify(done);
      void session.reloadUserInfo();
      return true;
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : 'Erro ao salvar o comentário.');
      return false;
    } finally {
      setBusy(false);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) return;
    if (await run(() => addComment(asset, text), 'Comentário salvo.')) setText('');
  };

  const remove = (id: string) => {
    if (!window.confirm('Excluir comentário?')) return;
    void run(() => deleteComment(id), 'Comentário excluído.');
  };

  return (
    <div className="comments-panel">
      <form onSubmit={(event) => void submit(event)}>
        <GrowingTextarea
          value={text}
          onChange={setText}
          maxLength={2000}
          aria-label={`Comentário sobre ${asset}`}
          placeholder="Escreva um comentário..."
        />
        <button type="submit" disabled={busy || !text.trim()}>
          Adicionar
        </button>
      </form>
      {error && (
        <p className="error" role="alert">
          {error}
        </p>
      )}
      <ul className="comments">
        {comments.map((item) => (
          <li key={item.id}>
            <time dateTime={item.date}>{formatDateTime(item.date)}</time>
            <p>{item.comment}</p>
            <button type="button" className="link" disabled={busy} onClick={() => remove(item.id)}>
              Excluir
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
