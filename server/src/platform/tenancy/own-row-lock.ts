/**
 * `lockTableAliases` for locking the row found (a ticket, a message) and nothing else. The tenant
 * filter joins the rows an entity refers to (its company among them); a plain FOR UPDATE would lock
 * those as well, and a locked company row holds up every insert that references it (the foreign-key
 * check takes a KEY SHARE lock), which deadlocks with messages and events being stored at the same time.
 * The ORM names a query's root table by its entity's initial and 0.
 */
export function ownRowOnly(entityName: string): string[] {
  return [`${entityName.charAt(0).toLowerCase()}0`];
}
