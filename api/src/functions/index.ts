// The function table: importing a module registers its route (Azure host and local host alike).
// Operations: the anonymous health report.
import './health';

import './get-roles';
import './get-all-assets';
import './get-chart';
import './hold-rates';
import './get-user-info';
import './get-total-agulhadas';
import './ingest';
import './sync-favorites';
import './get-comments';
import './user-assets';
import './user-ingest';
import './get-user-asset-types';
// Commerce: shop, plans, subscriptions, payments, promo.
import './get-site-config';
import './get-stripe-products';
import './get-stripe-checkout-url';
import './catch-email';
import './get-stripe-subscription-url';
import './get-stripe-customer-portal-url';
import './preview-plan-change';
import './change-plan';
import './stripe-webhook';
import './create-paid-service';
import './create-invoice';
import './update-invoice-address';
import './confirm-payment';
import './grant-broker-plan';
import './get-promo-email';
import './accept-promo';
import './reactivate-subscription';
import './get-checkout-outcome';
// Public pages.
import './get-vix-chart';
import './ingest-vix';
import './ingest-state';
import './robot-universe';
import './send-email';
// Alerts, notifications and Telegram.
import './user-alerts';
import './multiple-alerts';
import './user-notifications';
import './save-telegram';
import './telegram-link';
import './disconnect-telegram';
import './telegram-webhook';
import './get-telegram-notification';
import './user-alert-webhook';
import './push-subscriptions';
// Real-time beta (/rt): negotiate, the Web PubSub event handler and the robot's lapse and watched-set calls.
import './realtime-negotiate';
import './realtime-events';
import './realtime-lapses';
import './realtime-watched';
// The robot's lease: one robot runs the rounds at a time.
import './robot-lease';
// The back office (/admin): admins re-checked against the store on every call. Routes start with 'backoffice', as the
// Functions host refuses routes that start with 'admin' (its own management API lives there).
import './backoffice-pending-payments';
import './backoffice-confirm-payment';
import './backoffice-refuse-payment';
import './backoffice-admins';
import './backoffice-audit-log';
import './backoffice-broker-grants';
import './backoffice-promo-students';
import './backoffice-users';
import './backoffice-user';
import './backoffice-unlink-telegram';
import './backoffice-remove-push-device';
import './backoffice-user-data';
import './backoffice-erase-user';
import './backoffice-waitlist';
import './backoffice-card-charges';
import './backoffice-refund-card';
import './backoffice-manual-refund';
import './backoffice-resend-confirmation';
import './backoffice-deliveries';
import './backoffice-resend-email';
// The person's own data: download it, or erase the account.
import './my-data';
import './delete-account';
