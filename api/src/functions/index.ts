// The function table: importing a module registers its route (Azure host and local host alike).
import './get-roles';
import './get-all-assets';
import './get-user-info';
import './get-total-agulhadas';
import './ingest';
import './sync-favorites';
import './get-comments';
import './user-assets';
import './get-user-asset-types';
