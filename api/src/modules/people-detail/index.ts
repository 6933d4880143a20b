/** What other modules may use of a person's page module: nothing yet (its routes are registered by modules/index.ts). */
export {};
