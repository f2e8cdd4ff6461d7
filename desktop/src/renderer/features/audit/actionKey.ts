import type { AuditAction } from '@balcao/shared';

type Underscored<S extends string> = S extends `${infer A}.${infer B}` ? `${A}_${B}` : never;

/** An audit action as an i18n key: i18next reads a dot as nesting, so `user.created` is `user_created`. */
export type ActionKey = Underscored<AuditAction>;

export function actionKey(action: AuditAction): ActionKey {
  return action.replace('.', '_') as ActionKey;
}
