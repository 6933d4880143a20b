import { createContext, useContext, useEffect, useRef } from 'react';

/**
 * The sections of the account form holding changes not saved yet. A page that can be left without a
 * word (the registration wizard's profile step) provides one to name them before the trainee moves on.
 */
export interface UnsavedSections {
  /** Called by a section when its changes appear or are saved / undone. */
  report: (section: string, unsaved: boolean, discard: () => void) => void;
}

export const UnsavedSectionsContext = createContext<UnsavedSections | null>(null);

/** A section reports whether it holds changes not saved (the title it shows names it). */
export function useReportUnsaved(section: string, unsaved: boolean, discard: () => void) {
  const registry = useContext(UnsavedSectionsContext);
  const discardRef = useRef(discard);
  useEffect(() => {
    discardRef.current = discard;
  });
  useEffect(() => {
    registry?.report(section, unsaved, () => discardRef.current());
  }, [registry, section, unsaved]);
  // A section that goes away has nothing left to save.
  useEffect(() => () => registry?.report(section, false, () => undefined), [registry, section]);
}
