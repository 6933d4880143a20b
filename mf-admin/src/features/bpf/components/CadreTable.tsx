import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { BpfCadre, BpfFigure } from '@irt/api/contract';
import { AMOUNT_CADRES, CADRE_TITLES, formatCount, formatEuros, formatHours } from '../format';

export interface CadreTableProps {
  cadre: BpfCadre;
  figures: BpfFigure[];
  onOpenRows: (figure: BpfFigure) => void;
}

const SOURCE_CHIPS = { calcul: null, saisie: 'Saisi', total: null } as const;

/**
 * One cadre of the BPF: its lines with their figures (amounts for C and D, persons and hours for the
 * others); a figure with rows opens them.
 */
export function CadreTable({ cadre, figures, onOpenRows }: CadreTableProps) {
  const amounts = AMOUNT_CADRES.includes(cadre);
  const titleId = `bpf-cadre-${cadre}`;
  return (
    <Paper variant="outlined" component="section" aria-labelledby={titleId} sx={{ overflowX: 'auto' }}>
      <Typography id={titleId} component="h2" variant="subtitle1" sx={{ fontWeight: 600, px: 2, pt: 2, pb: 1 }}>
        {CADRE_TITLES[cadre]}
      </Typography>
      <Table size="small" aria-labelledby={titleId}>
        <TableHead>
          <TableRow>
            <TableCell>Ligne</TableCell>
            {amounts ? (
              <TableCell align="right">Montant</TableCell>
            ) : (
              <>
                <TableCell align="right">Nombre</TableCell>
                <TableCell align="right">Heures</TableCell>
              </>
            )}
          </TableRow>
        </TableHead>
        <TableBody>
          {figures.map((figure) => {
            const total = figure.source === 'total';
            const chip = SOURCE_CHIPS[figure.source];
            const value = (text: string) =>
              figure.rows > 0 ? (
                <Link component="button" type="button" aria-haspopup="dialog" onClick={() => onOpenRows(figure)} aria-label={`${figure.line} ${figure.label} : ${text}, voir les lignes comptées`}>
                  {text}
                </Link>
              ) : (
                text
              );
            return (
              <TableRow key={figure.key} sx={total ? { '& td': { fontWeight: 600, bgcolor: 'action.hover' } } : undefined}>
                <TableCell sx={{ pl: figure.detail ? 4 : 2 }}>
                  <Box component="span" sx={{ display: 'block', color: 'text.secondary', fontSize: '0.75rem' }}>
                    {figure.line}
                  </Box>
                  {figure.label}
                  {chip && <Chip size="small" label={chip} variant="outlined" sx={{ ml: 1 }} />}
                </TableCell>
                {amounts ? (
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    {value(formatEuros(figure.amount))}
                  </TableCell>
                ) : (
                  <>
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                      {value(formatCount(figure.count))}
                    </TableCell>
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                      {formatHours(figure.hours)}
                    </TableCell>
                  </>
                )}
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </Paper>
  );
}
