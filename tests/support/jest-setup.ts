// Before any test module reads the settings or loads @azure/functions.
import '../../local/src/runtime/local-mode';
import '../../local/src/runtime/quiet-test-mode';
