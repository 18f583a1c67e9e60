import { ensure } from "../core/errors";
import { DS_ERR } from "./errors";

/** Throws unless `value` is a whole number. */
export function int(value: number, name: string): number {
  ensure(Number.isInteger(value), DS_ERR.NotInteger, { name, value: String(value) });
  return value;
}

/** Throws unless `value` is a whole number of at least 0. */
export function nonNegativeInt(value: number, name: string): number {
  int(value, name);
  ensure(value >= 0, DS_ERR.Negative, { name, value });
  return value;
}
