// Before any test module loads @azure/functions.
import '../../api/src/local/quiet-test-mode';
