// Vite's `?raw` suffix imports a file's text as a string (the client ships the TradingView indicator's exact source).
declare module '*.pine?raw' {
  const source: string;
  export default source;
}
