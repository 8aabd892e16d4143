// Before any test module reads the settings or loads @azure/functions.
import '../../api/src/local/enable-local-mode';
import '../../api/src/local/quiet-test-mode';
