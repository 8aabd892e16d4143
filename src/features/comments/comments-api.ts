import type { CommentItem } from '@agulhadas/domain/user-info';
import { apiFetch } from '../../lib/api';

/** Comment add/delete both go through /api/getComments. */
export async function addComment(asset: string, comment: string): Promise<CommentItem[]> {
  return (await apiFetch<{ comments: CommentItem[] }>('/api/getComments', { method: 'POST', body: { asset, comment } }))
    .comments;
}

export async function deleteComment(id: string): Promise<CommentItem[]> {
  return (await apiFetch<{ comments: CommentItem[] }>('/api/getComments', { method: 'DELETE', body: { id } })).comments;
}
