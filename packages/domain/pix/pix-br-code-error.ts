/** Thrown by the BR Code builder for input it cannot encode; the message names the field and the rule. */
export class PixBrCodeError extends Error {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message);
    this.name = 'PixBrCodeError';
  }
}
