/** A backup or restore refused with a message for the person running it; nothing was written. */
export class BackupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BackupError';
  }
}
