// Imported first by `npm start`, the tests and the benches: local mode (embedded store, local stand-ins,
// public local keys) is switched on explicitly here, never inferred from missing settings.
process.env.LOCAL_MODE = '1';
