import { isInTheFuture } from '@agulhadas/domain/robot-clock';
import { vixSnapshotSchema } from '@agulhadas/domain/vix/vix-snapshot';
import { firstIssueText } from '@agulhadas/domain/validation/portuguese-messages';
import { config } from '../config';
import { defineFunction, method } from '../http/define-function';
import { badRequest, jsonResponse } from '../http/errors';
import { readJsonBody } from '../http/read-body';
import { requireRobotKey } from '../http/robot-key';
import { DuplicateKeyError } from '../store/types';
import { vixData } from '../store/vix';

const MAX_BYTES = 64 * 1024;

/**
 * POST /api/ingestVix (robot key): the VIX futures curve and the puts/calls open interest for /vix
 * (docs/robot.md). The key is checked before the body is read; a snapshot older than the stored one changes nothing.
 */
export const ingestVix = defineFunction({
  name: 'ingestVix',
  methods: {
    POST: method({
      access: 'self',
      handler: async ({ request, store, now }) => {
        requireRobotKey(request);
        const parsed = vixSnapshotSchema.safeParse(await readJsonBody(request, MAX_BYTES));
        if (!parsed.success) throw badRequest(`Dados do VIX inválidos — ${firstIssueText(parsed.error)}`);
        const snapshot = parsed.data;
        if (isInTheFuture(Date.parse(snapshot.capturedAt), now))
          throw badRequest('Dados do VIX inválidos — capturedAt está no futuro.');
        if (snapshot.demo && !config().localMode)
          throw badRequest('Dados de demonstração só são aceitos no modo local.');
        const capturedAt = new Date(snapshot.capturedAt).toISOString();
        try {
          // Replaces only an older snapshot; with none stored, inserts. A newer one stored makes the upsert collide.
          await vixData(store).updateOne(
            { _id: 'latest', capturedAt: { $lt: capturedAt } },
            { $set: { ...snapshot, capturedAt, receivedAt: now.toISOString() } },
            { upsert: true },
          );
          return jsonResponse(200, { status: 'stored' });
        } catch (error) {
          if (error instanceof DuplicateKeyError) return jsonResponse(200, { status: 'unchanged' });
          throw error;
        }
      },
    }),
  },
});
