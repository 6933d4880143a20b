import { useCallback, useState } from 'react';
import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { listErrorMessages, readApiError, readConflicts } from '@irt/shared-auth';
import type { Conflict } from '@irt/api/contract';
import { notify } from '../components/notifications';
import type { Message } from '../messages';
import { applyServerErrors } from './server-errors';
import { SAVE_FAILED_GENERIC, SAVE_FAILED_TITLE } from './SaveFailureAlert';

/** Said when no answer came back (network down, timeout): what was typed is still there to send again. */
export const SERVER_UNREACHABLE = 'Le serveur ne répond pas. Veuillez réessayer.';

/** What a refused save shows in its banner: the props of `SaveFailureAlert`. */
export interface SaveFailure {
  title: string;
  /** The server's message, else the first message no field shows, else the form's generic text. */
  message: string;
  /** The other messages no field of the form shows, one per line. */
  details: string[];
}

export interface SaveFailureOptions<V extends FieldValues> {
  /** The form's `setError`; without one (a button, a switch saved at once) every message goes to the banner. */
  setError?: UseFormSetError<V>;
  /** Server field name → the form's field; a message of a field not named here goes to the banner. */
  fields?: Partial<Record<string, FieldPath<V>>>;
  /** The banner's title: the spec's failure title of this save (default 'Erreur lors de l'enregistrement de l'item'). */
  title?: string;
  /** The banner's text when the server said nothing of its own. */
  fallback?: string;
  /** The banner's text when no answer came back. */
  unreachable?: string;
  /** A refusal whose every message found its field shows no banner: the fields say it all. */
  quietWhenPlaced?: boolean;
}

/**
 * Reads a failed save: the field messages of a 400/422 answer go under their fields (the first one
 * focused), the rest makes the banner. Null when the fields say it all (`quietWhenPlaced`).
 */
export function saveFailureOf<V extends FieldValues>(error: unknown, options: SaveFailureOptions<V>): SaveFailure | null {
  const { setError, fields = {}, title = SAVE_FAILED_TITLE, fallback = SAVE_FAILED_GENERIC, unreachable = SERVER_UNREACHABLE } = options;
  const { status, message, errors } = readApiError(error);
  if (status === null) return { title, message: unreachable, details: [] };
  const fieldErrors = status === 400 || status === 422 ? errors : {};
  const placed = setError ? applyServerErrors(setError, fieldErrors, fields) : false;
  const unplaced = setError ? Object.fromEntries(Object.entries(fieldErrors).filter(([name]) => !fields[name])) : fieldErrors;
  const details = listErrorMessages(unplaced).filter((line) => line !== message);
  if (options.quietWhenPlaced && placed && details.length === 0) return null;
  return { title, message: message ?? details.shift() ?? fallback, details };
}

/**
 * What a save sends besides the values once the user chose to save despite the conflicts the server
 * answered (409): `{ confirm_conflicts: true }`; empty on a first attempt.
 */
export type ConflictConfirmation = { confirm_conflicts?: true };

/** `V` what is sent (the form's values most often), `F` the form whose fields show the messages. */
export interface SaveFormOptions<V, R, F extends FieldValues = FieldValues> extends SaveFailureOptions<F> {
  /**
   * Sends the values: a mutation's `mutateAsync`, or the page's own submit. A save that may create a
   * booking conflict spreads `confirmation` into its body.
   */
  save: (values: V, confirmation: ConflictConfirmation) => Promise<R>;
  /** The notification of a save that went through: a row of `MESSAGES`, or one read from the answer. */
  success?: Message | ((result: R, values: V) => Message | null);
  /** After the success message: close the dialog, go to the next page, reset the form to the answer… */
  onSuccess?: (result: R, values: V) => void;
  /** After the banner and the field messages are set. */
  onFailure?: (error: unknown) => void;
}

export interface SaveForm<V> {
  /** Give to `handleSubmit`: the values reach `save` only once the form's own rules pass. */
  submit: (values: V) => Promise<void>;
  /** The banner of the last refused save; null after a success or a new attempt. */
  failure: SaveFailure | null;
  /** While the save runs. */
  pending: boolean;
  /** Sets the banner (a check of the form's own before sending), or clears it and the conflicts (a dialog opened again). */
  setFailure: (failure: SaveFailure | null) => void;
  /** The conflicts of the last save refused with 409 (shown by `ConflictAlert`); null otherwise. */
  conflicts: Conflict[] | null;
  /** 'Enregistrer malgré le conflit': give to `handleSubmit`, the values are sent with `confirm_conflicts: true`. */
  submitDespiteConflicts: (values: V) => Promise<void>;
}

/**
 * The one submit path of a form: the save, then the success message; or the server's field messages
 * under their fields and the spec's failure title with the server's detail in the banner. The form
 * is never reset on failure, so everything typed stays to be corrected and sent again.
 */
export function useSaveForm<V, R = unknown, F extends FieldValues = FieldValues>(options: SaveFormOptions<V, R, F>): SaveForm<V> {
  const [failure, setFailure] = useState<SaveFailure | null>(null);
  const [conflicts, setConflicts] = useState<Conflict[] | null>(null);
  const [pending, setPending] = useState(false);
  const { save, success, onSuccess, onFailure } = options;
  const send = async (values: V, confirmation: ConflictConfirmation) => {
    setFailure(null);
    setPending(true);
    let result: R;
    try {
      result = await save(values, confirmation);
    } catch (error) {
      // A booking conflict is not a failure: the conflicts replace the banner, to be confirmed or corrected.
      const refusedFor = readConflicts(error);
      setConflicts(refusedFor);
      if (!refusedFor) setFailure(saveFailureOf(error, options));
      onFailure?.(error);
      return;
    } finally {
      setPending(false);
    }
    setConflicts(null);
    const message = typeof success === 'function' ? success(result, values) : success;
    if (message) notify(message);
    onSuccess?.(result, values);
  };
  return {
    submit: (values: V) => send(values, {}),
    submitDespiteConflicts: (values: V) => send(values, { confirm_conflicts: true }),
    failure,
    conflicts,
    pending,
    setFailure: useCallback((next: SaveFailure | null) => {
      setFailure(next);
      if (next === null) setConflicts(null);
    }, []),
  };
}
