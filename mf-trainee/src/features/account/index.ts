/** What the registration screens compose of the account: its sections, and how they report typed changes not saved. */
export { AccountSections } from './components/AccountSections';
export { UnsavedSectionsContext, type UnsavedSections } from './components/unsaved-sections';
