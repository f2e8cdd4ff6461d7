/**
 * `lockTableAliases` for locking a ticket row and nothing else. The tenant filter joins the rows a
 * ticket refers to (its company among them); a plain FOR UPDATE would lock those as well, and a locked
 * company row holds up every insert that references it (the foreign-key check takes a KEY SHARE lock),
 * which deadlocks with messages and events being stored at the same time.
 */
export const TICKET_ROW_ONLY = ['t0'];
