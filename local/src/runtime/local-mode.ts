// Imported first by `npm start`, the tests and the benches: switches local mode on, then gives the API its local
// stand-ins (embedded store, test checkout, outboxes, local hub). The deployed API never loads this module.
import './enable-local-mode';
import { installStandIns } from '../../../api/src/runtime/stand-ins';
import { LOCAL_STAND_INS } from '../stand-ins/local-stand-ins';

installStandIns(LOCAL_STAND_INS);
