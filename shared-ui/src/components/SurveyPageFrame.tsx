import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatDay } from '../formatters';
import { EmptyState } from './EmptyState';
import { ListSkeleton } from './ListSkeleton';
import { PageHeader } from './PageHeader';

/** What a survey page needs of the survey sent to the reader. */
export interface SurveySent {
  training: { id: number; title: string; end_date: string };
  answered_at: string | null;
}

export interface SurveyPageFrameProps {
  title: string;
  pending: boolean;
  /** The survey sent to the reader, or null when none was. */
  survey: SurveySent | null;
  /** Said when no survey was sent to the reader. */
  none: { title: string; detail: string };
  /** Said after the training's name and end, while the survey waits for its answer. */
  intro: string;
  /** The questions and each answer given (shown once answered). */
  answers: readonly (readonly [question: string, answer: string])[] | null;
  /** The form (shown while not answered). */
  form: ReactNode;
}

/**
 * A survey page reached from its email (the cold survey, the teaching team's survey): the training it is
 * about, then the form once, then the answer given.
 */
export function SurveyPageFrame({ title, pending, survey, none, intro, answers, form }: SurveyPageFrameProps) {
  if (pending) return <ListSkeleton rows={3} />;
  if (!survey) {
    return (
      <Box sx={{ width: '100%' }}>
        <PageHeader title={title} />
        <EmptyState title={none.title} detail={none.detail} />
      </Box>
    );
  }
  const answered = answers !== null && survey.answered_at !== null;
  return (
    <Box sx={{ width: '100%', maxWidth: 720 }}>
      <PageHeader title={title} />
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography sx={{ mb: 2.5 }}>
          {`Formation « ${survey.training.title} », terminée le ${formatDay(survey.training.end_date)}.${answered ? '' : ` ${intro}`}`}
        </Typography>
        {answered ? (
          <Stack spacing={2}>
            <Typography>{`Merci ! Vous avez répondu le ${formatDay(survey.answered_at!)}. Voici votre réponse.`}</Typography>
            <Box component="dl" sx={{ m: 0, display: 'grid', gap: 1.5 }}>
              {answers.map(([question, value]) => (
                <div key={question}>
                  <Typography component="dt" variant="body2" color="text.secondary">
                    {question}
                  </Typography>
                  <Typography component="dd" sx={{ m: 0, whiteSpace: 'pre-line' }}>
                    {value}
                  </Typography>
                </div>
              ))}
            </Box>
          </Stack>
        ) : (
          form
        )}
      </Paper>
    </Box>
  );
}
