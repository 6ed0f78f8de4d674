// Types of free-port.mjs for the TypeScript tests.
export function freePort(): Promise<number>;
