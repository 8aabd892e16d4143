import { config } from './index';

// Imported first by the Functions entry: a deployment with a missing or public setting fails to load,
// naming every such setting, before any function is registered.
config();
