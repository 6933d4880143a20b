import { createContext, useContext, useId, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';

export interface SectionCardProps {
  /** Anchor of the section (/modifier-un-compte#adresse). */
  anchor: string;
  title: string;
  /** Greyed out and every control disabled (until the profile exists). */
  disabled?: boolean;
  children: ReactNode;
}

/**
 * The level of the sections' titles: h2 on the account page, h3 where the sections sit under a page's
 * own h2 (the registration wizard's 'Votre profil').
 */
export const SectionHeadingLevel = createContext<'h2' | 'h3'>('h2');

/** One section of the account form: a titled card, its own form inside. */
export function SectionCard({ anchor, title, disabled = false, children }: SectionCardProps) {
  const headingId = useId();
  const headingLevel = useContext(SectionHeadingLevel);
  return (
    <Card
      component="section"
      id={anchor}
      aria-labelledby={headingId}
      aria-disabled={disabled || undefined}
      variant="outlined"
      sx={{ scrollMarginTop: 80, ...(disabled ? { opacity: 0.55, bgcolor: 'grey.100' } : {}) }}
    >
      <CardContent>
        <Typography id={headingId} component={headingLevel} variant="h6" sx={{ mb: 2 }}>
          {title}
        </Typography>
        {/* A disabled fieldset disables every native control inside, whatever the section renders. */}
        <Box component="fieldset" disabled={disabled} sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
          {children}
        </Box>
      </CardContent>
    </Card>
  );
}
