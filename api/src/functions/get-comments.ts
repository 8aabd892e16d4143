import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { ASSET_KEY_PATTERN } from '@agulhadas/domain/favorites/favorite-lists';
import type { CommentItem } from '@agulhadas/domain/user-info';
import { multiLineText } from '@agulhadas/domain/validation/text-schemas';
import { defineFunction, method } from '../http/define-function';
import { conflict, jsonResponse, notFound } from '../http/errors';
import type { Store } from '../store/types';
import { users } from '../store/users';

export const MAX_COMMENT_LENGTH = 2000;
/** Personal notes are many but not unbounded: one user document must stay small. */
export const MAX_COMMENTS_PER_USER = 1000;

const assetKey = z.string().max(80).regex(ASSET_KEY_PATTERN, 'Ativo inválido');
/** Plain text as the user typed it, on several lines if they like; React escapes it on render. */
const comment = multiLineText('O comentário', MAX_COMMENT_LENGTH, {
  tooLong: `O comentário pode ter no máximo ${MAX_COMMENT_LENGTH} caracteres.`,
}).min(1, {
  error: 'Escreva um comentário.',
});
const addBody = z.object({ asset: assetKey, comment });
const deleteBody = z.object({ id: z.string().uuid() });

async function commentsOf(store: Store, userId: string, asset: string): Promise<CommentItem[]> {
  const user = await users(store).findOne({ _id: userId }, { projection: { comments: 1 } });
  return (user?.comments ?? []).filter((item) => item.asset === asset).sort((a, b) => b.date.localeCompare(a.date));
}

/**
 * POST /api/getComments {asset, comment} adds a personal note and answers the asset's notes, newest first;
 * DELETE {id} removes one and answers the remaining notes of its asset. Notes live in the owner's user
 * document, so nobody else can read or delete them.
 */
export const getComments = defineFunction({
  name: 'getComments',
  methods: {
    POST: method({
      access: 'comments:use',
      deniedMessage: 'Os comentários estão disponíveis apenas para os planos Assinante e VIP.',
      body: addBody,
      handler: async ({ caller, body, store, now }) => {
        if (!caller) throw new Error('policy access without caller');
        const item: CommentItem = {
          id: randomUUID(),
          asset: body.asset,
          comment: body.comment,
          date: now.toISOString(),
        };
        const lastSlot = `comments.${MAX_COMMENTS_PER_USER - 1}`;
        const result = await users(store).updateOne(
          { _id: caller.userId, [lastSlot]: { $exists: false } },
          { $push: { comments: item } },
        );
        if (result.matchedCount !== 1 && (await users(store).countDocuments({ _id: caller.userId })) === 0)
          throw notFound('Usuário não encontrado.');
        if (result.matchedCount !== 1) throw conflict(`Limite de ${MAX_COMMENTS_PER_USER} comentários atingido.`);
        return jsonResponse(200, { comments: await commentsOf(store, caller.userId, body.asset) });
      },
    }),
    DELETE: method({
      access: 'comments:use',
      deniedMessage: 'Os comentários estão disponíveis apenas para os planos Assinante e VIP.',
      body: deleteBody,
      handler: async ({ caller, body, store }) => {
        if (!caller) throw new Error('policy access without caller');
        const before = await users(store).findOneAndUpdate(
          { _id: caller.userId, 'comments.id': body.id },
          { $pull: { comments: { id: body.id } } },
          { returnDocument: 'before', projection: { comments: 1 } },
        );
        const removed = before?.comments.find((item) => item.id === body.id);
        if (!removed) throw notFound('Comentário não encontrado.');
        return jsonResponse(200, { comments: await commentsOf(store, caller.userId, removed.asset) });
      },
    }),
  },
});
