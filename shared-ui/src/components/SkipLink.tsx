import type { MouseEvent } from 'react';
import Box from '@mui/material/Box';

/** The id of the page's main content, the skip link's target (a <main> with tabIndex -1). */
export const MAIN_CONTENT_ID = 'contenu';

/**
 * 'Aller au contenu principal': the first focusable element of a frame, out of sight until it holds the
 * keyboard focus; it moves the focus to the page's <main> (which takes it with tabIndex -1), past the
 * top bar and the menu. The address does not change.
 */
export function SkipLink() {
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById(MAIN_CONTENT_ID);
    if (!main) return;
    event.preventDefault();
    main.focus();
    main.scrollIntoView({ block: 'start' });
  };
  return (
    <Box
      component="a"
      href={`#${MAIN_CONTENT_ID}`}
      onClick={skip}
      sx={{
        position: 'fixed',
        top: 8,
        left: 8,
        zIndex: (theme) => theme.zIndex.tooltip + 1,
        px: 2,
        py: 1.5,
        borderRadius: 1,
        bgcolor: 'background.paper',
        color: 'primary.main',
        fontWeight: 700,
        boxShadow: 3,
        textDecoration: 'underline',
        transform: 'translateY(-200%)',
        '&:focus': { transform: 'none', outline: '3px solid', outlineColor: 'primary.main', outlineOffset: 2 },
      }}
    >
      Aller au contenu principal
    </Box>
  );
}

