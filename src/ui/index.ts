// Tessera UI public entry point: every component and its prop types.
export {};
