// Async boundary: the federation runtime negotiates the shared singletons (react, MUI…) before any
// code that uses them runs.
import('./bootstrap');
