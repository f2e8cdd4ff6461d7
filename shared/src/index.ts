export * from './assert-never.ts';
export * from './constants.ts';
export * from './errors.ts';
export * from './permissions.ts';
export * from './realtime/channels.ts';
export * from './schemas/auth.ts';
export * from './schemas/common.ts';
