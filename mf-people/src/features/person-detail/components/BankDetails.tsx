import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import ContentCopy from '@mui/icons-material/ContentCopyOutlined';
import type { ProfileDetail } from '@irt/api/contract';
import { Fact } from '@irt/shared-ui/components/Fact';
import { notify } from '@irt/shared-ui/components/notifications';
import { MESSAGES } from '@irt/shared-ui/messages';

/** An IBAN in groups of four. */
export function groupIban(iban: string): string {
  return iban.replace(/\s+/g, '').replace(/(.{4})(?=.)/g, '$1 ');
}

/**
 * 'Coordonnées bancaires' (the administrateur's tab): the person's own IBAN and BIC as the server gives
 * them to the administrateur, and a button copying the IBAN (without spaces) to the clipboard.
 */
export function BankDetails({ person }: { person: ProfileDetail }) {
  const [copied, setCopied] = useState(false);
  const iban = person.iban;

  async function copy() {
    if (!iban) return;
    try {
      await navigator.clipboard.writeText(iban.replace(/\s+/g, ''));
      setCopied(true);
      notify(MESSAGES.ibanCopied);
    } catch {
      setCopied(false);
      notify(MESSAGES.ibanCopyFailed);
    }
  }

  return (
    <Box>
      <Box component="dl" sx={{ m: 0 }}>
        <Fact label="IBAN">
          {iban ? <Box component="span" sx={{ fontVariantNumeric: 'tabular-nums', letterSpacing: '0.02em' }}>{groupIban(iban)}</Box> : 'Non renseigné'}
        </Fact>
        <Fact label="BIC">{person.bic ?? 'Non renseigné'}</Fact>
      </Box>
      {iban ? (
        <Box sx={{ mt: 2, display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
          <Button variant="outlined" startIcon={<ContentCopy />} onClick={() => void copy()}>
            Copier l'IBAN
          </Button>
          <Typography role="status" variant="body2" color="success.main" sx={{ fontWeight: 600 }}>
            {copied ? MESSAGES.ibanCopiedTitle.text : ''}
          </Typography>
        </Box>
      ) : null}
    </Box>
  );
}
