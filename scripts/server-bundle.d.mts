/** The store's programs a bundle holds (see server-bundle.mjs). */
export type StoreProgram =
  'server' | 'worker' | 'seed' | 'admin' | 'catalogue' | 'doctor' | 'migrate-store';

export function bundledProgram(name: StoreProgram): Promise<string>;
export function storeProgramArgs(name: StoreProgram): Promise<string[]>;
