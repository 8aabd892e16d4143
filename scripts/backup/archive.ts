import { createHash } from 'node:crypto';
import { z } from 'zod';
import { BackupError } from './backup-error';

/** What a backup holds and how to check it: written beside the collections, inside the encryption. */
const manifestSchema = z.object({
  format: z.literal('agulhadas-backup/1'),
  createdAt: z.iso.datetime(),
  source: z.string(),
  collections: z.array(
    z.object({ name: z.string(), documents: z.number().int().min(0), sha256: z.string().regex(/^[0-9a-f]{64}$/) }),
  ),
});

export type Manifest = z.infer<typeof manifestSchema>;

/** The manifest, and each collection as the MongoDB Extended JSON text of its documents (what the checksum covers). */
const archiveSchema = z.object({ manifest: manifestSchema, collections: z.record(z.string(), z.string()) });

export type Archive = z.infer<typeof archiveSchema>;

export function sha256(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
}

export function readArchive(plain: Buffer): Archive {
  let parsed: unknown;
  try {
    parsed = JSON.parse(plain.toString('utf8'));
  } catch {
    throw new BackupError('The backup is damaged: its contents are not readable');
  }
  const archive = archiveSchema.safeParse(parsed);
  if (!archive.success) throw new BackupError('The backup is damaged: its manifest is missing or malformed');
  return archive.data;
}
