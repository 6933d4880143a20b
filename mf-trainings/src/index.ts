// Development entry of the remote on its own dev server. Async boundary: the federation runtime
// negotiates the shared singletons before any code that uses them runs.
import('./bootstrap');
