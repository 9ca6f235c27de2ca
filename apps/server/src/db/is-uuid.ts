/**
 * Whether a value from outside (a path parameter, a ledger reference) is a uuid: asked before it
 * reaches a uuid column, where PostgreSQL refuses anything else with an error, not an empty answer.
 */
export const isUuid = (value: string): boolean =>
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);
