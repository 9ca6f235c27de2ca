export * from './constants';
export * from './errors';
export * from './health';
export * from './accounts';
export * from './public-config';
export * from './catalogue';
export * from './credit-packs';
export * from './server-render';
