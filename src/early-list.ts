import { dashboardListUrl } from './features/assets/asset-list-url';
import { startEarly } from './lib/early-requests';

// The app's first module: a dashboard's list starts downloading as soon as the code runs, not after the first render
// and the session (useAssets takes it over).
const url = dashboardListUrl(location.pathname);
if (url) startEarly(url);
