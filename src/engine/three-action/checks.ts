import { ensure } from "../core/errors";
import { TA_ERR } from "./errors";

/** A whole number at least `min` (RuleError with the field's name otherwise). */
export function whole(value: number, name: string, min = 0): number {
  ensure(Number.isInteger(value), TA_ERR.NotInteger, { name, value: String(value) });
  ensure(value >= min, min > 0 ? TA_ERR.NotPositive : TA_ERR.Negative, { name, value: String(value) });
  return value;
}

/** Any whole number (hit points may be negative). */
export function integer(value: number, name: string): number {
  ensure(Number.isInteger(value), TA_ERR.NotInteger, { name, value: String(value) });
  return value;
}

/** A die result that fits a d`faces`. */
export function die(value: number, faces: number): number {
  ensure(Number.isInteger(value) && value >= 1 && value <= faces, TA_ERR.DieFace, {
    value: String(value),
    faces,
  });
  return value;
}
