export * from './common.ts';
export * from './health.ts';
export * from './auth.ts';
export * from './accounts.ts';
export * from './files.ts';
export * from './tabs.ts';
