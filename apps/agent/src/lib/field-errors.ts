/**
 * The messages under a form's fields. Nothing is said before the first submit; from then on every
 * render checks the fields again, so a message goes as soon as its field is right (and a field made
 * wrong says so at once). A refusal from the platform stays under its field until that field
 * changes: only the platform can check it again.
 */
import { useState } from 'react';

export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

export function useFieldErrors<Field extends string>(check: () => FieldErrors<Field>) {
  const [checking, setChecking] = useState(false);
  const [refused, setRefused] = useState<FieldErrors<Field>>({});
  const found = checking ? check() : {};
  const errors: FieldErrors<Field> = { ...refused };
  for (const [field, message] of Object.entries(found) as [Field, string | undefined][])
    if (message !== undefined) errors[field] = message;
  return {
    errors,
    /** A submit: from now on the fields are checked; true when the form may be sent. */
    submit(): boolean {
      setChecking(true);
      setRefused({});
      return Object.values(check()).every((message) => message === undefined);
    },
    /** The platform refused the form because of `field`. */
    refuse(field: Field, message: string) {
      setRefused({ [field]: message } as FieldErrors<Field>);
    },
    /** `field` was changed: the platform's message about it no longer holds. */
    changed(field: Field) {
      setRefused((current) => {
        if (current[field] === undefined) return current;
        return Object.fromEntries(
          Object.entries(current).filter(([name]) => name !== field),
        ) as FieldErrors<Field>;
      });
    },
    /** The form was sent: it starts clean again. */
    reset() {
      setChecking(false);
      setRefused({});
    },
  };
}
