import { useState } from 'react';
import { errorMessage, fieldErrorsOfFailure } from '@icast/api-client';
import type { FieldError } from '@icast/ui';

export type Notice = { tone: 'success' | 'error'; text: string } | undefined;

/**
 * Which of the form's fields (its element id) the API means by a field name (a nested one's path, `campuses.1.label`):
 * a table, or a function for paths with positions. Never the wording, which the API may change.
 */
export type FieldOf = Readonly<Record<string, string>> | ((field: string) => string | undefined);

const fieldIdOf = (fieldOf: FieldOf, field: string): string | undefined =>
  typeof fieldOf === 'function' ? fieldOf(field) : Object.hasOwn(fieldOf, field) ? fieldOf[field] : undefined;

/**
 * A GOV.UK-style submission: problems found in the browser are listed at once in the error summary (which takes
 * focus) without calling the server; the server's refusals are listed the same way, each at its field; anything
 * else is a notice. What was typed always stays.
 */
export function useSubmission() {
  const [errors, setErrors] = useState<FieldError[]>([]);
  const [notice, setNotice] = useState<Notice>();
  const [busy, setBusy] = useState(false);

  async function submit(
    problems: FieldError[],
    send: () => Promise<unknown>,
    success: string,
    fieldOf: FieldOf = {},
  ): Promise<boolean> {
    setNotice(undefined);
    setErrors(problems);
    if (problems.length > 0) return false;
    setBusy(true);
    try {
      await send();
      setNotice({ tone: 'success', text: success });
      return true;
    } catch (error) {
      // Each problem the API named by field goes under that field; anything else is said once above the form.
      const named = fieldErrorsOfFailure(error);
      const located = named.flatMap(({ field, message }) => {
        const fieldId = fieldIdOf(fieldOf, field);
        return fieldId ? [{ fieldId, message }] : [];
      });
      setErrors(located);
      if (located.length === 0) setNotice({ tone: 'error', text: errorMessage(error) });
      else if (located.length < named.length) {
        const elsewhere = named.filter(({ field }) => !fieldIdOf(fieldOf, field)).map(({ message }) => message);
        setNotice({ tone: 'error', text: elsewhere.join(' ') });
      }
      return false;
    } finally {
      setBusy(false);
    }
  }

  const errorFor = (fieldId: string) => errors.find((error) => error.fieldId === fieldId)?.message;
  return { errors, notice, busy, submit, errorFor, clear: () => setErrors([]) };
}

/** A required text: the problem when it is blank. */
export function required(fieldId: string, value: string, message: string): FieldError[] {
  return value.trim() === '' ? [{ fieldId, message }] : [];
}

/** `datetime-local` text (Lagos time, as staff type it) as an ISO instant, and back. */
export const fromLagosInput = (value: string) => (value ? new Date(`${value}:00+01:00`).toISOString() : '');
export function toLagosInput(iso: string): string {
  if (!iso) return '';
  const lagos = new Date(Date.parse(iso) + 60 * 60 * 1000);
  return lagos.toISOString().slice(0, 16);
}
