/** What other modules may use of the documents module: the renderers (render/) and their shapes. */
export * from './render';
