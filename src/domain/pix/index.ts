export * from './build-pix-br-code';
export * from './crc16-ccitt';
export * from './emv-tlv';
export * from './parse-br-code';
export * from './pix-amount';
export * from './pix-br-code-error';
export * from './pix-key';
export * from './pix-text';
