export * from './balance';
export * from './commission';
export * from './common';
export * from './game-settings';
export * from './games';
export * from './jackpots';
export * from './notifications';
export * from './sales';
