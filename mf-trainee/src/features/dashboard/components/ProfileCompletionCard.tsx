import { useId } from 'react';
import { Link } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { COMPLETION_COLORS, COMPLETION_FULL, completionLevel, normaliseCompletion } from './profile-completion';

/** How complete the trainee's profile is, with a way to complete it while it is not. */
export function ProfileCompletionCard({ completion }: { completion: number | string | null | undefined }) {
  const headingId = useId();
  const percent = normaliseCompletion(completion);
  const level = completionLevel(percent);
  return (
    <Card component="section" aria-labelledby={headingId} variant="outlined" sx={{ height: '100%' }}>
      <CardContent>
        <Typography id={headingId} component="h2" variant="h6" sx={{ fontSize: '1.05rem', mb: 1.5 }}>
          Mon profil
        </Typography>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
          <LinearProgress
            variant="determinate"
            value={percent}
            aria-label="Complétion du profil"
            data-level={level}
            sx={{
              flex: 1,
              height: 10,
              borderRadius: 5,
              bgcolor: 'grey.200',
              '& .MuiLinearProgress-bar': { bgcolor: COMPLETION_COLORS[level], borderRadius: 5 },
            }}
          />
          <Typography component="span" variant="body2" sx={{ fontWeight: 700, minWidth: 48, textAlign: 'right' }}>
            {`${percent} %`}
          </Typography>
        </Box>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
          {percent >= COMPLETION_FULL
            ? 'Votre profil est complet.'
            : `Votre profil est complété à ${percent} %. Complétez-le pour faciliter vos inscriptions.`}
        </Typography>
        {percent < COMPLETION_FULL && (
          <Button component={Link} to="/modifier-un-compte" variant="contained" sx={{ mt: 2 }}>
            Compléter mon profil
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
