import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Visibility from '@mui/icons-material/VisibilityOutlined';
import VisibilityOff from '@mui/icons-material/VisibilityOffOutlined';

const DOT = '•';
/** Read by screen readers only. */
const HIDDEN = { position: 'absolute', width: '1px', height: '1px', margin: '-1px', overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' } as const;

/** An IBAN in groups of four. */
export function groupIban(iban: string): string {
  return iban.replace(/\s+/g, '').replace(/(.{4})(?=.)/g, '$1 ');
}

/**
 * An IBAN as shown by default: the country and check digits, and the last three characters; the rest
 * hidden ('FR76 •••• •••• •••• •••• •••• 189'), enough to recognise one's account without exposing it.
 */
export function maskIban(iban: string): string {
  const chars = [...iban.replace(/\s+/g, '')];
  return groupIban(chars.map((char, index) => (index < 4 || index >= chars.length - 3 ? char : DOT)).join(''));
}

/** The owner's IBAN, masked until they ask to see it. */
export function MaskedIban({ iban }: { iban: string }) {
  const [shown, setShown] = useState(false);
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
      <Box component="span" sx={{ fontVariantNumeric: 'tabular-nums', letterSpacing: '0.02em' }}>
        {shown ? (
          groupIban(iban)
        ) : (
          <>
            <span aria-hidden="true">{maskIban(iban)}</span>
            <Box component="span" sx={HIDDEN}>{`IBAN masqué, se terminant par ${iban.replace(/\s+/g, '').slice(-3)}`}</Box>
          </>
        )}
      </Box>
      <Button
        size="small"
        onClick={() => setShown((value) => !value)}
        aria-pressed={shown}
        startIcon={shown ? <VisibilityOff /> : <Visibility />}
      >
        {shown ? "Masquer l'IBAN" : "Afficher l'IBAN"}
      </Button>
    </Box>
  );
}
