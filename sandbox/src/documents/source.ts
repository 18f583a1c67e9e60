// Cleaning and validation of a document's whole source: base fields, type, system, embedded ones.
import type { DocumentName } from "../core/protocol";
import { deepClone, type AnyObject } from "../core/utils";
import { DataModelValidationError } from "../data/field-base";
import type { DocumentData } from "./document-data";
import { documentClass } from "./runtime";

/** Cleans and validates a full source; throws a DataModelValidationError listing every failure. */
export function cleanDocumentSource(cls: typeof DocumentData, data: AnyObject): AnyObject {
  const failures: string[] = [];
  const source = (cls.schema.clean(deepClone(data)) ?? {}) as AnyObject;
  cls.schema.validate(source, "", failures);
  if (cls.hasTypeData) {
    const type = String(source.type ?? "");
    const types = cls.validTypes();
    if (types.length > 0 && !types.includes(type))
      failures.push(`type: "${type}" is not a valid type for the ${cls.documentName} Document class`);
    const Model = cls.systemModel(type);
    if (Model) {
      try {
        source.system = new Model((data.system ?? {}) as AnyObject)._source;
      } catch (err) {
        if (!(err instanceof DataModelValidationError)) throw err;
        failures.push(...err.failures.map((f) => `system.${f}`));
      }
    } else source.system = deepClone((data.system ?? {}) as AnyObject);
  }
  for (const [name, field] of Object.entries(cls.embedded)) {
    const Child = documentClass(name as DocumentName);
    const list = Array.isArray(data[field]) ? (data[field] as AnyObject[]) : [];
    source[field] = list.map((child, i) => {
      try {
        return Child.cleanSource(child);
      } catch (err) {
        if (!(err instanceof DataModelValidationError)) throw err;
        failures.push(...err.failures.map((f) => `${field}[${i}].${f}`));
        return child;
      }
    });
  }
  if (failures.length > 0) {
    throw new DataModelValidationError(
      `${cls.documentName} [${String(source._id)}] validation errors:\n  ${failures.join("\n  ")}`,
      failures,
    );
  }
  return source;
}
