import type { ChangeEvent } from "react";
import type { Field, FormValues } from "../lib/form-values.ts";

export interface StepProps {
  values: FormValues;
  errors: Partial<Record<Field, string>>;
  set: <F extends Field>(field: F, value: FormValues[F]) => void;
}

/** value, onChange and error of a text input bound to one field. */
export function textField(
  props: StepProps,
  field: Exclude<Field, "genres" | "kind" | "rightsAttested">,
) {
  return {
    value: props.values[field],
    error: props.errors[field],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      props.set(field, event.currentTarget.value);
    },
  };
}
