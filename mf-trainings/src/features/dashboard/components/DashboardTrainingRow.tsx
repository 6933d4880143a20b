import type { ReactNode } from 'react';
import { PreinscritsBadge } from './PreinscritsBadge';
import { TrainingAlerts } from './TrainingAlerts';
import { TrainingRow, trainingPath, type TrainingTab } from './TrainingRow';
import type { TrainingRow as DashboardTraining } from '@irt/api/contract';

export interface DashboardTrainingRowProps {
  training: DashboardTraining;
  /** Show the 'Préinscrits' badge (lists of trainings still taking registrations). */
  showPreinscrits?: boolean;
  /** Show the row's to-dos (green check when resolved, red warning otherwise). */
  showAlerts?: boolean;
  /** Tab of the training page the row opens (Équipe, Stagiaires, Défraiements, Présences). */
  tab?: TrainingTab;
  children?: ReactNode;
}

/** A training of a dashboard list: title, dates, category, 'inscrits / places', linking to its page. */
export function DashboardTrainingRow({ training, showPreinscrits = false, showAlerts = false, tab, children }: DashboardTrainingRowProps) {
  return (
    <TrainingRow
      title={training.title}
      to={trainingPath(training.id, tab)}
      startDate={training.start_date}
      endDate={training.end_date}
      category={training.category?.name}
      color={training.color}
      registered={training.registered_count}
      places={training.max_attendees}
    >
      {showPreinscrits && (
        <PreinscritsBadge
          count={training.pre_registered_count}
          registeredTrainees={training.registeredTrainees}
          invitationsTobeSent={training.invitationsTobeSent}
        />
      )}
      {children}
      {showAlerts && <TrainingAlerts alerts={training.alerts} />}
    </TrainingRow>
  );
}
