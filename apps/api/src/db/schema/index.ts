export * from './audit';
export * from './display-links';
export * from './enums';
export * from './ledger';
export * from './play';
export * from './shifts';
export * from './shops';
export * from './users';
