import type { ActionAnswer } from '@agulhadas/domain/admin/action-answer';
import { jsonResponse } from '../../http/errors';

/** A back-office change's 200: done now, or already done before (a repeat changes nothing), and the sentence to show. */
export const actionAnswer = (alreadyHandled: ActionAnswer['alreadyHandled'], message: ActionAnswer['message']) =>
  jsonResponse(200, { alreadyHandled, message } satisfies ActionAnswer);
