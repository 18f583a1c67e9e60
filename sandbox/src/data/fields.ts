// foundry.data.fields: the field classes Tempo uses.
export { DataField, DataModelValidationError, resolveChoices } from "./field-base";
export type { DataFieldOptions, Failures, Choices } from "./field-base";
export {
  NumberField,
  StringField,
  HTMLField,
  FilePathField,
  DocumentIdField,
  BooleanField,
  ObjectField,
} from "./scalar-fields";
export { ArrayField, SetField, SchemaField, EmbeddedDataField } from "./compound-fields";
