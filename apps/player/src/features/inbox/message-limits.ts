/** The platform's bounds of a message (wire `SendMessageBody`): checked before sending. */
export const SUBJECT_MAX = 100;
export const CONTENT_MAX = 1000;

export type FieldProblem = 'required' | 'too_long' | null;

/** What is wrong with a typed field, or null. */
export function problemOf(typed: string, max: number): FieldProblem {
  const text = typed.trim();
  if (text === '') return 'required';
  return text.length > max ? 'too_long' : null;
}
