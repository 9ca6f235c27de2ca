export * from './constants';
export * from './errors';
export * from './health';
