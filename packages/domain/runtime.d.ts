// The domain runs in browsers and in Node, so it is checked against the ECMAScript library alone (no DOM, no Node
// types). TextEncoder is the one host API it uses: both runtimes provide it, with this shape.
declare class TextEncoder {
  encode(input?: string): Uint8Array;
}
