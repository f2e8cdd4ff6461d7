import { defineEntity, p } from '@mikro-orm/core';

/** Failed sign-ins per (email, address); not company-owned: it exists before anyone is authenticated. */
const LoginThrottleSchema = defineEntity({
  name: 'LoginThrottle',
  tableName: 'login_throttles',
  properties: {
    key: p.string().length(64).primary(),
    failures: p.integer().default(0),
    windowStartedAt: p.datetime(),
    blockedUntil: p.datetime().nullable(),
  },
});

export class LoginThrottle extends LoginThrottleSchema.class {}
LoginThrottleSchema.setClass(LoginThrottle);
