import { dashboardListUrl } from './features/assets/asset-list-url';
import { startEarly } from './lib/early-requests';
import { SESSION_URL } from './lib/session-url';

// The app's first module: a dashboard's list is asked for as soon as the code runs, not after the first render and
// the session (useAssets takes it over). On the dashboard's own paths the page preloaded it already
// (scripts/swa-list-preloads.ts): this fetch then takes over that download.
const url = dashboardListUrl(location.pathname);
if (url) startEarly(url);
// Every screen waits for the session: asked for now, it arrives with the code instead of a round trip after it.
startEarly(SESSION_URL);
