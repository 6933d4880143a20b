/** The improvement actions: their page, and what a complaint's page shows of its own actions. */
export { ACTION_COLUMNS, ownerOf } from './components/action-columns';
export { ActionButtons } from './components/ActionButtons';
