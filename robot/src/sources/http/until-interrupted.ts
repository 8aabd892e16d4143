import { SourceError } from '../source';

/**
 * Awaits a source's reads for `latest`: a whole-call failure (a rate limit, a refused key) ends them early but keeps
 * what was read before it. Answers that failure, to be returned as `interrupted`; any other error is a bug and throws.
 */
export async function untilInterrupted(reads: Promise<unknown>): Promise<SourceError | undefined> {
  try {
    await reads;
    return undefined;
  } catch (error) {
    if (error instanceof SourceError) return error;
    throw error;
  }
}
